public import MVVMKitNetworking

/// A response the test releases when it chooses: for out-of-order and in-flight scenarios.
///
/// ```swift
/// let first = PendingResponse()
/// await client.stub("search.php", query: ["s": "ru"], with: .pending(first))
/// // ... a newer search completes first ...
/// await first.resolve(.json(#"{"drinks": []}"#))   // the late answer
/// ```
///
/// A request waiting on it that is cancelled ends at once with `APIError/cancelled`.
public actor PendingResponse {
  private var result: Result<HTTPResponse, APIError>?
  private var waiters: [Int: CheckedContinuation<Result<HTTPResponse, APIError>, Never>] = [:]
  private var nextWaiter = 0
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A response not yet resolved.
  public init() {}

  /// Answers every request waiting on this response, and every later one, with `response`.
  public func resolve(_ response: HTTPResponse) {
    finish(.success(response))
  }

  /// Fails every request waiting on this response, and every later one, with `error`.
  public func fail(_ error: APIError) {
    finish(.failure(error))
  }

  /// The number of requests waiting now.
  public var waiting: Int { waiters.count }

  /// Suspends until exactly `count` requests are waiting: `1` once a request has arrived, `0`
  /// once it was answered or cancelled. Suspends without polling.
  public func waitUntilWaiting(_ count: Int) async {
    guard waiters.count != count else { return }
    await withCheckedContinuation { watchers.append((count, $0)) }
  }

  private func waitingChanged() {
    let count = waiters.count
    watchers.removeAll { watcher in
      guard watcher.count == count else { return false }
      watcher.continuation.resume()
      return true
    }
  }

  /// The response, once resolved.
  var value: HTTPResponse {
    get async throws(APIError) {
      let id = nextWaiter
      nextWaiter += 1
      let outcome = await withTaskCancellationHandler {
        await withCheckedContinuation {
          (continuation: CheckedContinuation<Result<HTTPResponse, APIError>, Never>) in
          if let result {
            continuation.resume(returning: result)
          } else if Task.isCancelled {
            continuation.resume(returning: .failure(.cancelled))
          } else {
            waiters[id] = continuation
            waitingChanged()
          }
        }
      } onCancel: {
        Task { await self.cancelWaiter(id) }
      }
      return try outcome.get()
    }
  }

  private func cancelWaiter(_ id: Int) {
    waiters.removeValue(forKey: id)?.resume(returning: .failure(.cancelled))
    waitingChanged()
  }

  private func finish(_ result: Result<HTTPResponse, APIError>) {
    self.result = result
    let waiting = waiters.values
    waiters.removeAll()
    for waiter in waiting { waiter.resume(returning: result) }
    waitingChanged()
  }
}
