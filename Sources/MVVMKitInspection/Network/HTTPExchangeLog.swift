import ConcurrencyExtras
import MVVMKitNetworking
public import Observation

/// The exchanges that one or more ``RecordingHTTPClient``s saw, newest first: one log for all the
/// services of an app, read from any thread, and observable (reading ``exchanges`` inside
/// `observe` or `withObservationTracking` tracks every later change; changes are announced on the
/// main actor, where views read them).
///
/// It keeps the newest ``capacity`` exchanges.
public final class HTTPExchangeLog: Observable, Sendable {
  /// How many exchanges it keeps; older ones are dropped.
  public let capacity: Int
  private let registrar = ObservationRegistrar()
  private let storage = LockIsolated(Storage())

  private struct Storage {
    var exchanges: [HTTPExchange] = []
    var lastID = 0
  }

  /// An empty log keeping the newest `capacity` exchanges (at least one).
  public init(capacity: Int = 500) {
    self.capacity = max(1, capacity)
  }

  /// Every exchange kept, newest first.
  public var exchanges: [HTTPExchange] {
    registrar.access(self, keyPath: \.exchanges)
    return storage.value.exchanges
  }

  /// Records a request as sent and in flight; returns its id.
  func begin(method: String, url: String) -> Int {
    let endpoint = method + " " + url.prefix { $0 != "?" }
    return mutate { storage in
      storage.lastID += 1
      // An earlier request to this endpoint that was already cancelled was superseded by this one.
      for index in storage.exchanges.indices
      where storage.exchanges[index].endpoint == endpoint
        && storage.exchanges[index].outcome == .cancelled
      {
        storage.exchanges[index].outcome = .superseded
      }
      storage.exchanges.insert(
        HTTPExchange(
          id: storage.lastID, method: method, url: url, outcome: .inFlight, endpoint: endpoint),
        at: 0)
      if storage.exchanges.count > capacity { storage.exchanges.removeLast() }
      return storage.lastID
    }
  }

  /// Records how the exchange `id` ended.
  func end(
    _ id: Int, _ outcome: HTTPExchange.Outcome, latency: Duration, statusCode: Int?, bytes: Int?
  ) {
    mutate { storage in
      guard let index = storage.exchanges.firstIndex(where: { $0.id == id }) else { return }
      var exchange = storage.exchanges[index]
      // Cancelled after a newer request to the same endpoint was sent: superseded by it.
      let isSuperseded =
        outcome == .cancelled
        && storage.exchanges[..<index].contains { $0.endpoint == exchange.endpoint }
      exchange.outcome = isSuperseded ? .superseded : outcome
      exchange.latency = latency
      exchange.statusCode = statusCode
      exchange.bytes = bytes
      storage.exchanges[index] = exchange
    }
  }

  /// Marks the exchange `id`, if it failed, as served from the app's cache.
  func markServedFromCache(_ id: Int) {
    mutate { storage in
      guard let index = storage.exchanges.firstIndex(where: { $0.id == id }),
        case .failed(let sentence) = storage.exchanges[index].outcome
      else { return }
      storage.exchanges[index].outcome = .servedFromCache(sentence)
    }
  }

  /// Notes what the app made of the answer of `id` (see ``HTTPExchange/reading``).
  func setReading(_ reading: HTTPAnswerReading, of id: Int) {
    mutate { storage in
      guard let index = storage.exchanges.firstIndex(where: { $0.id == id }),
        storage.exchanges[index].outcome == .answered
      else { return }
      storage.exchanges[index].reading = reading
    }
  }

  /// Removes every exchange (a "clear" in an inspector); the ids go on from the last one.
  public func removeAll() {
    mutate { $0.exchanges.removeAll() }
  }

  /// Changes the storage now, under its lock, and announces the change on the main actor.
  ///
  /// The requests end on any thread, but a change announced on another thread while a view on the
  /// main actor is between reading the log and starting to track it would be missed; announced on
  /// the main actor, it cannot fall in that gap, and the view reads the log as it is then.
  private func mutate<T: Sendable>(_ change: @Sendable (inout Storage) -> T) -> T {
    let result = storage.withValue(change)
    Task { @MainActor [registrar] in
      registrar.withMutation(of: self, keyPath: \.exchanges) {}
    }
    return result
  }
}
