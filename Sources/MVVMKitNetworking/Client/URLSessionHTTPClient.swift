#if canImport(FoundationNetworking)
  import Foundation
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// The live ``HTTPClient``, on `URLSession` (FoundationNetworking on Linux).
///
/// Each request carries its own timeout, kept by the client on its clock to the millisecond
/// (FoundationNetworking rounds `URLRequest.timeoutInterval` down to whole seconds, so a 300 ms
/// timeout would fire at once). Cancelling the task that awaits ``send(_:)`` cancels the request,
/// which then fails with ``APIError/cancelled``.
public struct URLSessionHTTPClient: HTTPClient {
  private let session: URLSession
  private let clock: any Clock<Duration>

  /// A client on a session of its own, made from `configuration`, timing requests on `clock`.
  public init(
    configuration: URLSessionConfiguration = .ephemeral,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(session: URLSession(configuration: configuration), clock: clock)
  }

  /// A client on an existing session, timing requests on `clock`.
  public init(session: URLSession, clock: any Clock<Duration> = ContinuousClock()) {
    self.session = session
    self.clock = clock
  }

  /// Sends `request`, failing with ``APIError/timeout`` after its timeout on the client's clock.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    // URLSession's own timeout only as a backstop: the deadline below is the one that counts.
    urlRequest.timeoutInterval = (request.timeout + .seconds(2)).timeInterval.rounded(.up)
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await withDeadline(request.timeout) { [session, urlRequest] in
        try await Self.load(urlRequest, on: session)
      }
    } catch {
      throw Task.isCancelled ? .cancelled : Self.apiError(for: error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw .transport("the answer was not an HTTP response")
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
  }

  /// Loads `request` through a data task, cancellable from Swift concurrency.
  ///
  /// Not `URLSession.data(for:)`: on Linux its cancellation handler calls `URLSessionTask.cancel()`,
  /// which waits on the session's queue while the cancelled Swift task is locked, and a response
  /// completing at that moment needs the same lock: both wait forever. Cancelling a task as it
  /// completes can also stop the process in FoundationNetworking. So on Linux a cancelled request
  /// returns ``APIError/cancelled`` at once and its transfer is left to end by itself (within the
  /// request's timeout); on Apple platforms the transfer is cancelled too.
  private static func load(_ request: URLRequest, on session: URLSession) async throws -> (
    Data, URLResponse
  ) {
    let handle = DataTaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            handle.finish(.failure(error))
          } else if let response {
            handle.finish(.success((data ?? Data(), response)))
          } else {
            handle.finish(.failure(URLError(.badServerResponse)))
          }
        }
        handle.start(task, continuation: continuation)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  /// Runs `operation`, cancelling it and throwing ``APIError/timeout`` if it outlasts `timeout`.
  private func withDeadline<Value: Sendable>(
    _ timeout: Duration,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask(operation: operation)
      group.addTask { [clock] in
        try await clock.sleep(for: timeout)
        throw APIError.timeout
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw APIError.cancelled }
      return first
    }
  }

  /// The ``APIError`` for an error URLSession threw.
  static func apiError(for error: any Error) -> APIError {
    if let error = error as? APIError { return error }
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      return .transport(error.localizedDescription)
    }
    switch urlError.code {
    case .timedOut: return .timeout
    case .cancelled: return .cancelled
    case .cannotConnectToHost: return .transport("connection refused")
    case .networkConnectionLost: return .transport("the connection was lost")
    case .cannotFindHost, .dnsLookupFailed: return .transport("the host was not found")
    case .notConnectedToInternet: return .transport("no internet connection")
    case .badServerResponse: return .transport("the server sent a malformed response")
    default:
      let reason = urlError.localizedDescription
      // libcurl (FoundationNetworking) reports a body cut short as an unknown error.
      return reason.hasPrefix("transfer closed with") ? .interrupted(reason) : .transport(reason)
    }
  }
}

extension Duration {
  /// The duration in seconds, as Foundation's `TimeInterval`.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// One request's data task and the continuation waiting for it: answered exactly once, by the
/// response or by cancellation, whichever comes first, from any thread.
private final class DataTaskHandle: @unchecked Sendable {
  // Unchecked: every stored property is only touched with `lock` held.
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
  private var isCancelled = false

  /// Starts `task` for `continuation`, or answers at once if the request was already cancelled.
  func start(
    _ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    let cancelled = lock.withLock {
      self.task = task
      if !isCancelled { self.continuation = continuation }
      return isCancelled
    }
    if cancelled {
      continuation.resume(throwing: CancellationError())
    } else {
      task.resume()
    }
  }

  /// Answers with the transfer's result, unless cancellation answered first.
  func finish(_ result: Result<(Data, URLResponse), any Error>) {
    lock.withLock { takeContinuation() }?.resume(with: result)
  }

  /// Answers with `CancellationError` now; see `URLSessionHTTPClient.load(_:on:)` for the transfer.
  func cancel() {
    let (continuation, task) = lock.withLock {
      isCancelled = true
      return (takeContinuation(), self.task)
    }
    continuation?.resume(throwing: CancellationError())
    #if !canImport(FoundationNetworking)
      task?.cancel()
    #else
      _ = task
    #endif
  }

  private func takeContinuation() -> CheckedContinuation<(Data, URLResponse), any Error>? {
    defer { continuation = nil }
    return continuation
  }
}
