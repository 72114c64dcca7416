public import MVVMKitNetworking

/// Where drinks come from: TheCocktailDB or anything that speaks its API.
public protocol DrinkService: Sendable {
  /// The drinks whose name contains `query`, ignoring case, each id once; empty when none match.
  func searchDrinks(matching query: String) async throws(APIError) -> [Drink]
  /// The drinks made with the ingredient `name` (ignoring case), each id once, as summaries: id,
  /// name and picture only (TheCocktailDB's `filter.php?i=`); empty when none are.
  func drinks(withIngredient name: String) async throws(APIError) -> [Drink]
  /// The drinks of `alcohol` (never ``DrinkSearch/Alcohol/any``), each id once, as summaries
  /// (`filter.php?a=`).
  func drinks(alcohol: DrinkSearch.Alcohol) async throws(APIError) -> [Drink]
  /// The full record of the drink `id`, or `nil` when there is no such drink.
  func drink(id: String) async throws(APIError) -> Drink?
  /// What the screen says of where the drinks come from, when it should: sample data.
  var sourceNote: String? { get }
}

extension DrinkService {
  /// Nothing to say: a live service.
  public var sourceNote: String? { nil }

  /// The drinks `search` finds: by name or by ingredient, then only those of its kind, in the
  /// order the text's answer gave them. With no text, the kind's whole list; with neither, the
  /// drinks shown before any search (a name search for nothing).
  public func drinks(for search: DrinkSearch) async throws(APIError) -> [Drink] {
    let found: [Drink]? =
      if search.text.isEmpty {
        search.alcohol == .any ? try await searchDrinks(matching: "") : nil
      } else {
        switch search.field {
        case .name: try await searchDrinks(matching: search.text)
        case .ingredient: try await drinks(withIngredient: search.text)
        }
      }
    guard search.alcohol != .any else { return found ?? [] }
    let ofKind = try await drinks(alcohol: search.alcohol)
    guard let found else { return ofKind }
    let kept = Set(ofKind.map(\.id))
    return found.filter { kept.contains($0.id) }
  }
}
