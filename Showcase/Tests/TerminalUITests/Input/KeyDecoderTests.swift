import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
    ("\u{1B}[4~", .end), ("\u{1B}OH", .home), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\r", .enter), ("\n", .enter),
    ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\t", .tab), ("\u{3}", .interrupt),
    ("\u{12}", .ctrl("r")), ("\u{1B}", .escape), ("q", .character("q")),
  ])
  func decodesKeys(bytes: String, key: Key) {
    #expect(decode(bytes) == [key])
  }

  @Test(arguments: [
    ("\u{1B}OP", 1), ("\u{1B}OQ", 2), ("\u{1B}OR", 3), ("\u{1B}OS", 4), ("\u{1B}[1;2Q", 2),
    ("\u{1B}[11~", 1), ("\u{1B}[12~", 2), ("\u{1B}[15~", 5), ("\u{1B}[17~", 6),
    ("\u{1B}[21~", 10), ("\u{1B}[24~", 12), ("\u{1B}[15;5~", 5),
  ])
  func decodesFunctionKeys(bytes: String, number: Int) {
    #expect(decode(bytes) == [.function(number)])
  }

  @Test func anUnknownTildeSequenceIsNoKey() {
    #expect(decode("\u{1B}[16~x") == [.character("x")])
  }

  @Test func decodesUTF8Text() {
    #expect(
      decode("Piña 日本😀") == ["P", "i", "ñ", "a", " ", "日", "本", "😀"].map { Key.character($0) })
  }

  @Test func waitsForACharacterSplitBetweenReads() {
    var decoder = KeyDecoder()
    let bytes = Array("ñ日".utf8)
    #expect(decoder.decode(bytes[0..<1]) == [])
    #expect(decoder.decode(bytes[1..<3]) == [.character("ñ")])
    #expect(decoder.decode(bytes[3...]) == [.character("日")])
  }

  @Test func waitsForAnEscapeSequenceSplitBetweenReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.decode(Array("A".utf8)) == [.up])
  }

  /// The input thread waits for more bytes only while the decoder is waiting: a complete key is
  /// delivered at once, never after the pause that tells a lone Esc from a sequence.
  @Test func waitsOnlyWhileAKeyIsUnfinished() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[C".utf8)) == [.right])
    #expect(!decoder.isWaiting)
    #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    #expect(!decoder.isWaiting)
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("[".utf8)) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("D".utf8)) == [.left])
    #expect(!decoder.isWaiting)
    #expect(decoder.decode(Array("ñ".utf8).prefix(1)) == [])
    #expect(decoder.isWaiting)
  }

  @Test func aLoneEscapeIsAKeyOnceInputPauses() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
  }

  @Test func escapeThenAKeyIsTwoKeys() {
    #expect(decode("\u{1B}q") == [.escape, .character("q")])
  }

  @Test func skipsUnknownSequencesAndStrayBytes() {
    #expect(decode("\u{1B}[99~x") == [.character("x")])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x80, 0x79]) == [.character("y")], "a stray continuation byte")
    #expect(decode("\u{85}z") == [.character("z")], "a C1 control character")
  }

  @Test func decodesABurstOfKeys() {
    #expect(
      decode("rum\u{1B}[B\r") == [.character("r"), .character("u"), .character("m"), .down, .enter])
  }
}
