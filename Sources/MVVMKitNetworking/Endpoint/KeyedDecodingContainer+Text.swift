public import Foundation

extension KeyedDecodingContainer {
  /// The text at `key`, trimmed of whitespace and newlines; nil when it is missing, null or
  /// blank. For APIs whose fields may be any of those for "none" (Openverse's `title`,
  /// `creator`).
  ///
  /// - Throws: `DecodingError` when the value is there and is not a string.
  public func decodeTextIfPresent(forKey key: Key) throws -> String? {
    let value = try decodeIfPresent(String.self, forKey: key)?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return value?.isEmpty == false ? value : nil
  }

  /// The web address at `key`: an `http` or `https` URL; nil when it is missing, null, blank,
  /// not a URL, or of another scheme (a `javascript:` or `file:` address never reaches a link).
  ///
  /// - Throws: `DecodingError` when the value is there and is not a string.
  public func decodeWebURLIfPresent(forKey key: Key) throws -> URL? {
    try decodeTextIfPresent(forKey: key).flatMap(URL.init(string:)).flatMap {
      ["https", "http"].contains($0.scheme?.lowercased()) ? $0 : nil
    }
  }
}
