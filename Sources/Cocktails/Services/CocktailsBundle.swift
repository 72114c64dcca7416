import Foundation
public import MVVMKitNetworking

/// The data bundled with the Cocktails app, served in the real APIs' shapes.
///
/// TheCocktailDB's `search.php` and `lookup.php` are answered from `drinks.json` the way the live
/// API answers them (a case-insensitive substring of the name; `{"drinks": null}` when nothing
/// matches), and the restaurant API's `restaurants` from `restaurants.json`.
public enum CocktailsBundle {
  /// Said beside the drinks while the bundled sample is shown: its drinks come without photos.
  public static let note = "sample, no photos"

  /// A client answering both APIs from the bundled files.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .compute("search.php") { request throws(APIError) in
        let query = request.queryValues["s", default: ""]
        let matches = try drinks().filter {
          query.isEmpty || $0.name.range(of: query, options: .caseInsensitive) != nil
        }
        return try response(matches)
      },
      .compute("lookup.php") { request throws(APIError) in
        let id = request.queryValues["i", default: ""]
        return try response(try drinks().filter { $0.id == id })
      },
      .file(
        "restaurants", at: Bundle.module.url(forResource: "restaurants", withExtension: "json")),
    ])
  }

  /// The bundled drinks, decoded once.
  static func drinks() throws(APIError) -> [Drink] {
    try bundledDrinks.get()
  }

  private static let bundledDrinks: Result<[Drink], APIError> = {
    guard let url = Bundle.module.url(forResource: "drinks", withExtension: "json") else {
      return .failure(.transport("the bundled drinks are missing"))
    }
    do {
      let data = try Data(contentsOf: url)
      return Result { () throws(APIError) in
        try decodeJSON(DrinksResponse.self, from: data).drinks ?? []
      }
    } catch {
      return .failure(
        .transport("the bundled drinks cannot be read: \(error.localizedDescription)"))
    }
  }()

  /// A `200` answer in TheCocktailDB's shape; no drinks encode as `{"drinks": null}`.
  private static func response(_ drinks: [Drink]) throws(APIError) -> HTTPResponse {
    do {
      let body = try JSONEncoder().encode(DrinksResponse(drinks: drinks.isEmpty ? nil : drinks))
      return HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
    } catch {
      throw .transport("the bundled drinks could not be encoded: \(error)")
    }
  }
}
