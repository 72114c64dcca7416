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

  /// Each scalar's bytes are its UTF-8, at every boundary of the encoding's lengths.
  @Test(
    arguments: [
      0x00, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0x2500, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x1_0000,
      0x1F378, 0x10_FFFF,
    ] as [UInt32])
  func encodesEachScalarAsItsUTF8(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    var bytes = TerminalBytes()
    bytes.append(scalar: scalar)
    #expect(bytes.bytes == Array(String(Character(scalar)).utf8))
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
