import TerminalUI
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("😀", 2),
    ("🇬🇧", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("…", 1), ("★", 1), ("\u{7}", 0),
  ])
  func measuresCharacters(text: String, width: Int) throws {
    let character = try #require(text.first)
    #expect(text.count == 1)
    #expect(DisplayWidth.of(character) == width)
  }

  @Test func measuresStrings() {
    #expect(DisplayWidth.of("Piña colada") == 11)
    #expect(DisplayWidth.of("寿司 匠") == 7)
    #expect(DisplayWidth.of("") == 0)
  }
}
