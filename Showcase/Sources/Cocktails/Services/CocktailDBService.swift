import Algorithms
public import Foundation
public import MVVMKitNetworking

/// The ``DrinkService`` over TheCocktailDB's HTTP API (`search.php?s=`, `filter.php?i=`,
/// `filter.php?a=`, `lookup.php?i=`).
///
/// The connection decides where answers come from: ``CocktailsBundle/client()`` for the bundled
/// data, `URLSessionHTTPClient` for the live API.
public struct CocktailDBService: DrinkService, SourceNotingAPIService {
  /// TheCocktailDB's public API.
  public static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

  /// Where its requests go.
  public let api: APIConnection

  /// What the drinks section says of a live service: the credit TheCocktailDB asks for.
  public static let liveSourceNote: String? = "from TheCocktailDB"
  /// What it says of the bundled sample: its drinks come without photos.
  public static let bundledSourceNote = CocktailsBundle.note

  /// A service sending its requests through `api`: its ``sourceNote``, said on screen beside the
  /// drinks, credits TheCocktailDB, as it asks, or says the drinks are the bundled sample.
  public init(api: APIConnection) {
    self.api = api
  }

  /// What the screen says of the drinks: the note for ``api``
  /// (``SourceNotingAPIService/sourceNote(for:)``).
  public var sourceNote: String? { Self.sourceNote(for: api) }

  /// A client answering from the drinks bundled with the app.
  public static func bundledClient() -> any HTTPClient { CocktailsBundle.client() }

  /// The drinks whose name contains `query`; a repeated id keeps its first record.
  public func searchDrinks(matching query: String) async throws(APIError) -> [Drink] {
    try await list(.search(query)).elements
  }

  /// The drinks made with the ingredient `name`, as summaries; a repeated id keeps its first.
  public func drinks(withIngredient name: String) async throws(APIError) -> [Drink] {
    try await list(.ingredient(name)).elements
  }

  /// The drinks of `alcohol`, as summaries; none for ``DrinkSearch/Alcohol/any``, which no
  /// request asks for.
  public func drinks(alcohol: DrinkSearch.Alcohol) async throws(APIError) -> [Drink] {
    try await list(alcohol: alcohol).elements
  }

  /// The drinks `search` finds, and the records of the answer they are taken from that could not
  /// be read.
  public func drinkList(for search: DrinkSearch) async throws(APIError) -> DecodedList<Drink> {
    try await Self.combining(
      search,
      byName: { query throws(APIError) in try await list(.search(query)) },
      byIngredient: { name throws(APIError) in try await list(.ingredient(name)) },
      ofKind: { kind throws(APIError) in try await list(alcohol: kind) })
  }

  private func list(alcohol: DrinkSearch.Alcohol) async throws(APIError) -> DecodedList<Drink> {
    guard let value = alcohol.apiValue else { return DecodedList() }
    return try await list(.alcohol(value))
  }

  /// The drinks `endpoint` answers, a repeated id keeping its first record, and those that could
  /// not be read.
  private func list(_ endpoint: Endpoint<DrinksResponse>) async throws(APIError)
    -> DecodedList<Drink>
  {
    let answer = try await api.fetch(endpoint)
    return DecodedList(
      Array((answer.drinks ?? []).uniqued(on: \.id)), unreadable: answer.unreadableRecords)
  }

  /// The full record of the drink `id`, or `nil` when there is none.
  public func drink(id: String) async throws(APIError) -> Drink? {
    try await api.fetch(Endpoint<DrinksResponse>.lookup(id: id)).drinks?.first
  }
}

extension Endpoint where Response == DrinksResponse {
  /// `search.php?s=QUERY`: drinks by name.
  static func search(_ query: String) -> Self { Endpoint(path: "search.php", query: ["s": query]) }
  /// `filter.php?i=NAME`: summaries of the drinks made with an ingredient.
  static func ingredient(_ name: String) -> Self {
    Endpoint(path: "filter.php", query: ["i": name])
  }
  /// `filter.php?a=Alcoholic|Non_Alcoholic`: summaries of the drinks of a kind.
  static func alcohol(_ value: String) -> Self {
    Endpoint(path: "filter.php", query: ["a": value])
  }
  /// `lookup.php?i=ID`: one drink's full record.
  static func lookup(id: String) -> Self { Endpoint(path: "lookup.php", query: ["i": id]) }
}
