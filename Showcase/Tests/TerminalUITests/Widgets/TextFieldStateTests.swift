import TerminalUI
import Testing

@Suite struct TextFieldStateTests {
  private func type(_ keys: [Key], into field: inout TextFieldState) {
    for key in keys { field.handle(key) }
  }

  @Test func insertsAndDeletesAnywhere() {
    var field = TextFieldState()
    type("rm".map { .character($0) }, into: &field)
    type([.left, .character("u")], into: &field)
    #expect(field.text == "rum")
    #expect(field.cursor == 2)
    type([.home, .delete], into: &field)
    #expect(field.text == "um")
    type([.end, .backspace, .backspace, .backspace], into: &field)
    #expect(field.text == "")
    #expect(field.cursor == 0)
  }

  @Test func aPasteInsertsItsTextAsOneLineAtTheCursor() {
    var field = TextFieldState(text: "dark punch")
    type([.home, .right, .right, .right, .right, .right], into: &field)
    // Its lines and tabs joined by one space, those at its ends dropped, controls left out.
    let changed = field.handle(.paste("\n rum\r\n\t\u{7}spiced\u{1B}[31m \n"))
    #expect(changed)
    #expect(field.text == "dark  rum spiced[31m punch")
    #expect(field.cursor == 21)
    // Whole graphemes: a flag pasted after a letter is one step back.
    var flag = TextFieldState(text: "a")
    flag.handle(.paste("🇬🇧"))
    flag.handle(.backspace)
    #expect(flag.text == "a")
    let controlsOnly = flag.handle(.paste("\u{0}\u{7}"))
    #expect(!controlsOnly)
  }

  @Test func typingAndPastingKeepAtMostTheLongestText() {
    var field = TextFieldState(text: String(repeating: "a", count: 998))
    field.handle(.paste("bcd"))
    #expect(field.text == String(repeating: "a", count: 998) + "bc")
    #expect(field.cursor == 1000)
    let typedPastTheEnd = field.handle(.character("e"))
    #expect(!typedPastTheEnd)
    field.handle(.backspace)
    field.handle(.character("é"))
    #expect(field.text.count == TextFieldState.longestText)
    #expect(field.text.hasSuffix("bé"))
  }

  @Test func ctrlWAndAltBackspaceDeleteTheWordBeforeTheCursor() {
    var field = TextFieldState(text: "dark  rum punch")
    type([.left, .left, .left, .left, .left, .left, .ctrl("w")], into: &field)
    #expect(field.text == "dark   punch")
    #expect(field.cursor == 6)
    type([.ctrl("w")], into: &field)
    #expect(field.text == " punch")
    #expect(field.cursor == 0)
    let changed = field.handle(.ctrl("w"))
    #expect(!changed, "nothing before the cursor: nothing changes")
    // Alt-Backspace arrives as Esc then DEL: one key, the same.
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}\u{7F}".utf8)) == [.ctrl("w")])
  }

  @Test func editsWholeCharacters() {
    var field = TextFieldState(text: "Piña 🇬🇧")
    #expect(field.cursor == 6)
    field.handle(.backspace)
    #expect(field.text == "Piña ")
    type([.left, .left, .backspace], into: &field)
    #expect(field.text == "Pia ")
  }

  @Test func combiningMarksJoinTheCharacterBefore() {
    var field = TextFieldState(text: "Cafe")
    field.handle(.character("\u{301}"))
    #expect(field.text == "Café")
    #expect(field.cursor == 4)
  }

  @Test func reportsWhetherAKeyChangedAnything() {
    var field = TextFieldState()
    let changes = [Key.backspace, .left, .character("a"), .down].map { field.handle($0) }
    #expect(changes == [false, false, true, false])
  }

  @Test func drawsThePlaceholderOrTheTextWithTheCursorVisible() {
    var buffer = ScreenBuffer(width: 12, height: 1)
    TextFieldState().draw(in: buffer.bounds, on: &buffer, placeholder: "Search", isFocused: true)
    #expect(buffer.plainText() == " Search", "the cursor sits before the placeholder")
    let long = TextFieldState(text: "a very long cocktail name")
    long.draw(in: buffer.bounds, on: &buffer, isFocused: true)
    #expect(
      buffer.plainText() == "cktail name",
      "scrolled so the cursor, after the text, is the last cell")
  }
}
