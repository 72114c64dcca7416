import MVVMKit
import TerminalUI

/// A screen that handles its view model's events: when it appears it tells the view model and
/// listens, and each event reaches ``handle(_:)`` for as long as the screen lives.
protocol EventHandlingScreen: ViewModelScreen where ViewModel: EventSendingViewModel {
  /// The screen's listening, kept while it lives.
  var subscription: EventSubscription? { get set }
  /// Does what `event` asks: pushes a screen, shows an alert.
  func handle(_ event: ViewModel.Event)
}

extension EventHandlingScreen {
  /// Tells the view model, and listens to its events.
  func appeared() {
    viewModelAppeared()
  }

  /// Tells the view model the screen appeared, and listens to its events: what ``appeared()``
  /// does, for a public screen to call from its own.
  func viewModelAppeared() {
    viewModel.appeared()
    subscription = viewModel.events.listen { [weak self] event in self?.handle(event) }
  }
}
