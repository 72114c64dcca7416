public import MVVMKitStorage

/// Where the rates app keeps what it fetched, for the next launch offline: ``RatesCache`` (SQLite)
/// in the app, ``InMemoryRatesStore`` in tests and previews.
///
/// Every call throws ``CacheError`` with a sentence for the user; the view models show it and go
/// on without the store.
public protocol RatesStore: Sendable {
  /// Whether the store is read but never updated (a read-only cache file).
  var isReadOnly: Bool { get }
  /// A sentence to show once about the store, such as a cache that was rebuilt or is read-only.
  var notice: String? { get }
  /// Keeps `rates` as the latest for their base.
  func store(_ rates: ExchangeRates) throws(CacheError)
  /// The rates kept for `base`, if any.
  func rates(base: String) throws(CacheError) -> ExchangeRates?
  /// Keeps the currency names, replacing those kept before.
  func store(currencyNames names: [String: String]) throws(CacheError)
  /// The currency names kept, if any.
  func currencyNames() throws(CacheError) -> [String: String]?
  /// Adds the points of `history`.
  func store(_ history: RateHistory) throws(CacheError)
  /// The points kept of `target` against `base` from `start` to `end`; `nil` when none are.
  func history(base: String, target: String, from start: String, to end: String) throws(CacheError)
    -> RateHistory?
}

extension RatesCache: RatesStore {}
