import Testing

@testable import TerminalUI

@Suite struct ScreenBufferTests {
  private func line(_ text: String, width: Int, maxWidth: Int? = nil) -> String {
    var buffer = ScreenBuffer(width: width, height: 1)
    buffer.draw(text, x: 0, y: 0, maxWidth: maxWidth)
    return buffer.plainText()
  }

  @Test func drawsTextThatFits() {
    #expect(line("Mojito", width: 10) == "Mojito")
    #expect(line("Mojito", width: 6) == "Mojito")
  }

  @Test func truncatesWithAnEllipsisAtACellBoundary() {
    #expect(line("Long Island Iced Tea", width: 10) == "Long Isla…")
    #expect(line("Long Island Iced Tea", width: 20, maxWidth: 5) == "Long…")
  }

  @Test func neverCutsAWideCharacterInHalf() {
    #expect(line("寿司匠です", width: 6) == "寿司…")
    #expect(line("寿司匠です", width: 7) == "寿司匠…")
    #expect(line("😀😀😀", width: 4) == "😀…")
  }

  @Test func keepsCombiningMarksWithTheirCharacter() {
    #expect(line("Cafe\u{301} au lait", width: 6) == "Café …")
  }

  @Test func drawsLatinPunctuationAndArrowsAColumnEach() {
    #expect(
      line("Mon–Sun 12:00–23:00 · ★ 4.6 · 12 € → ┼", width: 40)
        == "Mon–Sun 12:00–23:00 · ★ 4.6 · 12 € → ┼")
    #expect(line("Mon–Sun 12:00–23:00", width: 8) == "Mon–Sun…")
    #expect(line("«Ça»", width: 3) == "«Ç…")
  }

  /// Text of these scalars is drawn a scalar a cell, without breaking it into characters: none of
  /// them joins a scalar before or after it, of its own kind or another, into one character.
  @Test func theScalarsDrawnOneACellAreEachACharacter() {
    let narrow = (0..<0x3000).compactMap(Unicode.Scalar.init).filter {
      ($0.value >= 0x20 && $0.value < 0x7F) || DisplayWidth.isAlwaysNarrow($0.value)
    }
    let joining = narrow.filter { scalar in
      [String(scalar) + "a", "a" + String(scalar), String(scalar) + String(scalar)]
        .contains { $0.count != 2 }
    }
    #expect(narrow.count == 1_173)
    #expect(joining == [])
  }

  @Test func wideCharactersTakeTwoCells() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.draw("日a", x: 0, y: 0)
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[1, 0].character == nil)
    #expect(buffer[2, 0].character == "a")
    #expect(buffer.plainText() == "日a")
  }

  @Test func clipsToARectangleAndTheBuffer() {
    var buffer = ScreenBuffer(width: 8, height: 2)
    buffer.draw("outside", x: 0, y: 5)
    buffer.draw("abcdefgh", x: 4, y: 0, clip: Rect(x: 0, y: 0, width: 6, height: 1))
    #expect(buffer.plainText() == "    a…\n")
  }

  @Test func textStartingLeftOfTheBufferShowsWhatIsInside() {
    var buffer = ScreenBuffer(width: 8, height: 2)
    let everywhere = Rect(x: -10, y: -10, width: 30, height: 30)
    buffer.draw("abcdef", x: -3, y: 0, clip: everywhere)
    buffer.draw("–·abcd", x: -2, y: 1, clip: everywhere)
    #expect(buffer.plainText() == "def\nabcd")
  }

  @Test func drawsLineBreaksAsSpaces() {
    #expect(line("Stir.\nServe.", width: 20) == "Stir. Serve.")
  }

  @Test func anAbsurdSizeIsClampedToTheLargestFrame() {
    let buffer = ScreenBuffer(width: 100_000, height: 100_000)
    #expect(buffer.width == ScreenBuffer.maximumSide)
    #expect(buffer.height == 1000)
    #expect(ScreenBuffer(width: -5, height: 3).width == 0)
  }
}
