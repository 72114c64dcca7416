import Foundation

/// Finds where the elements of an array in a JSON text begin and end, without decoding them: how
/// ``BundledRecords`` keeps each record as its file writes it.
///
/// It reads JSON as RFC 8259 writes it, and finds nothing (`nil`) in anything else: an unclosed
/// string or container, a control character in a string, a bare word, a malformed number, nesting
/// deeper than 512. What a string's escapes say, and whether its text is UTF-8, is left to the
/// decoder that reads an element.
struct JSONElementReader {
  private let bytes: [UInt8]
  private var index = 0

  /// A reader of the JSON text `bytes`.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The byte ranges of the elements of the array at `key` of the object the text is, in order;
  /// `nil` when the text is not an object with an array at `key`.
  mutating func elementsOfArray(at key: String) -> [Range<Int>]? {
    index = 0
    skipSpace()
    guard take("{") else { return nil }
    skipSpace()
    if take("}") { return nil }
    while true {
      skipSpace()
      guard let text = string(), let name = name(text) else { return nil }
      skipSpace()
      guard take(":") else { return nil }
      skipSpace()
      if name == key, peek == UInt8(ascii: "[") { return elements() }
      guard skipValue(depth: 0) else { return nil }
      skipSpace()
      guard take(",") else { return nil }
    }
  }

  /// The elements of the array that starts here, and the index past its end.
  private mutating func elements() -> [Range<Int>]? {
    guard take("[") else { return nil }
    var ranges: [Range<Int>] = []
    skipSpace()
    if take("]") { return ranges }
    while true {
      skipSpace()
      let start = index
      guard skipValue(depth: 1) else { return nil }
      ranges.append(start..<index)
      skipSpace()
      if take(",") { continue }
      return take("]") ? ranges : nil
    }
  }

  /// The bytes at `range` without the white space between tokens: a string's own spaces stay.
  func compacted(_ range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var isInString = false
    var isEscaped = false
    for byte in bytes[range] {
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        isInString = true
      } else if Self.isSpace(byte) {
        continue
      }
      result.append(byte)
    }
    return result
  }

  /// Moves past the value that starts here; `false` when there is none.
  private mutating func skipValue(depth: Int) -> Bool {
    guard depth < 512, let first = peek else { return false }
    switch first {
    case UInt8(ascii: "\""):
      return string() != nil
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = first == UInt8(ascii: "{")
      let close: Unicode.Scalar = isObject ? "}" : "]"
      index += 1
      skipSpace()
      if take(close) { return true }
      while true {
        skipSpace()
        if isObject {
          guard string() != nil else { return false }
          skipSpace()
          guard take(":") else { return false }
          skipSpace()
        }
        guard skipValue(depth: depth + 1) else { return false }
        skipSpace()
        if take(",") { continue }
        return take(close)
      }
    default:
      return literal()
    }
  }

  /// Moves past the number, `true`, `false` or `null` that starts here.
  private mutating func literal() -> Bool {
    let start = index
    while let byte = peek, Self.literalBytes.contains(byte) { index += 1 }
    let word = bytes[start..<index]
    return ["true", "false", "null"].contains { word.elementsEqual($0.utf8) }
      || Self.isNumber(word)
  }

  /// The bytes a number or a literal word is made of.
  private static let literalBytes = Set("0123456789+-.eEtruefalsn".utf8)

  /// Whether `word` is a JSON number: an optional minus, an integer without leading zeros, an
  /// optional fraction, an optional exponent.
  private static func isNumber(_ word: ArraySlice<UInt8>) -> Bool {
    var index = word.startIndex
    func next(_ scalars: String) -> Bool {
      guard index < word.endIndex, scalars.utf8.contains(word[index]) else { return false }
      index += 1
      return true
    }
    func digits() -> Bool {
      let start = index
      while next("0123456789") {}
      return index > start
    }
    _ = next("-")
    guard next("0") || digits() else { return false }
    if next("."), !digits() { return false }
    if next("eE") {
      _ = next("+-")
      guard digits() else { return false }
    }
    return index == word.endIndex
  }

  /// Moves past the string that starts here; the range of its text between the quotes.
  private mutating func string() -> Range<Int>? {
    guard take("\"") else { return nil }
    let start = index
    while let byte = peek {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return start..<(index - 1)
      case UInt8(ascii: "\\"):
        index += 2  // the escaped character; a \u's four digits are plain characters
      case 0..<0x20:
        return nil  // a control character must be escaped
      default:
        index += 1
      }
    }
    return nil
  }

  /// The name whose text is at `range`, its escapes read; `nil` when they cannot be.
  private func name(_ range: Range<Int>) -> String? {
    let text = bytes[range]
    guard text.contains(UInt8(ascii: "\\")) else { return String(decoding: text, as: UTF8.self) }
    let quoted = Data(bytes[(range.lowerBound - 1)...range.upperBound])
    do {
      return try JSONDecoder().decode(String.self, from: quoted)
    } catch {
      return nil  // the text is not JSON: it has no array at any key
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard peek == UInt8(ascii: scalar) else { return false }
    index += 1
    return true
  }

  private mutating func skipSpace() {
    while let byte = peek, Self.isSpace(byte) { index += 1 }
  }

  /// Whether `byte` is white space between JSON's tokens: a space, a tab, a line feed or a
  /// carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
