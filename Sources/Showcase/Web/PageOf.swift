import MVVMKit
import WebUI

/// What every web page of a view model holds: the view model, the session showing it, and its
/// listening to the view model's events: the web counterpart of ``ScreenOf``.
@MainActor
class PageOf<ViewModel> {
  /// The view model the page shows.
  let viewModel: ViewModel
  /// The session showing the page; set when it appears.
  weak var navigator: (any WebNavigator)?
  /// The page's listening to its view model's events, kept while it lives.
  var subscription: EventSubscription?

  /// A page of `viewModel`.
  init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }
}

extension EventHandlingPage {
  func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
    subscription = viewModel.events.listen { [weak self] event in self?.handle(event) }
  }
}
