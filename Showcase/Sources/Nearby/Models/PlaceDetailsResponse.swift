/// Google Place Details' answer: its `status` and the place. Errors arrive inside it, with HTTP
/// 200, as Nearby Search's do.
public struct PlaceDetailsResponse: Decodable, Hashable, Sendable {
  /// `OK`, `NOT_FOUND`, `ZERO_RESULTS`, `OVER_QUERY_LIMIT`, `REQUEST_DENIED`, `INVALID_REQUEST`,
  /// `UNKNOWN_ERROR`.
  public var status: String
  /// The place; Google leaves it out on errors.
  public var result: Place?
  /// Google's own explanation of an error, if it gave one.
  public var errorMessage: String?

  private enum CodingKeys: String, CodingKey {
    case status, result
    case errorMessage = "error_message"
  }
}
