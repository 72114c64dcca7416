public import MVVMKitNetworking

/// A ``RestaurantService`` for tests and previews: answers with its closure; no restaurants unless
/// set.
public struct TestRestaurantService: RestaurantService {
  /// Answers ``nearbyRestaurants()``.
  public var nearbyRestaurants: @Sendable () async throws(APIError) -> [Restaurant]

  /// A service answering with `nearbyRestaurants`.
  public init(
    nearbyRestaurants: @escaping @Sendable () async throws(APIError) -> [Restaurant] = { [] }
  ) {
    self.nearbyRestaurants = nearbyRestaurants
  }

  /// Answers with ``nearbyRestaurants``.
  public func nearbyRestaurants() async throws(APIError) -> [Restaurant] {
    try await nearbyRestaurants()
  }
}
