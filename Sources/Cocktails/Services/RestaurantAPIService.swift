import Algorithms
public import Foundation
public import MVVMKitNetworking

/// The ``RestaurantService`` over the restaurant API: `GET restaurants` answers
/// `{"restaurants": [{"id", "name", "openingHours", "address", "rating"}]}`.
public struct RestaurantAPIService: RestaurantService {
  /// Where the restaurant API lives by default.
  public static let defaultBaseURL = URL(string: "https://restaurants.mvvmkit.dev/v1/")!

  private let client: any HTTPClient
  /// Where the API lives.
  public let baseURL: URL

  /// A service calling `baseURL` through `client`.
  public init(client: any HTTPClient, baseURL: URL = RestaurantAPIService.defaultBaseURL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// The service on the restaurants bundled with the app, its client passed through `wrap`.
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> RestaurantAPIService {
    RestaurantAPIService(client: wrap(CocktailsBundle.client()))
  }

  /// The restaurants near the user, nearest first, each id once.
  public func nearbyRestaurants() async throws(APIError) -> [Restaurant] {
    let found = try await client.fetch(
      Endpoint<RestaurantsResponse>(path: "restaurants"), from: baseURL
    )
    .restaurants
    return Array(found.uniqued(on: \.id))  // a repeated id keeps its first record
  }
}
