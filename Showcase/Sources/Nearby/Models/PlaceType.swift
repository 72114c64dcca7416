/// The kinds of place the app finds, in the order it shows them, as Google Places names them.
public enum PlaceType: String, CaseIterable, Hashable, Sendable, Codable {
  /// Cash machines.
  case atm
  /// Restaurants.
  case restaurant
  /// Cafes.
  case cafe
  /// Night clubs.
  case nightClub = "night_club"

  /// The name shown for the type: "ATM", "Night Club".
  public var displayName: String {
    switch self {
    case .atm: "ATM"
    case .restaurant: "Restaurant"
    case .cafe: "Cafe"
    case .nightClub: "Night Club"
    }
  }

  /// The places of the type, as a sentence names them: "ATMs", "night clubs".
  public var pluralName: String {
    switch self {
    case .atm: "ATMs"
    case .restaurant: "restaurants"
    case .cafe: "cafes"
    case .nightClub: "night clubs"
    }
  }

  /// The title of the type's row on the home screen.
  public var rowTitle: String {
    switch self {
    case .atm: "Closest ATMs nearby"
    case .restaurant: "Top Restaurants nearby"
    case .cafe: "Top Cafes nearby"
    case .nightClub: "Top Nightclubs nearby"
    }
  }
}
