public import Foundation
public import MVVMKitNetworking

/// HTTP exchanges in the order they were sent, as a file a person can read: what a session asked of
/// its APIs and what they answered, to be answered again without a network (see
/// ``CassettePlayer``).
///
/// The file is JSON: a `version`, then each exchange's method, URL, status, the response headers
/// that matter (``keptHeaders``), body (as text when it is UTF-8, else base64) and latency, or the
/// failure the client met. What a `Redaction` names is replaced before an exchange is kept, so
/// a cassette never holds an API key.
public struct Cassette: Hashable, Sendable {
  /// The version of the file's shape this code reads and writes.
  public static let version = 1
  /// The longest latency a cassette holds (a day): a file that says more is refused when read.
  public static let longestLatency: Duration = .seconds(86_400)
  /// The response headers kept; the others (cookies, dates, servers' own) are left out.
  public static let keptHeaders: Set<String> = ["content-type", "location"]

  /// The exchanges, in the order they were sent.
  public var exchanges: [Exchange]

  /// A cassette of `exchanges`.
  public init(exchanges: [Exchange] = []) {
    self.exchanges = exchanges
  }

  /// One request and what came of it.
  public struct Exchange: Hashable, Sendable {
    /// The method, such as "GET".
    public var method: String
    /// The URL, with every secret the recording client knew replaced by "REDACTED", in every form
    /// it is encoded in.
    public var url: String
    /// The answer, or the failure the client met, or that no answer had come when the recording
    /// ended.
    public var result: Result
    /// The time from sending to the end.
    public var latency: Duration

    /// An exchange of `method` on `url` that ended in `result` after `latency`.
    public init(method: String, url: String, result: Result, latency: Duration = .zero) {
      self.method = method
      self.url = url
      self.result = result
      self.latency = latency
    }

    /// The request, as a line: "GET https://…".
    public var request: String { "\(method) \(url)" }

    /// Whether the answer is an image (its content type is `image/…`).
    public var isImage: Bool {
      guard case .response(_, let headers, _) = result else { return false }
      return headers["content-type"]?.lowercased().hasPrefix("image/") == true
    }
  }

  /// What an exchange ended in.
  public enum Result: Hashable, Sendable {
    /// A response, with its status, its kept headers (names lowercased) and its body.
    case response(status: Int, headers: [String: String], body: Data)
    /// No response: the error the client threw.
    case failure(APIError)
    /// No answer yet when the recording ended: played back, it never comes.
    case unanswered
  }
}

extension Cassette.Exchange {
  /// The exchange of `request`, its URL, body (in whatever encoding) and failure's text passed
  /// through `redaction`, with only the response headers a cassette keeps; `result` `nil` for
  /// one not answered yet.
  public init(
    _ request: HTTPRequest, result: Swift.Result<HTTPResponse, APIError>?, latency: Duration,
    redaction: Redaction
  ) {
    let kept: Cassette.Result
    switch result {
    case nil:
      kept = .unanswered
    case .success(let response):
      var headers: [String: String] = [:]
      for (name, value) in response.headers where Cassette.keptHeaders.contains(name.lowercased()) {
        headers[name.lowercased()] = redaction.apply(to: value)
      }
      // Whatever its encoding: a proxy's Latin-1 error page may echo the URL, key and all.
      let body = redaction.apply(to: response.body, contentType: headers["content-type"])
      kept = .response(status: response.statusCode, headers: headers, body: body)
    case .failure(let error):
      kept = .failure(error.redacting(redaction))
    }
    self.init(
      method: request.method.rawValue, url: redaction.apply(to: request.url.absoluteString),
      result: kept, latency: latency)
  }
}
