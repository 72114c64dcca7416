package import MVVMKit
import WebUI

/// What every web page of a view model holds: the view model, the session showing it, and its
/// listening to the view model's events: the web counterpart of ``ScreenOf``.
@MainActor
package class PageOf<ViewModel> {
  /// The view model the page shows.
  let viewModel: ViewModel
  /// The session showing the page; set when it appears.
  weak var navigator: (any WebNavigator)?
  /// The page's listening (to its flow's alerts), kept while it lives.
  var subscription: EventSubscription?
  /// The alerts of the flow that shows the page, for it to show while it is on top (see
  /// ``showAlerts(from:in:)``); set by whoever makes the page for the flow.
  package var flowAlerts: EventQueue<FlowAlert>?
  /// What going back from the page does, when a flow shows it (see ``FlowViews``).
  package var flowBack: (@MainActor () -> Bool)?

  /// A page of `viewModel`.
  package init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Goes back in the flow that shows the page, if one does; `false` to have the session pop it.
  func goBack() -> Bool {
    flowBack?() ?? false
  }

  /// Shows `alerts` over the page from now on, through `navigator`: the page on top calls it as
  /// it appears, so that its flow's alerts (held while none listens) are shown over whichever
  /// page is shown.
  func showAlerts(from alerts: EventQueue<FlowAlert>, in navigator: any WebNavigator) {
    self.navigator = navigator
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.alert(title: alert.title, message: alert.message)
    }
  }
}

extension PageOf: FlowShown {}
