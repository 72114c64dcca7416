import Algorithms
public import Foundation
public import MVVMKitNetworking

/// The ``DrinkService`` over TheCocktailDB's HTTP API (`search.php?s=`, `lookup.php?i=`).
///
/// The connection decides where answers come from: ``CocktailsBundle/client()`` for the bundled
/// data, `URLSessionHTTPClient` for the live API.
public struct CocktailDBService: DrinkService, APIService {
  /// TheCocktailDB's public API.
  public static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

  /// Where its requests go.
  public let api: APIConnection
  /// Said on screen of the bundled sample.
  public let sourceNote: String?

  /// A service sending its requests through `api`.
  public init(api: APIConnection) { self.init(api: api, sourceNote: nil) }

  /// A service sending its requests through `api`; `sourceNote` says where the drinks come from
  /// when the screen should (a sample).
  public init(api: APIConnection, sourceNote: String?) {
    self.api = api
    self.sourceNote = sourceNote
  }

  /// A client answering from the drinks bundled with the app.
  public static func bundledClient() -> any HTTPClient { CocktailsBundle.client() }

  /// The service on the bundled sample, which says so: its client passed through `wrap`.
  public static func bundled(through wrap: (any HTTPClient) -> any HTTPClient = { $0 }) -> Self {
    CocktailDBService(
      api: APIConnection(client: wrap(bundledClient()), baseURL: defaultBaseURL),
      sourceNote: CocktailsBundle.note)
  }

  /// The drinks whose name contains `query`; a repeated id keeps its first record.
  public func searchDrinks(matching query: String) async throws(APIError) -> [Drink] {
    let found =
      try await api.fetch(Endpoint<DrinksResponse>.search(query)).drinks ?? []
    return Array(found.uniqued(on: \.id))  // a repeated id keeps its first record
  }

  /// The full record of the drink `id`, or `nil` when there is none.
  public func drink(id: String) async throws(APIError) -> Drink? {
    try await api.fetch(Endpoint<DrinksResponse>.lookup(id: id)).drinks?.first
  }
}

extension Endpoint where Response == DrinksResponse {
  /// `search.php?s=QUERY`: drinks by name.
  static func search(_ query: String) -> Self { Endpoint(path: "search.php", query: ["s": query]) }
  /// `lookup.php?i=ID`: one drink's full record.
  static func lookup(id: String) -> Self { Endpoint(path: "lookup.php", query: ["i": id]) }
}
