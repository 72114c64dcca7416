public import MVVMKitNetworking

/// One request as a ``RecordingHTTPClient`` saw it: what was asked, and how it ended.
public struct HTTPExchange: Identifiable, Hashable, Sendable {
  /// How a request ended.
  public enum Outcome: Hashable, Sendable {
    /// Not answered yet.
    case inFlight
    /// Answered, with any status (see ``HTTPExchange/statusCode``).
    case answered
    /// Failed; the error's sentence.
    case failed(String)
    /// Cancelled, with no newer request to the same endpoint.
    case cancelled
    /// Cancelled because a newer request to the same endpoint took its place (latest wins).
    case superseded
    /// Failed, with the error's sentence, and the app showed its cached copy instead (see
    /// `HTTPExchangeTrail`).
    case servedFromCache(String)
  }

  /// The order the requests were sent in, from 1.
  public let id: Int
  /// The method, such as "GET".
  public let method: String
  /// The URL, with the client's secrets (API keys) replaced by "REDACTED".
  public let url: String
  /// The response's status code, once answered.
  public internal(set) var statusCode: Int?
  /// The response body's size in bytes, once answered.
  public internal(set) var bytes: Int?
  /// The time from sending to the end, on the client's clock, once ended.
  public internal(set) var latency: Duration?
  /// How it ended, or that it has not.
  public internal(set) var outcome: Outcome
  /// What the app made of the answer, when it was not simply what was asked for.
  public internal(set) var reading: HTTPAnswerReading?

  /// The endpoint, for telling a newer request to the same place: the method and the URL
  /// without its query.
  let endpoint: String
}
