/// Told of the events of the ``EventQueue``s it observes, as each is sent and delivered: the hook
/// an inspector's traffic log uses (MVVMKitInspection's `EventTraffic`).
@MainActor
public protocol EventQueueObserver: AnyObject {
  /// `event` was sent; the returned token is passed to ``delivered(_:)`` when it is delivered.
  func sent<Event>(_ event: Event) -> Int
  /// The event whose token is `token` was delivered to the view.
  func delivered(_ token: Int)
}
