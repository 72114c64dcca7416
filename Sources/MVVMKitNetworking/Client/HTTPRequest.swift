public import Foundation

/// An HTTP request: method, URL, headers, body, and how long to wait for the answer.
public struct HTTPRequest: Hashable, Sendable {
  /// An HTTP method.
  public struct Method: RawRepresentable, Hashable, Sendable {
    /// The method as sent, such as "GET".
    public var rawValue: String
    /// The method `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `GET`
    public static let get = Method(rawValue: "GET")
    /// `POST`
    public static let post = Method(rawValue: "POST")
  }

  /// The default time to wait for a response.
  public static let defaultTimeout: Duration = .seconds(15)

  /// The method, `GET` unless set.
  public var method: Method
  /// The full URL, query included.
  public var url: URL
  /// Header fields, by name.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?
  /// How long to wait for the response before failing with ``APIError/timeout``.
  public var timeout: Duration

  /// A request for `url`.
  public init(
    method: Method = .get,
    url: URL,
    headers: [String: String] = [:],
    body: Data? = nil,
    timeout: Duration = HTTPRequest.defaultTimeout
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }

  /// Whether the URL's path is `path` or ends in `/path`: how the bundled and stub clients match
  /// a route whatever base URL the request was built on. A trailing slash is no difference
  /// (`images/` matches `…/v1/images/`, whose `path` Foundation reads as `/v1/images`).
  public func pathEnds(with path: String) -> Bool {
    let path = path.hasSuffix("/") ? String(path.dropLast()) : path
    return url.path == path || url.path.hasSuffix("/" + path)
  }

  /// The query items of ``url``, decoded, by name (the last one wins when a name repeats).
  public var queryValues: [String: String] {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
  }
}
