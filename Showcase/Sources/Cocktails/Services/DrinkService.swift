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
  /// The drinks `search` finds, as ``drinks(for:)`` lists them, and the records its answers
  /// held that could not be read (by default, none).
  func drinkList(for search: DrinkSearch) async throws(APIError) -> DecodedList<Drink>
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
    try await drinkList(for: search).elements
  }

  /// ``drinks(for:)`` from ``searchDrinks(matching:)``, ``drinks(withIngredient:)`` and
  /// ``drinks(alcohol:)``, with nothing left out.
  public func drinkList(for search: DrinkSearch) async throws(APIError) -> DecodedList<Drink> {
    try await Self.combining(
      search,
      byName: { query throws(APIError) in DecodedList(try await searchDrinks(matching: query)) },
      byIngredient: { name throws(APIError) in DecodedList(try await drinks(withIngredient: name))
      },
      ofKind: { kind throws(APIError) in DecodedList(try await drinks(alcohol: kind)) })
  }

  /// The drinks `search` finds, from the lists each answer gives (see ``drinks(for:)``): the
  /// records left out are those of the answer the drinks are taken from.
  static func combining(
    _ search: DrinkSearch,
    byName: (String) async throws(APIError) -> DecodedList<Drink>,
    byIngredient: (String) async throws(APIError) -> DecodedList<Drink>,
    ofKind: (DrinkSearch.Alcohol) async throws(APIError) -> DecodedList<Drink>
  ) async throws(APIError) -> DecodedList<Drink> {
    let found: DecodedList<Drink>? =
      if search.text.isEmpty {
        search.alcohol == .any ? try await byName("") : nil
      } else {
        switch search.field {
        case .name: try await byName(search.text)
        case .ingredient: try await byIngredient(search.text)
        }
      }
    guard search.alcohol != .any else { return found ?? DecodedList() }
    let kind = try await ofKind(search.alcohol)
    guard let found else { return kind }
    let kept = Set(kind.elements.map(\.id))
    return DecodedList(found.elements.filter { kept.contains($0.id) }, unreadable: found.unreadable)
  }
}
