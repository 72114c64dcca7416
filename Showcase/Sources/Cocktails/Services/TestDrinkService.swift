public import MVVMKitNetworking

/// A ``DrinkService`` for tests and previews: each call answers with its closure, and a call the
/// test did not set answers as the API does when it finds nothing.
///
/// ```swift
/// let service = TestDrinkService(searchDrinks: { _ in [mojito] })
/// ```
public struct TestDrinkService: DrinkService {
  /// Answers ``searchDrinks(matching:)``; no drinks unless set.
  public var searchDrinks: @Sendable (String) async throws(APIError) -> [Drink]
  /// Answers ``drinks(withIngredient:)``; no drinks unless set.
  public var drinksWithIngredient: @Sendable (String) async throws(APIError) -> [Drink]
  /// Answers ``drinks(alcohol:)``; no drinks unless set.
  public var drinksOfKind: @Sendable (DrinkSearch.Alcohol) async throws(APIError) -> [Drink]
  /// Answers ``drink(id:)``; no drink unless set.
  public var drink: @Sendable (String) async throws(APIError) -> Drink?

  /// A service answering with the given closures.
  public init(
    searchDrinks: @escaping @Sendable (String) async throws(APIError) -> [Drink] = { _ in [] },
    drinksWithIngredient: @escaping @Sendable (String) async throws(APIError) -> [Drink] = {
      _ in []
    },
    drinksOfKind: @escaping @Sendable (DrinkSearch.Alcohol) async throws(APIError) -> [Drink] = {
      _ in []
    },
    drink: @escaping @Sendable (String) async throws(APIError) -> Drink? = { _ in nil }
  ) {
    self.searchDrinks = searchDrinks
    self.drinksWithIngredient = drinksWithIngredient
    self.drinksOfKind = drinksOfKind
    self.drink = drink
  }

  /// Answers with ``searchDrinks``.
  public func searchDrinks(matching query: String) async throws(APIError) -> [Drink] {
    try await searchDrinks(query)
  }

  /// Answers with ``drinksWithIngredient``.
  public func drinks(withIngredient name: String) async throws(APIError) -> [Drink] {
    try await drinksWithIngredient(name)
  }

  /// Answers with ``drinksOfKind``.
  public func drinks(alcohol: DrinkSearch.Alcohol) async throws(APIError) -> [Drink] {
    try await drinksOfKind(alcohol)
  }

  /// Answers with ``drink``.
  public func drink(id: String) async throws(APIError) -> Drink? {
    try await drink(id)
  }
}
