import MVVMKitTesting
import PropertyBased
import Testing

@testable import TerminalUI

@Suite(.timeLimit(.scaled(minutes: 1))) struct WrapTests {
  @Test func breaksAtSpacesWithinTheWidth() {
    #expect(wrap("Image unavailable", width: 6) == ["Image", "unavailable"])
    #expect(
      wrap("Image unavailable", width: 6, breakingWords: true) == ["Image", "unavai", "lable"])
    #expect(
      wrap("Link: https://a.example/x?y=1 ok", width: 10, breakingWords: true)
        == ["Link:", "https://a.", "example/x?", "y=1 ok"])
    #expect(wrap("茶茶茶茶", width: 3, breakingWords: true) == ["茶", "茶", "茶", "茶"])
    #expect(wrap("Image unavailable", width: 17) == ["Image unavailable"])
    #expect(wrap("Stir with ice and strain.", width: 10) == ["Stir with", "ice and", "strain."])
    #expect(wrap("a  b", width: 3) == ["a b"])
    #expect(wrap("", width: 5) == [""])
    #expect(wrap("abc", width: 0) == [])
  }

  @Test func countsLatinAndPunctuationAColumnAScalar() {
    #expect(wrap("200 ok · 1.2 kB · 34 ms", width: 10) == ["200 ok ·", "1.2 kB ·", "34 ms"])
    #expect(wrap("Piña colada\nMon–Sun", width: 5) == ["Piña", "colada", "Mon–Sun"])
  }

  @Test func keepsParagraphsAndAWordTooLongForALine() {
    #expect(wrap("one two\n\nthree", width: 3) == ["one", "two", "", "three"])
    #expect(wrap("supercalifragilistic is long", width: 8) == ["supercalifragilistic", "is long"])
  }

  @Test func measuresWideCharactersByTheirColumns() {
    #expect(wrap("寿司 匠 寿司", width: 5) == ["寿司", "匠", "寿司"])
    #expect(wrap("寿司 匠 寿司", width: 7) == ["寿司 匠", "寿司"])
    #expect(wrap("😀 😀 😀", width: 5) == ["😀 😀", "😀"])
    #expect(wrap("e\u{301}e\u{301} ab", width: 5) == ["e\u{301}e\u{301} ab"])
  }

  /// Each word measured once gives the lines that measuring each candidate line whole gives.
  @Test func agreesWithMeasuringEachLineWhole() async {
    let words = Gen.oneOf(
      Gen.always("a"), Gen.always("long"), Gen.always("寿司"), Gen.always("😀"),
      Gen.always("e\u{301}"), Gen.always("\u{7}"), Gen.always("\n"), Gen.always("Piña"),
      Gen.always("·"), Gen.always("12:00–23:00"))
    let texts = zip(words.array(of: 0...12), Gen.int(in: 0...2).array(of: 0...12)).map {
      words, spaces in
      zip(words, spaces + Array(repeating: 1, count: words.count)).map {
        $0 + String(repeating: " ", count: $1)
      }.joined()
    }
    await propertyCheck(count: 1_000, input: texts, Gen.int(in: 1...12)) { text, width in
      #expect(wrap(text, width: width) == Self.wrappedMeasuringWholeLines(text, width: width))
    }
  }

  /// The definition: a word joins the line when the line with it fits.
  private static func wrappedMeasuringWholeLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if candidate.reduce(0, { $0 + DisplayWidth.of($1) }) <= width {
          line = candidate
        } else {
          if !line.isEmpty { lines.append(line) }
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
