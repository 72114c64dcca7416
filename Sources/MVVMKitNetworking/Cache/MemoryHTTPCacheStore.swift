import ConcurrencyExtras

/// Responses kept in memory, for the process's life: for tests, and an app that wants
/// revalidation without a file.
public final class MemoryHTTPCacheStore: HTTPCacheStore {
  private let kept = LockIsolated<[String: CachedResponse]>([:])

  /// An empty store.
  public init() {}

  /// The response kept for `key`, if any.
  public func response(for key: String) -> CachedResponse? {
    kept.value[key]
  }

  /// Keeps `response` for `key`, replacing what was kept.
  public func keep(_ response: CachedResponse, for key: String) {
    kept.withValue { $0[key] = response }
  }
}
