import Algorithms
import Foundation
public import MVVMKitNetworking

/// Where nearby restaurants come from.
public protocol RestaurantService: Sendable {
  /// The restaurants near the user, nearest first, each id once.
  func nearbyRestaurants() async throws(APIError) -> [Restaurant]
}
