// A service over a web API: its answer's shape, its endpoints, and a call that returns decoded
// values or throws an error a screen can show.

// snippet.hide
import Foundation
import MVVMKitNetworking

// snippet.show
struct Drink: Decodable, Sendable {
  let idDrink: String
  let strDrink: String
}

/// TheCocktailDB's answer: `{"drinks": [...]}`, or `{"drinks": null}` for none.
struct DrinksResponse: Decodable, Sendable {
  let drinks: [Drink]?
}

extension Endpoint where Response == DrinksResponse {
  /// `search.php?s=QUERY`; the query is percent-encoded when the URL is built.
  static func search(_ query: String) -> Self {
    Endpoint(path: "search.php", query: ["s": query])
  }
}

/// The app makes it on `URLSessionHTTPClient()`, a test on a stub, the offline build with
/// `CocktailService.bundled()`.
struct CocktailService: APIService {
  static let defaultBaseURL = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!
  static func bundledClient() -> any HTTPClient {
    BundledHTTPClient(routes: [
      .file("search.php", at: Bundle.main.url(forResource: "drinks", withExtension: "json"))
    ])
  }

  let api: APIConnection

  init(api: APIConnection) { self.api = api }

  func drinks(matching query: String) async throws(APIError) -> [Drink] {
    try await api.fetch(.search(query)).drinks ?? []
  }
}
// snippet.end
