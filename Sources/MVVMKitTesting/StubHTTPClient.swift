import Foundation
public import MVVMKitNetworking

/// An `HTTPClient` for tests: answers per route with what the test set, and logs every request.
///
/// A request no route matches gets `404`, so a test sets only the routes it uses.
///
/// ```swift
/// let client = StubHTTPClient()
/// await client.stub("search.php", with: .json(#"{"drinks": null}"#))
/// let viewModel = SearchViewModel(service: LiveDrinkService(client: client))
/// // ...
/// #expect(await client.requests.map(\.url.query) == ["s=rum"])
/// ```
public actor StubHTTPClient: HTTPClient {
  /// What a stubbed route answers.
  public enum Reply: Sendable {
    /// This response.
    case response(HTTPResponse)
    /// This error, as if the transport failed.
    case failure(APIError)
    /// Waits until the test resolves `pending`, then answers as it says.
    case pending(PendingResponse)

    /// A `200` response with a JSON body (or another status, if given).
    public static func json(_ body: String, statusCode: Int = 200) -> Reply {
      .response(.json(body, statusCode: statusCode))
    }

    /// A response with `statusCode` and a plain text body.
    public static func status(_ statusCode: Int, body: String = "") -> Reply {
      .response(HTTPResponse(statusCode: statusCode, body: Data(body.utf8)))
    }
  }

  private struct Route {
    let path: String
    let query: [String: String]
    var replies: [Reply]
  }

  private var routes: [Route] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Every request sent so far, oldest first.
  public private(set) var requests: [HTTPRequest] = []

  /// A client with no routes: every request gets `404` until the test stubs it.
  public init() {}

  /// Answers requests whose URL path ends in `path` (and whose query has these values) with
  /// `replies`, one per request in turn; the last reply repeats.
  ///
  /// A later stub for the same path and query replaces an earlier one.
  public func stub(_ path: String, query: [String: String] = [:], with replies: Reply...) {
    routes.removeAll { $0.path == path && $0.query == query }
    routes.append(Route(path: path, query: query, replies: replies))
  }

  /// Waits until at least `count` requests have been sent in all.
  public func waitForRequests(count: Int) async {
    guard requests.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Logs `request` and answers with the first stub that matches it; `404` when none does.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    requests.append(request)
    resumeWaiters()
    if Task.isCancelled { throw .cancelled }
    switch nextReply(for: request) {
    case nil:
      return HTTPResponse(statusCode: 404, body: Data("no stub for \(request.url.path)".utf8))
    case .response(let response):
      return response
    case .failure(let error):
      throw error
    case .pending(let pending):
      return try await pending.value
    }
  }

  private func nextReply(for request: HTTPRequest) -> Reply? {
    let values = request.queryValues
    let index = routes.lastIndex { route in
      request.pathEnds(with: route.path) && route.query.allSatisfy { values[$0.key] == $0.value }
    }
    guard let index, let reply = routes[index].replies.first else { return nil }
    if routes[index].replies.count > 1 { routes[index].replies.removeFirst() }
    return reply
  }

  private func resumeWaiters() {
    let count = requests.count
    waiters.removeAll { waiter in
      guard waiter.count <= count else { return false }
      waiter.continuation.resume()
      return true
    }
  }
}
