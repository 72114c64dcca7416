import Algorithms
import Foundation
public import MVVMKitNetworking

/// Where nearby restaurants come from.
public protocol RestaurantService: Sendable {
  /// The restaurants near the user, nearest first, each id once.
  func nearbyRestaurants() async throws(APIError) -> [Restaurant]
  /// The restaurants near the user as ``nearbyRestaurants()`` lists them, and those the answer
  /// held that could not be read (by default, none).
  func nearbyRestaurantList() async throws(APIError) -> DecodedList<Restaurant>
  /// What the section is called: "Restaurants", or "Cocktail bars" where they are bars; and the
  /// attribution its source asks for ("Google Maps"), after it.
  var title: String { get }
  /// What the section says of where the restaurants come from, when it should: "sample" for the
  /// bundled ones; `nil` (the default) otherwise.
  var sourceNote: String? { get }
}

extension RestaurantService {
  /// "Restaurants".
  public var title: String { "Restaurants" }

  /// Nothing to say: the restaurants are what the service says they are.
  public var sourceNote: String? { nil }

  /// ``nearbyRestaurants()``, with nothing left out.
  public func nearbyRestaurantList() async throws(APIError) -> DecodedList<Restaurant> {
    DecodedList(try await nearbyRestaurants())
  }
}
