/// A listener's attachment to an ``EventQueue``; cancelling or releasing it detaches the listener.
@MainActor
public final class EventSubscription {
  /// Set by the queue: detaches this listener from it.
  var queueDetach: (@MainActor () -> Void)?

  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init() {}

  /// Detaches the listener; events sent afterwards wait for the next one.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    queueDetach?()
    queueDetach = nil
  }
}
