import MVVMKit
import MVVMKitNetworking

/// What ``freshOrCached(fetch:store:cached:)`` got: the value or the fetch's error, whether the
/// value came from the cache, and what went wrong with the cache, if anything.
struct CachedFetch<Value: Sendable>: Sendable {
  /// The fresh value, else the stored one; the fetch's error when neither is there.
  var result: Result<Value, any Error>
  /// Whether the value came from the cache because the fetch failed.
  var isCached: Bool
  /// A sentence for the user when the cache could not be written or read; `nil` when it could.
  var cacheProblem: String?

  /// Shows what came in `state`: the value, loaded, or the fetch's failure over the value shown
  /// before. Returns whether the value shown now is the cache's; `nil` on a failure, which leaves
  /// the value shown, and so where it came from, as they were.
  @discardableResult
  func show(in state: inout Loadable<Value>) -> Bool? {
    switch result {
    case .success(let value):
      state = .loaded(value)
      return isCached
    case .failure(let error):
      state.fail(error)
      return nil
    }
  }
}

/// Fetches a value fresh and stores it; when fetching fails, falls back to the stored one.
///
/// A cache that cannot be written or read never hides the value or the fetch's error: its problem
/// comes back beside them, for the screen to show.
///
/// - Parameters:
///   - fetch: Gets the value from the service.
///   - store: Keeps a fresh value for next time.
///   - cached: The value stored earlier, if any.
func freshOrCached<Value: Sendable>(
  fetch: @Sendable () async throws -> Value,
  store: @Sendable (Value) throws -> Void,
  cached: @Sendable () throws -> Value?
) async -> CachedFetch<Value> {
  // The requests the fetch makes, to mark them served from the cache when it covers them.
  let trail = HTTPExchangeTrail()
  do {
    let fresh = try await trail.following(fetch)
    do {
      try store(fresh)
      return CachedFetch(result: .success(fresh), isCached: false)
    } catch {
      return CachedFetch(
        result: .success(fresh), isCached: false, cacheProblem: LoadFailure(error).message)
    }
  } catch let fetchError {
    do {
      if let stored = try cached() {
        trail.markServedFromCache()
        return CachedFetch(result: .success(stored), isCached: true)
      }
      return CachedFetch(result: .failure(fetchError), isCached: false)
    } catch {
      return CachedFetch(
        result: .failure(fetchError), isCached: false, cacheProblem: LoadFailure(error).message)
    }
  }
}
