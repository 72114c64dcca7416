public import Foundation

/// A call to a web service: a path under a base URL, query items, and the type of its answer.
///
/// ```swift
/// extension Endpoint where Response == DrinksResponse {
///   static func search(_ query: String) -> Self {
///     Endpoint(path: "search.php", query: ["s": query])
///   }
/// }
/// let drinks = try await client.fetch(.search("Piña colada"), from: baseURL)
/// ```
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// The path, relative to the base URL, such as `search.php` or `2024-01-01..2024-02-01`.
  public var path: String
  /// The query items, in order; values are percent-encoded when the URL is built.
  public var queryItems: [QueryItem]
  /// The HTTP method.
  public var method: HTTPRequest.Method
  /// How long to wait for the response.
  public var timeout: Duration
  /// Checks the decoded answer before it is returned: a service that reports errors inside a
  /// successful response (an envelope's `status`) throws them here as typed errors, usually
  /// ``APIError/refused(code:message:isRetryable:)``.
  public var validate: (@Sendable (Response) throws(APIError) -> Void)?
  /// Header fields sent with the request (an API key, a field mask, `Content-Type`).
  public var headers: [String: String] = [:]
  /// The request's body, if any (a POST's JSON).
  public var body: Data?
  /// How an answer with an error status is read, where the API says why in its body (Google's
  /// `{"error": {"message": …}}`); `nil`, or a `nil` result, for the usual
  /// ``APIError/httpStatus(_:bodyExcerpt:)``.
  public var readsError: (@Sendable (HTTPResponse) -> APIError?)?
  /// Whether the URL ends in `/` after the path, where the API's addresses do (Openverse's
  /// `images/`, `images/{id}/`); the path itself never ends in one (see ``request(baseURL:)``).
  public var endsWithSlash = false

  /// One query item: a name and its (unencoded) value.
  public struct QueryItem: Hashable, Sendable {
    /// The name, unencoded.
    public var name: String
    /// The value, unencoded.
    public var value: String
    /// The query item `name=value`.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// An endpoint at `path` with the given query, sent with `method`, whose decoded answer
  /// `validate` checks.
  ///
  /// ```swift
  /// Endpoint<PlacesResponse>(path: "nearbysearch/json", query: ["type": "cafe"]) { envelope in
  ///   if envelope.status == "OVER_QUERY_LIMIT" {
  ///     throw .refused(code: envelope.status, message: "The quota is used up.", isRetryable: true)
  ///   }
  /// }
  /// ```
  public init(
    path: String,
    query: KeyValuePairs<String, String> = [:],
    method: HTTPRequest.Method = .get,
    timeout: Duration = HTTPRequest.defaultTimeout,
    validate: (@Sendable (Response) throws(APIError) -> Void)? = nil
  ) {
    self.path = path
    self.queryItems = query.map { QueryItem($0.key, $0.value) }
    self.method = method
    self.timeout = timeout
    self.validate = validate
  }

  /// The request for this endpoint under `baseURL`.
  ///
  /// The path is appended to the base URL's path; every query value is percent-encoded so that
  /// spaces, `&`, `=`, `+`, `#` and non-ASCII text such as "Piña colada" arrive as typed.
  ///
  /// The path always stays under the base URL: a path with an empty segment (`a//b`, `/a`, `a/`)
  /// or a `.` or `..` segment is refused, so a path built from a missing value can never climb
  /// out of the API to another resource.
  ///
  /// - Throws: ``APIError/invalidRequest(_:)`` for such a path, or a URL that cannot be built.
  public func request(baseURL: URL) throws(APIError) -> HTTPRequest {
    if !path.isEmpty {
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      if let bad = segments.first(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
        let what = bad.isEmpty ? "an empty segment" : "a “\(bad)” segment"
        throw .invalidRequest("the path “\(path)” has \(what)")
      }
    }
    var url = path.isEmpty ? baseURL : baseURL.appendingPathComponent(path)
    if endsWithSlash, !url.path.hasSuffix("/") {
      url = url.appendingPathComponent("", isDirectory: true)
    }
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      throw .invalidRequest("\(url.absoluteString) is not a valid URL")
    }
    if !queryItems.isEmpty {
      components.percentEncodedQuery =
        queryItems
        .map { "\(QueryEncoding.encode($0.name))=\(QueryEncoding.encode($0.value))" }
        .joined(separator: "&")
    }
    guard let finalURL = components.url else {
      throw .invalidRequest("\(url.absoluteString) with its query is not a valid URL")
    }
    return HTTPRequest(
      method: method, url: finalURL, headers: headers, body: body, timeout: timeout)
  }
}
