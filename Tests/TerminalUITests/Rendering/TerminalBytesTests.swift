import Testing

@testable import TerminalUI

@Suite struct TerminalBytesTests {
  /// Numbers are written in decimal, each digit in place, at every boundary of a digit's count.
  @Test(arguments: [0, 1, 9, 10, 99, 100, 255, 999, 1000, 65_535, Int.max, -1, -42, Int.min])
  func writesNumbersInDecimal(number: Int) {
    var bytes = TerminalBytes()
    bytes.append(number)
    #expect(bytes.text == String(number))
  }

  /// Scalars and characters of one to four bytes, and clusters of several scalars, arrive as
  /// their UTF-8, after what was there.
  @Test func encodesCharactersAsUTF8() {
    var bytes = TerminalBytes()
    bytes.append("\u{1B}[")
    for scalar: Unicode.Scalar in ["a", "é", "日", "🍸"] {
      bytes.append(scalar: scalar)
    }
    bytes.append(character: "👍🏽")
    bytes.append(character: "e\u{301}")
    #expect(bytes.text == "\u{1B}[aé日🍸👍🏽e\u{301}")
    #expect(bytes.bytes.count == 2 + 1 + 2 + 3 + 4 + 8 + 3)
  }

  /// Emptied for the next frame, the bytes start again from nothing.
  @Test func startsAgainWhenEmptied() {
    var bytes = TerminalBytes()
    bytes.append(12)
    bytes.removeAll()
    #expect(bytes.isEmpty)
    bytes.append(3)
    #expect(bytes.text == "3")
  }
}
