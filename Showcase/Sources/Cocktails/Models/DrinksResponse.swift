public import MVVMKitNetworking

/// TheCocktailDB's answer to a search or lookup: `{"drinks": [...]}`, or `{"drinks": null}` when
/// nothing matched (also read from a sentence such as `{"drinks": "no data found"}`).
///
/// The drinks are read one by one (a ``DecodedList``): a drink that cannot be read (a name of
/// `12345`) is left out and noted, and the others are found.
public struct DrinksResponse: Codable, Hashable, Sendable, PartlyReadable {
  /// The drinks found; `nil` when the API found none.
  public var drinks: [Drink]?
  /// The drinks left out, and why.
  public var unreadableRecords: [UnreadableRecord]

  /// A response with the given drinks (`nil` encodes as `"drinks": null`).
  public init(drinks: [Drink]?, unreadable: [UnreadableRecord] = []) {
    self.drinks = drinks
    unreadableRecords = unreadable
  }

  /// How many drinks the answer held, read or not.
  public var recordCount: Int { (drinks?.count ?? 0) + unreadableRecords.count }

  private enum CodingKeys: String, CodingKey { case drinks }

  /// Decodes `{"drinks": [...]}` drink by drink; `null` or a sentence where the list goes is `nil`.
  ///
  /// - Throws: `DecodingError` when there is no `drinks`, the list is no list, or none of its
  ///   drinks can be read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let list = try container.decodeResults(DecodedList<Drink>.self, forKey: .drinks)
    self.init(drinks: list?.elements, unreadable: list?.unreadable ?? [])
  }

  /// Encodes `drinks`, `nil` as `"drinks": null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(drinks, forKey: .drinks)
  }
}
