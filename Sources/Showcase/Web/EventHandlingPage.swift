import MVVMKit
import WebUI

/// A page that handles its view model's events: when it appears it tells the view model and
/// listens, and each event reaches ``handle(_:)`` for as long as the page lives.
@MainActor
protocol EventHandlingPage: ViewModelPage where ViewModel: EventSendingViewModel {
  /// The page's listening to its view model's events, kept while it lives.
  var subscription: EventSubscription? { get set }
  /// Does what `event` asks: pushes a page, shows an alert.
  func handle(_ event: ViewModel.Event)
}
