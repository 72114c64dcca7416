public import MVVMKitNetworking

/// Google Places Nearby Search's answer: its `status`, the results, and the token of the next page.
/// Errors arrive inside it, with HTTP 200.
public struct PlacesResponse: Decodable, Hashable, Sendable, PartlyReadable {
  /// `OK`, `ZERO_RESULTS`, `OVER_QUERY_LIMIT`, `REQUEST_DENIED`, `INVALID_REQUEST`, `UNKNOWN_ERROR`.
  public var status: String
  /// The places, read one by one (one that cannot be read is left out, and said so); Google
  /// leaves the key out on some errors.
  public var results: DecodedList<Place>
  /// The token of the next 20, if there are more.
  public var nextPageToken: String?
  /// Google's own explanation of an error, if it gave one.
  public var errorMessage: String?
  /// Credits to show with the results (HTML).
  public var htmlAttributions: [String]

  private enum CodingKeys: String, CodingKey {
    case status, results
    case nextPageToken = "next_page_token"
    case errorMessage = "error_message"
    case htmlAttributions = "html_attributions"
  }

  /// Decodes the envelope; a missing `results` is none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(String.self, forKey: .status)
    results = try container.decodeIfPresent(DecodedList<Place>.self, forKey: .results) ?? .init()
    nextPageToken = try container.decodeIfPresent(String.self, forKey: .nextPageToken)
    errorMessage = try container.decodeIfPresent(String.self, forKey: .errorMessage)
    htmlAttributions = try container.decodeIfPresent([String].self, forKey: .htmlAttributions) ?? []
  }

  /// The places left out, and why.
  public var unreadableRecords: [UnreadableRecord] { results.unreadable }
  /// How many places Google sent, read or not.
  public var recordCount: Int { results.recordCount }
}
