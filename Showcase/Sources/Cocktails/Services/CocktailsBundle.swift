import Foundation
public import MVVMKitNetworking

/// The data bundled with the Cocktails app, served in the real APIs' shapes.
///
/// TheCocktailDB's `search.php`, `filter.php` and `lookup.php` are answered from `drinks.json` the
/// way the live API answers them (a case-insensitive substring of the name; an ingredient's whole
/// name, ignoring case; `Alcoholic` or `Non_Alcoholic`; `{"drinks": null}` when nothing matches,
/// and a filter's drinks as summaries: id, name and picture), and the restaurant API's
/// `restaurants` from `restaurants.json`.
public enum CocktailsBundle {
  /// Said beside the drinks while the bundled sample is shown: its drinks come without photos.
  public static let note = "sample, no photos"
  /// Said beside the restaurants while the bundled ones are shown: the article's illustrative
  /// restaurants, not real places.
  public static let restaurantsNote = "sample"

  /// A client answering both APIs from the bundled files.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .compute("search.php") { request throws(APIError) in
        let query = request.queryValues["s", default: ""]
        return try response { drink in
          query.isEmpty || drink.name.range(of: query, options: .caseInsensitive) != nil
        }
      },
      .compute("filter.php") { request throws(APIError) in
        let matches: [Drink]
        if let ingredient = request.queryValues["i"] {
          matches = try drinks().filter { drink in
            drink.ingredients.contains {
              $0.name.caseInsensitiveCompare(ingredient) == .orderedSame
            }
          }
        } else if let kind = request.queryValues["a"] {
          // The API's value names the kind with an underscore: "Non_Alcoholic" is "Non alcoholic".
          let alcoholic = kind.replacingOccurrences(of: "_", with: " ")
          matches = try drinks().filter {
            $0.alcoholic?.caseInsensitiveCompare(alcoholic) == .orderedSame
          }
        } else {
          matches = []
        }
        return response(summaries: matches)
      },
      .compute("lookup.php") { request throws(APIError) in
        let id = request.queryValues["i", default: ""]
        return try response { $0.id == id }
      },
      .file(
        "restaurants", at: Bundle.module.url(forResource: "restaurants", withExtension: "json")),
    ])
  }

  /// The bundled drinks, decoded once.
  static func drinks() throws(APIError) -> [Drink] {
    try bundled.get().drinks
  }

  /// The bundled drinks, read once: their records as TheCocktailDB sends them, and decoded.
  private static let bundled = Result {
    () throws(APIError) -> (records: BundledRecords, drinks: [Drink]) in
    let records = try BundledRecords(
      contentsOf: Bundle.module.url(forResource: "drinks", withExtension: "json"), at: "drinks")
    return (records, try records.decoded(Drink.self))
  }

  /// One drink of a `filter.php` answer: these three keys, and no others.
  private struct Summary: Encodable {
    let strDrink: String
    let strDrinkThumb: String?
    let idDrink: String

    private enum CodingKeys: CodingKey { case strDrink, strDrinkThumb, idDrink }

    /// The picture is `null` when there is none, as the API writes it, not left out.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(strDrink, forKey: .strDrink)
      try container.encode(strDrinkThumb, forKey: .strDrinkThumb)
      try container.encode(idDrink, forKey: .idDrink)
    }
  }

  /// A `200` answer of `filter.php`: summaries, or `{"drinks": null}` when there are none.
  private static func response(summaries drinks: [Drink]) -> HTTPResponse {
    let summaries = drinks.map {
      Summary(strDrink: $0.name, strDrinkThumb: $0.thumbnailURL?.absoluteString, idDrink: $0.id)
    }
    return .json(encoding: ["drinks": summaries.isEmpty ? nil : summaries])
  }

  /// A `200` answer in TheCocktailDB's shape: the records of the drinks `isIncluded` keeps, as
  /// the bundled file writes them, or `{"drinks": null}` when it keeps none.
  private static func response(
    _ isIncluded: (Drink) -> Bool
  ) throws(APIError) -> HTTPResponse {
    let (records, drinks) = try bundled.get()
    let chosen = drinks.indices.filter { isIncluded(drinks[$0]) }
    guard !chosen.isEmpty else { return .json(#"{"drinks":null}"#) }
    return records.answer(records: "drinks", chosen)
  }
}
