import Foundation

/// A route's address, as a URL path carries it: `/cocktails/drink/11000`, `/rates?amount=100&base=GBP`.
/// Made from a route and read back into one, so deep links, the web's URLs and restoration share
/// one parser.
///
/// Segments and query values are percent-encoded when written (all but letters, digits, `-._~`
/// and the comma of a list) and decoded when read (a `+` in a query reads as a space, as forms
/// send it); the query is written sorted by name, so a route has one address.
///
/// ```swift
/// RoutePath(["cocktails", "drink", "11000"]).description       // "/cocktails/drink/11000"
/// RoutePath(["cocktails"], query: ["query": "gin & tonic"])    // "/cocktails?query=gin%20%26%20tonic"
/// RoutePath("/cocktails/drink/11000")?.segments                 // ["cocktails", "drink", "11000"]
/// ```
public struct RoutePath: Hashable, Sendable {
  /// The path's segments, decoded: `["cocktails", "drink", "11000"]`.
  public var segments: [String]
  /// The query's values by name, decoded; a name given twice keeps its last value.
  public var query: [String: String]

  /// The address of `segments` and `query`.
  public init(_ segments: [String], query: [String: String] = [:]) {
    self.segments = segments
    self.query = query
  }

  /// The address `text` writes (a path from `/`, with or without a query); `nil` for one that
  /// does not start with `/` or whose percent-encoding is broken. Empty segments (`//`, a
  /// trailing `/`) are ignored.
  public init?(_ text: String) {
    guard text.hasPrefix("/") else { return nil }
    let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var segments: [String] = []
    for segment in parts[0].split(separator: "/") {
      guard let decoded = segment.removingPercentEncoding else { return nil }
      segments.append(decoded)
    }
    var query: [String: String] = [:]
    if parts.count == 2 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let form = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ") }
        guard let name = form(pair[0]).removingPercentEncoding,
          let value = form(pair.count == 2 ? pair[1] : "").removingPercentEncoding
        else { return nil }
        query[name] = value
      }
    }
    self.init(segments, query: query)
  }

  /// The segment after `prefix`'s, when the path starts with `prefix` and has exactly one more:
  /// `RoutePath("/nearby/list/cafe")?.segment(after: ["nearby", "list"])` is `"cafe"`.
  public func segment(after prefix: [String]) -> String? {
    guard segments.count == prefix.count + 1, Array(segments.prefix(prefix.count)) == prefix
    else { return nil }
    return segments.last
  }

  /// Characters left as they are in a segment and in a query's names and values: RFC 3986's
  /// unreserved ones, and the comma of a list (everything else is escaped, so an id or a search
  /// never breaks the address).
  private static let kept = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }
}

extension RoutePath: CustomStringConvertible {
  /// The address: `/` and the encoded segments, then `?` and the query sorted by name, if any.
  public var description: String {
    let path = "/" + segments.map(Self.encoded).joined(separator: "/")
    guard !query.isEmpty else { return path }
    let items = query.sorted { $0.key < $1.key }.map {
      "\(Self.encoded($0.key))=\(Self.encoded($0.value))"
    }
    return path + "?" + items.joined(separator: "&")
  }
}
