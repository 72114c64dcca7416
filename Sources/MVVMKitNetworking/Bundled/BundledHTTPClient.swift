public import Foundation

/// An ``HTTPClient`` that answers from data shipped with the app, in the real API's JSON shape.
///
/// This is the embedded default the reference apps run on: the service code is the same as
/// against the live API, only the client differs. A request is answered by the first route whose
/// path matches the end of the request's URL path and whose required query values match; a
/// request no route matches gets `404 Not Found`, as from a real server.
///
/// ```swift
/// let client = BundledHTTPClient(routes: [
///   .file("currencies", at: Bundle.module.url(forResource: "currencies", withExtension: "json")),
///   .compute("search.php") { request in try searchResponse(for: request.queryValues["s"] ?? "") },
/// ])
/// ```
public struct BundledHTTPClient: HTTPClient {
  /// One answer the client knows.
  public struct Route: Sendable {
    let path: String
    let query: [String: String]
    var matchesPath: (@Sendable (String) -> Bool)?
    let respond: @Sendable (HTTPRequest) throws(APIError) -> HTTPResponse

    /// Answers requests for `path` (and, if given, exactly these query values) with the file at
    /// `url`, as JSON; a missing or unreadable file answers `500`, saying why.
    public static func file(_ path: String, query: [String: String] = [:], at url: URL?) -> Route {
      Route(path: path, query: query) { _ throws(APIError) in
        guard let url else { return .serverError("bundled file missing for \(path)") }
        do {
          return HTTPResponse(statusCode: 200, json: try Data(contentsOf: url))
        } catch {
          return .serverError("bundled file for \(path) unreadable: \(error.localizedDescription)")
        }
      }
    }

    /// Answers requests for `path` with what `respond` computes from the request, such as a search
    /// over bundled records encoded in the API's shape.
    public static func compute(
      _ path: String,
      _ respond: @escaping @Sendable (HTTPRequest) throws(APIError) -> HTTPResponse
    ) -> Route {
      Route(path: path, query: [:], respond: respond)
    }

    /// Answers requests whose last path component satisfies `matches` (such as a date range
    /// `2024-01-01..2024-02-01`) with what `respond` computes from the request.
    public static func compute(
      where matches: @escaping @Sendable (String) -> Bool,
      _ respond: @escaping @Sendable (HTTPRequest) throws(APIError) -> HTTPResponse
    ) -> Route {
      Route(path: "", query: [:], matchesPath: matches, respond: respond)
    }

    func matches(_ request: HTTPRequest) -> Bool {
      if let matchesPath {
        return matchesPath(request.url.lastPathComponent)
      }
      guard request.pathEnds(with: path) else { return false }
      if query.isEmpty { return true }
      let values = request.queryValues
      return query.allSatisfy { values[$0.key] == $0.value }
    }
  }

  private let routes: [Route]

  /// A client answering with `routes`, tried in order.
  public init(routes: [Route]) {
    self.routes = routes
  }

  /// Answers `request` from the first route that matches it; `404` when none does.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    if Task.isCancelled { throw .cancelled }
    guard let route = routes.first(where: { $0.matches(request) }) else {
      return HTTPResponse(
        statusCode: 404, body: Data("no bundled data for \(request.url.path)".utf8))
    }
    return try route.respond(request)
  }
}
