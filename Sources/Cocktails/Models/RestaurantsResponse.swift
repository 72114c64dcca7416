/// The restaurant service's answer: `{"restaurants": [...]}`; `{}`, `null` or a sentence where
/// the list goes mean none, as they do for drinks.
public struct RestaurantsResponse: Codable, Hashable, Sendable {
  /// The restaurants, nearest first.
  public var restaurants: [Restaurant]

  /// A response listing `restaurants`.
  public init(restaurants: [Restaurant]) {
    self.restaurants = restaurants
  }

  private enum CodingKeys: String, CodingKey { case restaurants }

  /// Decodes `{"restaurants": [...]}`; `{}`, `null` or a sentence is an empty list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    restaurants = try container.decodeResults([Restaurant].self, forKey: .restaurants) ?? []
  }
}
