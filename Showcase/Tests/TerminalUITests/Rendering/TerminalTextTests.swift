import TerminalUI
import Testing

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("\u{1B}", "␛"), ("\u{07}", "␇"), ("\u{00}", "␀"), ("\u{08}", "␈"), ("\r", "␍"),
    ("\u{1F}", "␟"),
    ("\u{7F}", "␡"),
  ])
  func aC0ControlOrDelIsShownAsItsControlPicture(text: String, shown: String) {
    #expect(TerminalText.sanitized(text) == shown)
    #expect(Cell(Character(text)).character == Character(shown))
  }

  @Test(arguments: ["\u{80}", "\u{85}", "\u{9B}", "\u{9D}", "\u{9F}"])
  func aC1ControlIsReplaced(text: String) {
    #expect(TerminalText.sanitized("a\(text)b") == "a�b")
    #expect(Cell(Character(text)).character == "�")
  }

  @Test(arguments: [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
    "\u{2069}",
  ])
  func aBidiOverrideOrIsolateIsReplaced(text: String) {
    #expect(TerminalText.sanitized("abc\(text)def") == "abc�def")
  }

  @Test func safeTextIsUntouched() {
    let text = "Piña Colada 🍍 寿司 e\u{301} ‎ש"
    #expect(TerminalText.sanitized(text) == text)
  }

  @Test func lineBreaksStayOnlyWhenAsked() {
    #expect(TerminalText.sanitized("one\ntwo") == "one␊two")
    #expect(TerminalText.sanitized("one\ntwo\u{1B}", keepingLineBreaks: true) == "one\ntwo␛")
  }

  @Test func anEscapeSequenceDrawnIntoTheBufferNeverReachesTheTerminal() {
    var buffer = ScreenBuffer(width: 20, height: 1)
    buffer.draw("ab\u{1B}]2;INJECTED\u{07}cd", x: 0, y: 0)
    #expect(buffer.plainText() == "ab␛]2;INJECTED␇cd")
    var renderer = Renderer(colors: false)
    let bytes = renderer.render(buffer)
    #expect(!bytes.contains("\u{07}"))
    #expect(!bytes.contains("\u{1B}]"))
    #expect(bytes == "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab␛]2;INJECTED␇cd")
  }
}
