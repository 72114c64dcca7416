public import MVVMKitNetworking

/// The restaurant service's answer: `{"restaurants": [...]}`; `null` or a sentence where the list
/// goes mean none, as they do for drinks.
///
/// The restaurants are read one by one (a ``DecodedList``): one that cannot be read (a rating of
/// `"four"`) is left out and noted, and the others are listed.
public struct RestaurantsResponse: Codable, Hashable, Sendable, PartlyReadable {
  /// The restaurants, nearest first, and those that could not be read.
  public var list: DecodedList<Restaurant>

  /// The restaurants that could be read, nearest first.
  public var restaurants: [Restaurant] { list.elements }
  /// The restaurants left out, and why.
  public var unreadableRecords: [UnreadableRecord] { list.unreadable }
  /// How many restaurants the answer held, read or not.
  public var recordCount: Int { list.recordCount }

  /// A response listing `restaurants`, with `unreadable` left out.
  public init(restaurants: [Restaurant], unreadable: [UnreadableRecord] = []) {
    list = DecodedList(restaurants, unreadable: unreadable)
  }

  private enum CodingKeys: String, CodingKey { case restaurants }

  /// Decodes `{"restaurants": [...]}` restaurant by restaurant; `null` or a sentence is an empty
  /// list.
  ///
  /// - Throws: `DecodingError` when there is no `restaurants`, the list is no list, or none of its
  ///   restaurants can be read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    list =
      try container.decodeResults(DecodedList<Restaurant>.self, forKey: .restaurants)
      ?? DecodedList()
  }

  /// Encodes the restaurants that could be read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(restaurants, forKey: .restaurants)
  }
}
