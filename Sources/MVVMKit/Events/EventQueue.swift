/// A queue of one-shot events (navigate, show an alert) from a view model to its view.
///
/// Each event is delivered exactly once. An event sent while no view listens is held, in order,
/// until a listener attaches; an event already delivered is never replayed, neither to a later
/// listener nor to the same view when it listens again. One listener is attached at a time: a new
/// listener replaces the previous one, whose subscription then receives nothing more.
///
/// ```swift
/// // In the view model
/// let events = EventQueue<Event>()
/// func drinkSelected(id: String) { events.send(.showDrink(id: id)) }
///
/// // In the view
/// subscription = viewModel.events.listen { event in navigate(to: event) }
/// ```
///
/// Set ``observer`` to be told of each event as it is sent and delivered (an inspector's traffic
/// log does, in MVVMKitInspection).
@MainActor
public final class EventQueue<Event>: ObservableEventQueue {
  /// Told of each event as it is sent and delivered; `nil` (the default) tells no one.
  public var observer: (any EventQueueObserver)?
  /// The held events, each with the token its observer gave it, if any.
  private var pending: [(event: Event, record: Int?)] = []
  private var listener: Listener?

  private struct Listener {
    weak var subscription: EventSubscription?
    let handler: @MainActor (Event) -> Void
  }

  /// Creates an empty queue.
  public init() {}

  /// The events sent while no listener was attached, oldest first, waiting to be delivered.
  public var pendingEvents: [Event] { pending.map { $0.event } }

  /// Delivers `event` to the attached listener now, or holds it until one attaches.
  public func send(_ event: Event) {
    let record = observer?.sent(event)
    if let handler = activeHandler() {
      deliver((event, record), to: handler)
    } else {
      pending.append((event, record))
    }
  }

  /// Attaches `handler` as the only listener and hands it every held event, oldest first.
  ///
  /// - Parameter handler: Receives each event once, on the main actor.
  /// - Returns: The subscription. Cancel it, or release it, to detach; events sent afterwards are
  ///   held for the next listener.
  public func listen(_ handler: @escaping @MainActor (Event) -> Void) -> EventSubscription {
    let subscription = EventSubscription()
    listener = Listener(subscription: subscription, handler: handler)
    subscription.queueDetach = { [weak self, weak subscription] in
      guard let self, self.listener?.subscription === subscription else { return }
      self.listener = nil
    }
    // One event at a time: the handler may cancel its subscription while the queue drains.
    while !pending.isEmpty, let handler = activeHandler(), listener?.subscription === subscription {
      deliver(pending.removeFirst(), to: handler)
    }
    return subscription
  }

  private func deliver(
    _ held: (event: Event, record: Int?), to handler: @MainActor (Event) -> Void
  ) {
    if let record = held.record { observer?.delivered(record) }
    handler(held.event)
  }

  private func activeHandler() -> (@MainActor (Event) -> Void)? {
    guard let listener, listener.subscription?.isCancelled == false else { return nil }
    return listener.handler
  }
}
