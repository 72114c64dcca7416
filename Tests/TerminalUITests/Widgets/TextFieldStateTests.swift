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
