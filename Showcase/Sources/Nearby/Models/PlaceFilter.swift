import Foundation

/// What narrows a search beyond its type and radius: only places open now (Nearby Search's
/// `opennow`), and a keyword Google matches against names, types and addresses (`keyword`).
public struct PlaceFilter: Hashable, Sendable {
  /// Only places Google says are open now.
  public var openNow: Bool
  /// The keyword, without control characters or spaces at its ends; empty for none.
  public private(set) var keyword: String

  /// A filter keeping places open now when `openNow`, and matching `keyword` when it has more than
  /// spaces.
  public init(openNow: Bool = false, keyword: String = "") {
    self.openNow = openNow
    self.keyword = Self.trimmed(keyword)
  }

  /// How long typing a keyword must pause before the places are searched again.
  public static let typingPause = Duration.milliseconds(400)

  /// Whether it keeps every place.
  public var isEmpty: Bool { !openNow && keyword.isEmpty }

  /// `keyword` as the filter's keyword: control characters and spaces at its ends dropped.
  public mutating func setKeyword(_ keyword: String) {
    self.keyword = Self.trimmed(keyword)
  }

  /// What the screens say of it: "open now · “pizza”"; `nil` when it keeps every place.
  public var summary: String? {
    let parts = (openNow ? ["open now"] : []) + (keyword.isEmpty ? [] : ["“\(keyword)”"])
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// What a search with this filter that found nothing says: "No cafes open now matching
  /// “flat white” within 1.5 km."
  public func noPlaces(_ pluralName: String, within distance: String) -> String {
    let open = openNow ? " open now" : ""
    let matching = keyword.isEmpty ? "" : " matching “\(keyword)”"
    return "No \(pluralName)\(open)\(matching) within \(distance)."
  }

  /// `text` without control characters and without spaces at its ends.
  private static func trimmed(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0.properties.generalCategory != .control })
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
