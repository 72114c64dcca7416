import Foundation
public import MVVMKitStorage

/// A ``RatesStore`` and ``PinStore`` in memory, for tests and previews; it can be told to fail,
/// to show what a screen does when its store does.
public final class InMemoryRatesStore: RatesStore, PinStore, @unchecked Sendable {
  // Unchecked: every stored property below is read and written under `lock` only.
  private let lock = NSLock()
  private var latest: [String: ExchangeRates] = [:]
  private var names: [String: String]?
  private var points: [String: [String: RateHistory.Point]] = [:]
  private var pins: [String] = []
  private var failure: CacheError?

  /// Always `false`: the store is written as asked.
  public let isReadOnly = false
  /// The notice the store reports, as a real cache would after rebuilding itself.
  public let notice: String?

  /// An empty store.
  ///
  /// - Parameter notice: The notice to report.
  public init(notice: String? = nil) {
    self.notice = notice
  }

  /// Makes every call from now on throw `error` (or, with `nil`, work again).
  public func fail(with error: CacheError?) {
    lock.withLock { failure = error }
  }

  /// Keeps `rates` as the latest for their base.
  public func store(_ rates: ExchangeRates) throws(CacheError) {
    try access { latest[rates.base] = rates }
  }

  /// The rates kept for `base`, if any.
  public func rates(base: String) throws(CacheError) -> ExchangeRates? {
    try access { latest[base] }
  }

  /// Keeps the currency names.
  public func store(currencyNames names: [String: String]) throws(CacheError) {
    try access { self.names = names }
  }

  /// The currency names kept, if any.
  public func currencyNames() throws(CacheError) -> [String: String]? {
    try access { names }
  }

  /// Adds the points of `history`.
  public func store(_ history: RateHistory) throws(CacheError) {
    try access {
      for point in history.points {
        points["\(history.base)-\(history.target)", default: [:]][point.date] = point
      }
    }
  }

  /// The points kept from `start` to `end`, oldest first; `nil` when none are.
  public func history(
    base: String, target: String, from start: String, to end: String
  ) throws(CacheError) -> RateHistory? {
    try access {
      let kept = (points["\(base)-\(target)"] ?? [:]).values
        .filter { (start...end).contains($0.date) }.sorted { $0.date < $1.date }
      return kept.isEmpty ? nil : RateHistory(base: base, target: target, points: kept)
    }
  }

  /// The pinned currencies, in the order they were pinned.
  public func pinnedCurrencies() throws(CacheError) -> [String] {
    try access { pins }
  }

  /// Pins `code` after those pinned before, or unpins it.
  public func setPinned(_ code: String, _ isPinned: Bool) throws(CacheError) {
    try access {
      pins.removeAll { $0 == code }
      if isPinned { pins.append(code) }
    }
  }

  private func access<T>(_ body: () -> T) throws(CacheError) -> T {
    lock.lock()
    defer { lock.unlock() }
    if let failure { throw failure }
    return body()
  }
}
