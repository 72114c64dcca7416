/// The terminal's clipboard, through OSC 52: a terminal that allows it copies the text, one that
/// does not ignores the sequence.
public enum Clipboard {
  /// The sequence that puts `text` on the clipboard: base64 carries the text, so nothing in it
  /// reaches the terminal raw.
  public static func sequence(copying text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{7}"
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64, padded.
  static func base64(_ bytes: [UInt8]) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        encoded.append(
          position <= chunk.count
            ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
