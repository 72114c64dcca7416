import ConcurrencyExtras

/// The exchanges a piece of work made through recording clients (an inspector's, in
/// MVVMKitInspection), so that the work can say how they ended for the app: a fetch that failed
/// but was covered by a cached copy is marked served from cache in the log that recorded it.
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
/// Trails nest: the exchanges of a trail followed inside another's work are on both (a fetch
/// follows its own, to say what it made of the answer; the work around it may mark them served
/// from cache).
///
/// Without a recording client (an app without an inspector) it records nothing and marks nothing.
public final class HTTPExchangeTrail: Sendable {
  @TaskLocal static var current: HTTPExchangeTrail?
  private let exchanges = LockIsolated<[any HTTPExchangeNotes]>([])
  private let parent = LockIsolated<HTTPExchangeTrail?>(nil)

  /// An empty trail.
  public init() {}

  /// Runs `work`, following the exchanges it makes, in its task and the tasks it awaits.
  public func following<T: Sendable>(
    _ work: @Sendable () async throws -> T
  ) async throws -> T {
    parent.setValue(Self.current)
    return try await Self.$current.withValue(self) { try await work() }
  }

  /// Runs `work`, following the exchanges it makes, throwing its own error type.
  func following<T, E: Error>(typed work: () async throws(E) -> T) async throws(E) -> T {
    parent.setValue(Self.current)
    let result: Result<T, E> = await Self.$current.withValue(self) {
      do throws(E) { return .success(try await work()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Marks every failed exchange of the trail as served from the app's cache.
  public func markServedFromCache() {
    for exchange in exchanges.value { exchange.servedFromCache() }
  }

  /// Notes on every answered exchange of the trail what the app made of the answer.
  func mark(_ reading: HTTPAnswerReading) {
    for exchange in exchanges.value { exchange.answerWasRead(reading) }
  }

  /// Adds an exchange just sent to the trail being followed, if any, and to the trails it was
  /// followed inside: what a recording client calls for each request.
  public static func join(_ exchange: any HTTPExchangeNotes) {
    current?.add(exchange)
  }

  private func add(_ exchange: any HTTPExchangeNotes) {
    exchanges.withValue { $0.append(exchange) }
    parent.value?.add(exchange)
  }
}
