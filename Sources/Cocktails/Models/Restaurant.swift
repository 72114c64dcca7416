/// A restaurant near the user, from the restaurant service.
public struct Restaurant: Identifiable, Codable, Hashable, Sendable {
  /// The service's id.
  public let id: String
  /// The name, such as "The Rum Shack".
  public var name: String
  /// Opening hours as the restaurant states them, such as "Mon–Sun 12:00–23:00".
  public var openingHours: String
  /// The street address.
  public var address: String
  /// The average rating, from 0 to 5.
  public var rating: Double

  /// A restaurant with the given fields.
  public init(id: String, name: String, openingHours: String, address: String, rating: Double) {
    self.id = id
    self.name = name
    self.openingHours = openingHours
    self.address = address
    self.rating = rating
  }
}

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
