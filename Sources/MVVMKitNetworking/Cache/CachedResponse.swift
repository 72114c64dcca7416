public import Foundation

/// A response kept by a ``CachingHTTPClient``: the answer as the server gave it, and when it was
/// received (or last confirmed by a 304).
public struct CachedResponse: Hashable, Sendable {
  /// The answer: its status, headers and body.
  public var response: HTTPResponse
  /// When the answer was received, or last confirmed unchanged.
  public var storedAt: Date

  /// A response kept at `storedAt`.
  public init(response: HTTPResponse, storedAt: Date) {
    self.response = response
    self.storedAt = storedAt
  }

  /// The value of the header `name`, whatever its case.
  public func header(_ name: String) -> String? {
    response.headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// Its `Cache-Control` directives, names lowercased, with their values (`max-age` → `"60"`,
  /// `no-cache` → `""`).
  public var cacheControl: [String: String] {
    Self.directives(header("Cache-Control") ?? "")
  }

  /// How long, from when it was received, the answer may be used without asking the server:
  /// `max-age`, else `Expires` less `Date`, else a tenth of the time since `Last-Modified` (at
  /// most a day, as RFC 9111 allows a cache to guess); zero with `no-cache`.
  public var freshFor: TimeInterval {
    let directives = cacheControl
    if directives["no-cache"] != nil { return 0 }
    if let maxAge = directives["max-age"].flatMap(TimeInterval.init) { return max(0, maxAge) }
    let date = header("Date").flatMap(Self.httpDate) ?? storedAt
    if let expires = header("Expires") {
      // An `Expires` that is not a date (often "0") means already expired.
      return Self.httpDate(expires).map { max(0, $0.timeIntervalSince(date)) } ?? 0
    }
    if let lastModified = header("Last-Modified").flatMap(Self.httpDate) {
      return min(max(0, date.timeIntervalSince(lastModified)) / 10, 24 * 60 * 60)
    }
    return 0
  }

  /// How old the answer is at `now`: the time since it was received, plus the `Age` the server
  /// gave it.
  public func age(at now: Date) -> TimeInterval {
    let given = header("Age").flatMap(TimeInterval.init) ?? 0
    return max(0, now.timeIntervalSince(storedAt)) + max(0, given)
  }

  /// Whether the answer may be used at `now` without asking the server.
  public func isFresh(at now: Date) -> Bool { age(at: now) < freshFor }

  /// Whether the server can say the answer is unchanged (a 304) instead of sending it again.
  public var canBeRevalidated: Bool { header("ETag") != nil || header("Last-Modified") != nil }

  /// Whether `response`, answering a GET, may be kept: a 200 that neither says `no-store` nor
  /// varies on everything (`Vary: *`).
  public static func mayKeep(_ response: HTTPResponse) -> Bool {
    let kept = CachedResponse(response: response, storedAt: .distantPast)
    return response.statusCode == 200 && kept.cacheControl["no-store"] == nil
      && kept.header("Vary")?.trimmingCharacters(in: .whitespaces) != "*"
  }

  /// The directives of a `Cache-Control` header.
  static func directives(_ header: String) -> [String: String] {
    var directives: [String: String] = [:]
    for part in header.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard let name = pair.first?.trimmingCharacters(in: .whitespaces).lowercased(),
        !name.isEmpty
      else { continue }
      let value =
        pair.count > 1
        ? pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "\"")) : ""
      directives[name] = value
    }
    return directives
  }

  /// An HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`), or nil.
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
  }
}
