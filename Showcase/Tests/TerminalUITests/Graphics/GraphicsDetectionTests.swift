import Testing

@testable import TerminalUI

/// The terminal's answers to the graphics query: taken out of the input, never keys, and what
/// they say of the terminal.
@Suite struct GraphicsDetectionTests {
  /// kitty's answers, as it sends them: the graphics query's, the cell's size, the attributes.
  private let kittyAnswers = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;22c"

  @Test func theAnswersAreTakenOutAndTheKeysAroundThemKept() {
    var decoder = KeyDecoder()
    decoder.awaitsStringReplies = true
    let keys = decoder.decode(Array(("a" + kittyAnswers + "b").utf8))
    #expect(keys == [.character("a"), .character("b")])
    #expect(
      decoder.takeReplies() == [
        .graphics(id: 31, message: "OK"), .cellSize(width: 9, height: 20),
        .deviceAttributes([62, 22]),
      ])
    #expect(decoder.takeReplies() == [])
    #expect(!decoder.awaitsStringReplies, "the attributes come last")
  }

  @Test func anAnswerSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    decoder.awaitsStringReplies = true
    #expect(decoder.decode(Array("\u{1B}_Gi=31;".utf8)) == [])
    #expect(decoder.decode(Array("OK\u{1B}".utf8)) == [])
    #expect(decoder.decode(Array("\\x".utf8)) == [.character("x")])
    #expect(decoder.takeReplies() == [.graphics(id: 31, message: "OK")])
  }

  /// Once the answers are in, Alt-P (`ESC P`) is Esc then P again, not the start of an answer
  /// that would swallow the keys after it.
  @Test func withNoAnswerAwaitedEscPIsEscThenP() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}Pq".utf8)) == [.escape, .character("P"), .character("q")])
    #expect(decoder.takeReplies() == [])
  }

  @Test func anAnswerNeverEndedIsDroppedOnceInputPauses() {
    var decoder = KeyDecoder()
    decoder.awaitsStringReplies = true
    #expect(decoder.decode(Array("\u{1B}_Gi=31;OK".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("z".utf8)) == [.character("z")])
  }

  @Test func theAnswersDecideTheProtocol() {
    func detected(_ replies: [TerminalReply], environment: [String: String] = [:])
      -> ImageDrawing?
    {
      var detection = GraphicsDetection(environment: environment)
      return replies.compactMap { detection.note($0) }.first
    }
    let kitty = detected([
      .graphics(id: 31, message: "OK"), .cellSize(width: 9, height: 20),
      .deviceAttributes([62, 22]),
    ])
    #expect(kitty == .pixels(.kitty, cell: CellPixels(width: 9, height: 20)))
    #expect(detected([.deviceAttributes([62, 4, 22])]) == .pixels(.sixel, cell: .usual))
    #expect(detected([.deviceAttributes([1, 2])]) == .blocks)
    #expect(
      detected([.graphics(id: 31, message: "ENOENT:bad")]) == nil,
      "no decision before the attributes")
    #expect(
      detected([.graphics(id: 31, message: "EINVAL"), .deviceAttributes([62])]) == .blocks)
    #expect(
      detected([.deviceAttributes([62, 4])], environment: ["TERM_PROGRAM": "iTerm.app"])
        == .pixels(.iterm, cell: .usual))
    #expect(
      GraphicsDetection(environment: ["TERM": "xterm-kitty"]).drawingWithoutAnswers()
        == .pixels(.kitty, cell: .usual))
    #expect(GraphicsDetection(environment: ["TERM": "xterm"]).drawingWithoutAnswers() == .blocks)
    #expect(!GraphicsDetection.isWorthQuerying(environment: ["TERM": "linux"]))
  }

  @Test func aProtocolForcedIsKeptWhereTheTerminalShowsItAndElseSaidAndDropped() {
    func checked(
      _ forced: GraphicsProtocol, _ replies: [TerminalReply],
      environment: [String: String] = [:]
    ) -> (ImageDrawing?, String?) {
      var detection = GraphicsDetection(environment: environment, forcing: forced)
      let drawing = replies.compactMap { detection.note($0) }.first
      return (drawing, detection.notice)
    }
    let kitty = checked(.kitty, [.graphics(id: 31, message: "OK"), .deviceAttributes([62])])
    #expect(kitty.0 == .pixels(.kitty, cell: .usual))
    #expect(kitty.1 == nil)
    let notKitty = checked(.kitty, [.deviceAttributes([62, 4, 22])])
    #expect(notKitty.0 == .blocks, "answered without kitty's protocol: not sixel either, as forced")
    #expect(notKitty.1 == "No kitty graphics here: half-blocks")
    let notITerm = checked(.iterm, [.deviceAttributes([62])], environment: ["TERM": "xterm"])
    #expect(notITerm.0 == .blocks)
    #expect(notITerm.1 == "No iTerm2 images here: half-blocks")
    let iTerm = checked(
      .iterm, [.deviceAttributes([62])], environment: ["LC_TERMINAL": "iTerm2"])
    #expect(iTerm.0 == .pixels(.iterm, cell: .usual))
    #expect(
      GraphicsDetection(environment: [:], forcing: .kitty).drawingWithoutAnswers()
        == .pixels(.kitty, cell: .usual),
      "no answers at all: nothing showed it cannot, so as forced")
    #expect(ImagesOption.kitty.queriesTerminal && ImagesOption.iterm.queriesTerminal)
    #expect(!ImagesOption.sixel.queriesTerminal && !ImagesOption.blocks.queriesTerminal)
  }

  @Test func theQueryAsksKittyTheCellAndTheAttributesInThatOrder() {
    #expect(
      GraphicsDetection.query
        == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
  }

  @Test func optionsAndCellSizes() {
    #expect(ImagesOption.none.drawing(cell: .usual) == ImageDrawing.none)
    #expect(ImagesOption.auto.drawing(cell: .usual) == .blocks)
    #expect(ImagesOption.sixel.drawing(cell: .usual) == .pixels(.sixel, cell: .usual))
    #expect(CellPixels(width: 0, height: 10_000) == CellPixels(width: 1, height: 64))
    #expect(ImageDrawing.blocks.pixels(columns: 40, rows: 20) == (40, 40))
    let pixels = ImageDrawing.pixels(.kitty, cell: CellPixels(width: 9, height: 18))
      .pixels(columns: 40, rows: 20)
    #expect(pixels == (360, 360))
  }
}
