import Foundation
import Testing

@testable import TerminalUI

/// The bytes the renderer writes for a picture in each graphics protocol: placed after the
/// frame's text, not sent again while it stays, taken away with the frame (an alert over it, a
/// page change, a move).
@Suite struct PictureRendererTests {
  /// A picture of 2x1 cells whose encoded bytes are 1, 2, 3 ("AQID" in base64).
  private func picture(_ graphics: GraphicsProtocol, encoded: [UInt8] = [1, 2, 3])
    -> TerminalPicture
  {
    let cells = PixelImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))!
      .cells(columns: 2, rows: 1, colors: .trueColor)
    return TerminalPicture(graphics: graphics, cells: cells, encoded: encoded)
  }

  /// A 10x4 frame with "ab" on its first row and `picture` at column 4, row 2.
  private func frame(with picture: TerminalPicture?, at x: Int = 4) -> ScreenBuffer {
    var frame = ScreenBuffer(width: 10, height: 4)
    frame.draw("ab", x: 0, y: 0)
    if let picture { frame.drawPicture(picture, in: Rect(x: x, y: 2, width: 2, height: 1)) }
    return frame
  }

  private let clear = "\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
  private let text = "\u{1B}[1;1H\u{1B}[0mab"

  @Test func kittySendsThePictureOnceUnderItsIdAfterTheText() {
    let picture = picture(.kitty)
    var renderer = Renderer()
    let id = picture.id
    #expect(
      renderer.render(frame(with: picture))
        == clear + text
        + "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}_Ga=T,f=100,t=d,i=\(id),c=2,C=1,q=2,m=0;AQID\u{1B}\\"
    )
    #expect(renderer.render(frame(with: picture)) == "", "a frame like the last writes nothing")
    // Moved: taken off where it was, its cells written again, placed again without its pixels.
    #expect(
      renderer.render(frame(with: picture, at: 6))
        == "\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\"
        + "\u{1B}[3;5H\u{1B}[0m  "
        + "\u{1B}[0m\u{1B}[3;7H  \u{1B}[3;7H\u{1B}_Ga=p,i=\(id),c=2,C=1,q=2\u{1B}\\")
    #expect(renderer.closing == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
  }

  @Test func aKittyPictureIsSentAgainOnceTheTerminalLostItAndOnlyThen() {
    let picture = picture(.kitty)
    var renderer = Renderer()
    let id = picture.id
    let sent =
      "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}_Ga=T,f=100,t=d,i=\(id),c=2,C=1,q=2,m=0;AQID\u{1B}\\"
    let placed = "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}_Ga=p,i=\(id),c=2,C=1,q=2\u{1B}\\"
    let redrawn = clear + "\(PictureSequences.deleteAllKittyPlacements)" + text
    #expect(renderer.render(frame(with: picture)) == clear + text + sent)
    // A redraw (a resize): the terminal kept the pixels; placed again by its id.
    renderer.invalidate()
    #expect(renderer.render(frame(with: picture)) == redrawn + placed)
    // Back from a suspend: kitty dropped them; sent again whole, and placed by id after that.
    renderer.invalidate(picturesLost: true)
    #expect(renderer.render(frame(with: picture)) == redrawn + sent)
    renderer.invalidate()
    #expect(renderer.render(frame(with: picture)) == redrawn + placed)
  }

  @Test func aLongKittyPictureGoesInChunksOf4096() {
    // 3,075 bytes make 4,100 of base64: a chunk of 4,096 and one of 4.
    let picture = picture(.kitty, encoded: [UInt8](repeating: 0, count: 3075))
    var renderer = Renderer()
    let output = renderer.render(frame(with: picture))
    let base64 = String(repeating: "A", count: 4100)
    #expect(
      output.hasSuffix(
        "\u{1B}_Ga=T,f=100,t=d,i=\(picture.id),c=2,C=1,q=2,m=1;\(base64.prefix(4096))\u{1B}\\"
          + "\u{1B}_Gq=2,m=0;AAAA\u{1B}\\"))
  }

  @Test func sixelIsWrittenAsEncodedAndItsCellsWrittenAgainWhenItLeaves() {
    let sixel = Array("\u{1B}Pq\"1;1;2;2#0;2;0;0;0#0~~\u{1B}\\".utf8)
    let picture = picture(.sixel, encoded: sixel)
    var renderer = Renderer()
    #expect(
      renderer.render(frame(with: picture))
        == clear + text + "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H"
        + String(decoding: sixel, as: UTF8.self))
    #expect(renderer.render(frame(with: picture)) == "")
    // Gone (a page without it): its cells, blank now, are written over its pixels.
    #expect(renderer.render(frame(with: nil)) == "\u{1B}[3;5H\u{1B}[0m  ")
    #expect(renderer.closing == "", "no kitty command for a terminal that was sent none")
  }

  @Test func itermSendsAnInlineImageOfItsCells() {
    let picture = picture(.iterm)
    var renderer = Renderer()
    #expect(
      renderer.render(frame(with: picture))
        == clear + text
        + "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}]1337;File=inline=1;size=3;width=2;height=1;"
        + "preserveAspectRatio=1;"
        + "doNotMoveCursor=1:AQID\u{07}")
  }

  /// Something drawn over part of a picture (an alert) takes the picture away: the cells the
  /// frame has there, the picture's half-blocks around the alert, are written instead.
  @Test func aPictureWithSomethingDrawnOverItIsTakenAwayForItsCells() {
    let picture = picture(.kitty)
    var renderer = Renderer(colors: false)
    _ = renderer.render(frame(with: picture))
    var covered = frame(with: picture)
    covered.draw("!", x: 5, y: 2)
    #expect(covered.pictures.count == 1)
    #expect(
      renderer.render(covered)
        == "\u{1B}_Ga=d,d=i,i=\(picture.id),q=2\u{1B}\\" + "\u{1B}[3;5H\u{1B}[0m▀!",
      "without colours, the half-block's colours and the text's plain style are one sequence")
    // Uncovered: placed again, from the pixels the terminal kept.
    #expect(
      renderer.render(frame(with: picture))
        == "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}_Ga=p,i=\(picture.id),c=2,C=1,q=2\u{1B}\\")
  }

  @Test func aPictureThatDoesNotFitWholeIsDrawnInHalfBlocks() {
    var frame = ScreenBuffer(width: 10, height: 4)
    frame.drawPicture(picture(.kitty), in: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(frame.pictures.isEmpty)
    #expect(frame.plainText().hasPrefix("▀"))
  }

  @Test func aRedrawTakesEveryKittyPictureOffBeforeDrawingAgain() {
    let picture = picture(.kitty)
    var renderer = Renderer()
    _ = renderer.render(frame(with: picture))
    renderer.invalidate()
    #expect(
      renderer.render(frame(with: picture))
        == clear + "\u{1B}_Ga=d,d=a,q=2\u{1B}\\" + text
        + "\u{1B}[0m\u{1B}[3;5H  \u{1B}[3;5H\u{1B}_Ga=p,i=\(picture.id),c=2,C=1,q=2\u{1B}\\")
  }
}
