/// What a list section should show for its state: the one place a view needs to look to pick a
/// placeholder, a spinner, an empty message or an error banner.
public enum ListStatus: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// The first load runs; there is nothing to show yet (a loading placeholder).
  case loading
  /// The items are shown and current.
  case loaded
  /// The items shown are from before a load that is running (show them dimmed).
  case refreshing
  /// The load found nothing; the message says so.
  case empty(String)
  /// The last load failed; the message says why. Items from before may still be shown.
  case failed(String)

  /// Whether the status is ``failed(_:)``.
  public var isFailure: Bool {
    if case .failed = self { true } else { false }
  }
}

extension Loadable {
  /// The status for this state: `isEmpty` says whether a loaded value has nothing to show, in
  /// which case the status is `.empty(emptyMessage)`.
  public func listStatus(
    emptyMessage: @autoclosure () -> String, isEmpty: (Value) -> Bool
  ) -> ListStatus {
    switch self {
    case .idle: .idle
    case .loading(nil): .loading
    case .loading(.some): .refreshing
    case .loaded(let value): isEmpty(value) ? .empty(emptyMessage()) : .loaded
    case .failed(let failure, _): .failed(failure.message)
    }
  }
}

extension Loadable where Value: Collection {
  /// The list status for this state, with `emptyMessage` for a loaded empty collection.
  public func listStatus(emptyMessage: @autoclosure () -> String) -> ListStatus {
    // A closure, not `\.isEmpty`: a key path through a generic type is made anew at each call,
    // and a view asks for its sections' status on every frame.
    listStatus(emptyMessage: emptyMessage(), isEmpty: { $0.isEmpty })
  }
}
