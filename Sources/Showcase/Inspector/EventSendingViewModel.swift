import MVVMKit

/// A view model as a screen drives it: told when the screen appears, and sending the screen
/// one-shot events (to navigate, to alert).
@MainActor
protocol EventSendingViewModel: AppearingViewModel {
  /// What the view model asks its view to do once.
  associatedtype Event
  /// The events, delivered to the screen listening.
  var events: EventQueue<Event> { get }
}
