public import MVVMKitNetworking

/// Where drinks come from: TheCocktailDB or anything that speaks its API.
public protocol DrinkService: Sendable {
  /// The drinks whose name contains `query`, ignoring case, each id once; empty when none match.
  func searchDrinks(matching query: String) async throws(APIError) -> [Drink]
  /// The full record of the drink `id`, or `nil` when there is no such drink.
  func drink(id: String) async throws(APIError) -> Drink?
  /// What the screen says of where the drinks come from, when it should: sample data.
  var sourceNote: String? { get }
}

extension DrinkService {
  /// Nothing to say: a live service.
  public var sourceNote: String? { nil }
}
