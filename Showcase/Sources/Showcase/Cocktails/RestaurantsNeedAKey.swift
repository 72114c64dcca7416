import Cocktails
import MVVMKitNetworking
import Nearby

/// The restaurant section where a live service was asked for but cannot be reached as the
/// machine is set up: it says what it needs, in its own section, and the drinks are untouched.
struct RestaurantsNeedAKey: RestaurantService {
  var title: String { "Cocktail bars" }

  func nearbyRestaurants() async throws(APIError) -> [Restaurant] {
    throw .refused(
      code: "NO_KEY",
      message:
        "Cocktail bars nearby come from Google Places API (New), which needs a key: set GOOGLE_PLACES_API_KEY or pass --places-key.",
      isRetryable: false)
  }
}
