import Algorithms
public import Foundation
public import MVVMKitNetworking

/// The ``RestaurantService`` over the restaurant API: `GET restaurants` answers
/// `{"restaurants": [{"id", "name", "openingHours", "address", "rating"}]}`.
public struct RestaurantAPIService: RestaurantService, SourceNotingAPIService {
  /// Where the restaurant API lives by default.
  public static let defaultBaseURL = URL(string: "https://restaurants.mvvmkit.dev/v1/")!

  /// Where its requests go.
  public let api: APIConnection

  /// The restaurants near the user, nearest first, each id once.
  public func nearbyRestaurants() async throws(APIError) -> [Restaurant] {
    try await nearbyRestaurantList().elements
  }

  /// The restaurants near the user, nearest first, each id once, and those that could not be
  /// read: one bad record leaves the others listed.
  public func nearbyRestaurantList() async throws(APIError) -> DecodedList<Restaurant> {
    var list = try await api.fetch(Endpoint<RestaurantsResponse>(path: "restaurants")).list
    list.elements = Array(list.elements.uniqued(on: \.id))  // a repeated id keeps its first
    return list
  }

  /// What the section says of the bundled restaurants: a sample.
  public static let bundledSourceNote = CocktailsBundle.restaurantsNote

  /// A service sending its requests through `api`: its ``sourceNote``, said on screen beside the
  /// restaurants, says the bundled ones are a sample (the article's illustrative restaurants, not
  /// real places); nothing on a live API.
  public init(api: APIConnection) {
    self.api = api
  }

  /// What the screen says of the restaurants: the note for ``api``
  /// (``SourceNotingAPIService/sourceNote(for:)``).
  public var sourceNote: String? { Self.sourceNote(for: api) }

  /// A client answering from the restaurants bundled with the app.
  public static func bundledClient() -> any HTTPClient { CocktailsBundle.client() }
}
