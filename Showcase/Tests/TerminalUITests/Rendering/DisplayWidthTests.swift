import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("😀", 2),
    ("🇬🇧", 2), ("👨‍👩‍👧", 6), ("❤️", 1), ("👍🏽", 2), ("🏃‍♀️", 3), ("1️⃣", 2), ("…", 1),
    ("★", 1), ("\u{7}", 0),
  ])
  func measuresCharacters(text: String, width: Int) throws {
    let character = try #require(text.first)
    #expect(text.count == 1)
    #expect(DisplayWidth.of(character) == width)
  }

  /// The emoji sequences terminals disagree on are measured, and drawn, as the parts they agree
  /// on; flags, keycaps and letters with marks as they are.
  @Test func anEmojiSequenceTerminalsDisagreeOnIsItsParts() {
    #expect(DisplayWidth.agreedParts(of: "👨‍👩‍👧") == ["👨", "👩", "👧"])
    #expect(DisplayWidth.agreedParts(of: "👍🏽") == ["👍"])
    #expect(DisplayWidth.agreedParts(of: "❤️") == ["❤"])
    #expect(DisplayWidth.agreedParts(of: "🏃‍♀️") == ["🏃", "♀"])
    for kept: Character in ["🇬🇧", "1️⃣", "e\u{301}", "a", "😀"] {
      #expect(DisplayWidth.agreedParts(of: kept) == nil, "\(kept)")
    }
    #expect(DisplayWidth.of("[👨‍👩‍👧]") == 8)
  }

  @Test func measuresStrings() {
    #expect(DisplayWidth.of("Piña colada") == 11)
    #expect(DisplayWidth.of("寿司 匠") == 7)
    #expect(DisplayWidth.of("") == 0)
    // ASCII is counted a byte at a time: control characters take no column.
    #expect(DisplayWidth.of("a\tb\r\n") == 2)
    #expect(DisplayWidth.of("\u{7F}x") == 1)
    #expect(DisplayWidth.of("abc 日") == 6)
    #expect(DisplayWidth.of("Piña colada".dropFirst(2)) == 9)
  }

  /// Counting bytes gives what measuring each character gives, for every ASCII character.
  @Test func asciiIsCountedAsItsCharactersAre() {
    let ascii = String((0..<0x80).compactMap(Unicode.Scalar.init).map(Character.init))
    #expect(DisplayWidth.of(ascii) == ascii.reduce(0) { $0 + DisplayWidth.of($1) })
    #expect(DisplayWidth.of(ascii) == 95)
  }

  /// The shortcut for common characters answers as the Unicode properties do, over every scalar
  /// it covers and the blocks around them.
  @Test func theShortcutAgreesWithTheUnicodeProperties() {
    let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init)
    var disagreeing: [String] = []
    for scalar in scalars {
      let character = Character(scalar)
      if DisplayWidth.of(character) != DisplayWidth.measured(character) {
        disagreeing.append(String(scalar.value, radix: 16))
      }
    }
    #expect(disagreeing == [])
    #expect(scalars.count { DisplayWidth.isAlwaysNarrow($0.value) } == 1_078)
  }
}
