/// Where a ``CachingHTTPClient`` keeps its responses, by key (a request's method and URL).
///
/// MVVMKitStorage's `HTTPCacheFile` keeps them in an SQLite file several processes share, within
/// a byte budget; ``MemoryHTTPCacheStore`` keeps them for the process's life.
public protocol HTTPCacheStore: Sendable {
  /// The response kept for `key`, if any; reading it counts as using it (for a store that evicts
  /// the least recently used).
  ///
  /// - Throws: An error that says why the store cannot be read; the client then asks the server.
  func response(for key: String) throws -> CachedResponse?
  /// Keeps `response` for `key`, replacing what was kept.
  ///
  /// - Throws: An error that says why it could not be kept; the answer still reaches the app.
  func keep(_ response: CachedResponse, for key: String) throws
}
