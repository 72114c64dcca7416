import ConcurrencyExtras

/// The exchanges a piece of work made through ``RecordingHTTPClient``s, so that the work can say
/// how they ended for the app: a fetch that failed but was covered by a cached copy is marked
/// ``HTTPExchange/Outcome/servedFromCache(_:)`` in its log.
///
/// ```swift
/// let trail = HTTPExchangeTrail()
/// do {
///   return try await trail.following { try await service.latestRates(base: base) }
/// } catch {
///   guard let cached = try store.rates(base: base) else { throw error }
///   trail.markServedFromCache()
///   return cached
/// }
/// ```
///
/// Without a recording client (an app without an inspector) it records nothing and marks nothing.
public final class HTTPExchangeTrail: Sendable {
  @TaskLocal static var current: HTTPExchangeTrail?
  private let exchanges = LockIsolated<[(log: HTTPExchangeLog, id: Int)]>([])

  /// An empty trail.
  public init() {}

  /// Runs `work`, following the exchanges it makes, in its task and the tasks it awaits.
  public func following<T: Sendable>(
    _ work: @Sendable () async throws -> T
  ) async throws -> T {
    try await Self.$current.withValue(self) { try await work() }
  }

  /// Marks every failed exchange of the trail as served from the app's cache.
  public func markServedFromCache() {
    for (log, id) in exchanges.value { log.markServedFromCache(id) }
  }

  /// Adds the exchange `id` of `log` to the trail.
  func add(_ id: Int, of log: HTTPExchangeLog) {
    exchanges.withValue { $0.append((log, id)) }
  }
}
