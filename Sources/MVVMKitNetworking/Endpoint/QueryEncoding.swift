import Foundation

/// Percent-encoding for query names and values.
enum QueryEncoding {
  /// RFC 3986's unreserved characters: the only ones left as they are.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// `text` with every character but the unreserved ones percent-encoded as UTF-8.
  static func encode(_ text: String) -> String {
    // Encoding cannot fail for a Swift string, which is always valid Unicode.
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
