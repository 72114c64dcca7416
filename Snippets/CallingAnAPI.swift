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

/// A POST with a JSON body and headers, as Google's Places API (New) takes a search: the key in
/// `X-Goog-Api-Key` (never in the URL), the fields the screen shows in `X-Goog-FieldMask`, and
/// Google's `{"error": {"message": …}}` read into the error the user sees.
struct PlacesResponse: Decodable, Sendable {
  struct Place: Decodable, Sendable {
    struct Name: Decodable, Sendable { let text: String }
    let id: String
    let displayName: Name
  }
  let places: [Place]?
}

/// Google's error body: `{"error": {"code": 403, "message": "…", "status": "PERMISSION_DENIED"}}`.
struct GoogleError: Decodable, Sendable {
  struct Details: Decodable, Sendable { let message: String }
  let error: Details

  /// The refusal `response` says in words; `nil` for a body of another shape (the usual
  /// ``APIError/httpStatus(_:bodyExcerpt:)`` then).
  @Sendable static func read(_ response: HTTPResponse) -> APIError? {
    do {
      let body = try JSONDecoder().decode(Self.self, from: response.body)
      return .refused(
        code: "HTTP \(response.statusCode)", message: body.error.message, isRetryable: false)
    } catch {
      return nil
    }
  }
}

extension Endpoint where Response == PlacesResponse {
  static func cocktailBars(near latitude: Double, _ longitude: Double, key: String) throws
    -> Self
  {
    var endpoint = Endpoint(path: "places:searchText", method: .post)
    endpoint.headers = [
      "Content-Type": "application/json", "X-Goog-Api-Key": key,
      "X-Goog-FieldMask": "places.id,places.displayName",
    ]
    endpoint.body = try JSONSerialization.data(withJSONObject: [
      "textQuery": "cocktail bar", "pageSize": 20,
      "locationBias": [
        "circle": ["center": ["latitude": latitude, "longitude": longitude], "radius": 1500.0]
      ],
    ])
    endpoint.readsError = GoogleError.read
    return endpoint
  }
}
// snippet.end
