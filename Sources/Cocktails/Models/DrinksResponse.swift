/// TheCocktailDB's answer to a search or lookup: `{"drinks": [...]}`, or `{"drinks": null}` when
/// nothing matched (also read from `{}` and from a sentence such as `{"drinks": "no data found"}`).
public struct DrinksResponse: Codable, Hashable, Sendable {
  /// The drinks found; `nil` when the API found none.
  public var drinks: [Drink]?

  /// A response with the given drinks (`nil` encodes as `"drinks": null`).
  public init(drinks: [Drink]?) {
    self.drinks = drinks
  }

  private enum CodingKeys: String, CodingKey { case drinks }

  /// Decodes `{"drinks": [...]}`; `{}`, `null` or a sentence where the list goes is `nil`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    drinks = try container.decodeResults([Drink].self, forKey: .drinks)
  }

  /// Encodes `drinks`, `nil` as `"drinks": null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(drinks, forKey: .drinks)
  }
}
