/// Text rewritten where a few characters need another form (HTML's entities, JSON's escapes),
/// working on the UTF-8 bytes and copying the runs between those characters whole: what a page
/// shows is mostly plain text, which then costs a copy.
struct TextEscaping: Sendable {
  /// What each ASCII byte becomes; `nil`: itself. An empty replacement drops the byte.
  private let ascii: [[UInt8]?]
  /// What a character beyond ASCII becomes; `nil`: itself.
  private let beyondASCII: @Sendable (UInt32) -> String?

  /// Escaping that writes `replacements` for their characters, `control` for each other C0
  /// control and DEL (`nil`: kept), and `beyondASCII` for the scalars past ASCII it names.
  init(
    _ replacements: [Unicode.Scalar: String], control: (UInt8) -> String?,
    beyondASCII: @escaping @Sendable (UInt32) -> String? = { _ in nil }
  ) {
    ascii = (0..<128).map { byte in
      if let replacement = replacements[Unicode.Scalar(UInt8(byte))] {
        return Array(replacement.utf8)
      }
      guard byte < 0x20 || byte == 0x7F else { return nil }
      return control(UInt8(byte)).map { Array($0.utf8) }
    }
    self.beyondASCII = beyondASCII
  }

  /// For HTML text and attribute values: the five characters that mean markup as entities; line
  /// feeds and tabs kept; the other C0 and C1 controls, and DEL, which have no place in a page,
  /// left out.
  static let html = TextEscaping(
    ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"],
    control: { $0 == 0x0A || $0 == 0x09 ? nil : "" },
    beyondASCII: { (0x80...0x9F).contains($0) ? "" : nil })

  /// For the inside of a JSON string: quotes, backslashes and every control escaped, and the line
  /// and paragraph separators too (a script reading the string would end its line there).
  static let json = TextEscaping(
    ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"],
    control: { $0 == 0x7F ? nil : unicodeEscape(UInt32($0)) },
    beyondASCII: { $0 == 0x2028 || $0 == 0x2029 ? unicodeEscape($0) : nil })

  /// `\u001f`.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` escaped; `text` itself when nothing in it needs escaping.
  func callAsFunction(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var escaped: [UInt8] = []
      var copied = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(index + length, bytes.count)
        let replacement =
          byte < 0x80
          ? ascii[Int(byte)] : beyondASCII(Self.scalar(bytes[index..<end])).map { Array($0.utf8) }
        if let replacement {
          if escaped.isEmpty { escaped.reserveCapacity(bytes.count + 16) }
          escaped.append(contentsOf: bytes[copied..<index])
          escaped.append(contentsOf: replacement)
          copied = end
        }
        index = end
      }
      guard copied > 0 else { return String(decoding: bytes, as: UTF8.self) }
      escaped.append(contentsOf: bytes[copied...])
      return String(decoding: escaped, as: UTF8.self)
    }
  }

  /// The scalar value of the UTF-8 sequence `bytes` (valid: it comes from a `String`).
  private static func scalar(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
    guard let lead = bytes.first else { return 0 }
    let leadBits: UInt32 =
      switch bytes.count {
      case 2: UInt32(lead & 0x1F)
      case 3: UInt32(lead & 0x0F)
      default: UInt32(lead & 0x07)
      }
    return bytes.dropFirst().reduce(leadBits) { ($0 << 6) | UInt32($1 & 0x3F) }
  }
}
