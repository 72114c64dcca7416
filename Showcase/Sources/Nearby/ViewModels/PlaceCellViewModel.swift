import Foundation

/// One place as a cell shows it, wherever it appears (a home row, the pager, the list): its name
/// and the lines under it, worked out once from the place, where the user is, and the units.
public struct PlaceCellViewModel: Identifiable, Hashable, Sendable {
  /// The place's id.
  public let id: String
  /// The name.
  public let name: String
  /// "350 m", from the user.
  public let distance: String
  /// "★ 4.5 (3,921)", or "No ratings".
  public let rating: String
  /// "Open now", "Closed" or "Hours unknown".
  public let hours: String
  /// The short address.
  public let address: String
  /// What it is ("Restaurant"), for cells that mix types, such as the hot picks.
  public let caption: String?

  /// The cell of `place`, seen from `origin`, with distances in `units`.
  public init(place: Place, from origin: Coordinate, units: Units, caption: String? = nil) {
    id = place.id
    name = place.title
    distance = units.distance(origin.distance(to: place.location))
    rating = Self.rating(of: place)
    hours = Self.hours(of: place)
    address = place.vicinity
    self.caption = caption
  }

  /// "★ 4.5 (3,921)", "★ 4.0", or "No ratings".
  static func rating(of place: Place) -> String {
    guard let rating = place.rating else { return "No ratings" }
    return stars(rating) + (place.ratingsCount.map { " (\($0.groupedDigits))" } ?? "")
  }

  /// 4.56 as "★ 4.6": one decimal, always shown.
  static func stars(_ rating: Double) -> String {
    let tenths = Int((rating * 10).rounded())
    return "★ \(tenths / 10).\(tenths % 10)"
  }

  /// "Open now", "Closed", or "Hours unknown" when the API does not say (never "Closed").
  static func hours(of place: Place) -> String {
    switch place.isOpenNow {
    case true?: "Open now"
    case false?: "Closed"
    case nil: "Hours unknown"
    }
  }
}
