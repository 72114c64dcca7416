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
