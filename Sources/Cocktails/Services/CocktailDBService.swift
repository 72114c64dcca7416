import Algorithms
public import Foundation
public import MVVMKitNetworking

/// The ``DrinkService`` over TheCocktailDB's HTTP API (`search.php?s=`, `lookup.php?i=`).
///
/// The client decides where answers come from: ``CocktailsBundle/client()`` for the bundled data,
/// `URLSessionHTTPClient` for the live API at ``baseURL``.
public struct CocktailDBService: DrinkService {
  /// TheCocktailDB's public API.
  public static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

  private let client: any HTTPClient
  /// Where the API lives.
  public let baseURL: URL

  /// A service calling `baseURL` through `client`.
  public init(client: any HTTPClient, baseURL: URL = CocktailDBService.defaultBaseURL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// The service on the drinks bundled with the app, its client passed through `wrap` (to record
  /// or fault its requests, for instance).
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> CocktailDBService {
    CocktailDBService(client: wrap(CocktailsBundle.client()))
  }

  /// The drinks whose name contains `query`; a repeated id keeps its first record.
  public func searchDrinks(matching query: String) async throws(APIError) -> [Drink] {
    let found =
      try await client.fetch(Endpoint<DrinksResponse>.search(query), from: baseURL).drinks ?? []
    return Array(found.uniqued(on: \.id))  // a repeated id keeps its first record
  }

  /// The full record of the drink `id`, or `nil` when there is none.
  public func drink(id: String) async throws(APIError) -> Drink? {
    try await client.fetch(Endpoint<DrinksResponse>.lookup(id: id), from: baseURL).drinks?.first
  }
}

extension Endpoint where Response == DrinksResponse {
  /// `search.php?s=QUERY`: drinks by name.
  static func search(_ query: String) -> Self { Endpoint(path: "search.php", query: ["s": query]) }
  /// `lookup.php?i=ID`: one drink's full record.
  static func lookup(id: String) -> Self { Endpoint(path: "lookup.php", query: ["i": id]) }
}
