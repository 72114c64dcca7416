public import MVVMKitStorage

/// Where the rates screen keeps the currencies the user pinned to the top of its list:
/// ``PinsFile`` (SQLite, in the user's data directory) in the app, ``InMemoryRatesStore`` in tests
/// and previews.
///
/// Pins are the user's choice, not a copy of something fetched: they are kept apart from the
/// offline cache (``RatesStore``), which the system or the user may clear at any time.
public protocol PinStore: Sendable {
  /// Whether the pins are read but never updated (a read-only file).
  var isReadOnly: Bool { get }
  /// A sentence to show once about the store, such as a file that was rebuilt or is read-only.
  var notice: String? { get }
  /// The currencies pinned, in the order they were pinned.
  func pinnedCurrencies() throws(CacheError) -> [String]
  /// Pins `code` after those pinned before, or unpins it.
  func setPinned(_ code: String, _ isPinned: Bool) throws(CacheError)
}

extension PinsFile: PinStore {}
