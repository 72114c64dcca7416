/// A view model that sends its view one-shot events through one ``EventQueue``, its `events`.
///
/// Conforming is declaring what the view model already has; in return, a ``StateInspectable``
/// view model lists its queue for an inspector without saying so again.
///
/// ```swift
/// @Observable @MainActor
/// final class DrinkSearchViewModel: EventSendingViewModel {
///   enum Event { case showDrink(id: String) }
///   let events = EventQueue<Event>()
/// }
/// ```
@MainActor
public protocol EventSendingViewModel: AnyObject {
  /// The events the view model sends.
  associatedtype Event
  /// The queue the view listens to.
  var events: EventQueue<Event> { get }
}

extension StateInspectable where Self: EventSendingViewModel {
  /// The view model's one queue, ``EventSendingViewModel/events``.
  public var inspectedEventQueues: [any ObservableEventQueue] { [events] }
}
