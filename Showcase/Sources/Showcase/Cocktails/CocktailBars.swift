import Cocktails
import MVVMKitNetworking
import Nearby

/// The restaurants beside the cocktails, live: cocktail bars near a place, from the same Places
/// API (New) client the Nearby app uses (a Text Search for "cocktail bar", biased to a circle
/// around the place), each read as a card: its name, whether it is open now, its address and
/// its rating.
struct CocktailBars: RestaurantService {
  /// What is searched for.
  static let query = "cocktail bar"

  let places: PlacesNewService
  let location: Coordinate
  let radius: Int

  /// "Cocktail bars · Google Maps": the attribution Google asks for, with the section.
  var title: String { "Cocktail bars · Google Maps" }

  func nearbyRestaurants() async throws(APIError) -> [Restaurant] {
    try await nearbyRestaurantList().elements
  }

  func nearbyRestaurantList() async throws(APIError) -> DecodedList<Restaurant> {
    let page = try await places.search(Self.query, around: location, radius: radius)
    return DecodedList(page.places.map(Self.card), unreadable: page.unreadable)
  }

  /// `place` as a restaurant card.
  static func card(_ place: Place) -> Restaurant {
    let hours =
      switch place.isOpenNow {
      case true?: "Open now"
      case false?: "Closed now"
      case nil: "Hours unknown"
      }
    return Restaurant(
      id: place.id, name: place.name, openingHours: hours, address: place.vicinity,
      rating: place.rating ?? 0)
  }
}
