/// The state of one data source on a screen: not started, loading, loaded, or failed.
///
/// Reloading and failing keep the previous value, so a screen can go on showing stale data (dimmed,
/// or under a banner) instead of a blank while a refresh runs or after it fails.
///
/// ```swift
/// drinks.startLoading()                  // .loading(previous: the drinks shown so far)
/// drinks = .loaded(try await search())   // or drinks.fail(error)
/// ```
public enum Loadable<Value> {
  /// Nothing was asked for yet.
  case idle
  /// A load runs; `previous` is the value from before it, if there was one.
  case loading(previous: Value?)
  /// The source answered with `Value`.
  case loaded(Value)
  /// The last load failed; `previous` is the value from before it, if there was one.
  case failed(LoadFailure, previous: Value?)
}

extension Loadable: Sendable where Value: Sendable {}
extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}

extension Loadable {
  /// The latest value: the loaded one, or the one kept while reloading or after a failure.
  public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let previous): previous
    }
  }

  /// The failure of the last load, or `nil` unless the state is ``failed(_:previous:)``.
  public var failure: LoadFailure? {
    if case .failed(let failure, _) = self { failure } else { nil }
  }

  /// Whether a load is running.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// Whether the last load has finished, with a value or a failure (not idle, not loading).
  public var isSettled: Bool {
    switch self {
    case .loaded, .failed: true
    case .idle, .loading: false
    }
  }

  /// Whether the value shown is left over from before the current load or a failed one.
  public var isStale: Bool {
    switch self {
    case .loading(.some), .failed(_, .some): true
    default: false
    }
  }

  /// Moves to ``loading(previous:)``, keeping the current value.
  public mutating func startLoading() {
    self = .loading(previous: value)
  }

  /// Moves to ``failed(_:previous:)`` with a readable message for `error`, keeping the current value.
  public mutating func fail(_ error: any Error) {
    self = .failed(LoadFailure(error), previous: value)
  }

  /// The same state with its value (loaded or kept) transformed.
  ///
  /// - Parameter transform: Applied to the value, wherever the state holds one.
  /// - Returns: A `Loadable` in the same case, holding `transform`'s result.
  public func map<T, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> Loadable<T> {
    switch self {
    case .idle: .idle
    case .loading(let previous): .loading(previous: try previous.map(transform))
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let failure, let previous): .failed(failure, previous: try previous.map(transform))
    }
  }
}
