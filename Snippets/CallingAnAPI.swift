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

/// The app passes `URLSessionHTTPClient()`, a test a stub, the offline build bundled data.
struct CocktailService: Sendable {
  let client: any HTTPClient
  let baseURL: URL

  func drinks(matching query: String) async throws(APIError) -> [Drink] {
    try await client.fetch(.search(query), from: baseURL).drinks ?? []
  }
}
// snippet.end
