public import MVVMKit

/// What every web page of a view model holds: the view model, the session showing it, what going
/// back from it does in the flow that shows it, and the flow's alerts: the web counterpart of
/// TerminalUI's `ScreenOf`.
///
/// A page subclasses it and says what it is; with ``ViewModelPage`` it prepares, appears, waits
/// for and retries its view model, and a `FlowViews` that shows it sends Back (Esc, the
/// breadcrumb, the browser's Back) to the flow:
///
/// ```swift
/// final class IngredientPage: PageOf<IngredientViewModel>, ViewModelPage {
///   var title: String { viewModel.title }
///   var regions: [WebRegion] { … }
/// }
/// ```
@MainActor
open class PageOf<ViewModel: AnyObject> {
  /// The view model the page shows.
  public let viewModel: ViewModel
  /// The session showing the page; set when it appears.
  public weak var navigator: (any WebNavigator)?
  /// The page's listening (to its flow's alerts), kept while it lives.
  private var subscription: EventSubscription?
  /// The alerts of the flow that shows the page, for it to show while it is on top (see
  /// ``showAlerts(from:in:)``); set by whoever makes the page for the flow.
  public var flowAlerts: EventQueue<FlowAlert>?
  /// What going back from the page does, when a flow shows it (see `FlowViews`).
  public var flowBack: (@MainActor () -> Bool)?

  /// A page of `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Goes back in the flow that shows the page, if one does; `false` to have the session pop it.
  open func goBack() -> Bool {
    flowBack?() ?? false
  }

  /// Shows `alerts` over the page from now on, through `navigator`: the page on top calls it as
  /// it appears, so that its flow's alerts (held while none listens) are shown over whichever
  /// page is shown.
  public func showAlerts(from alerts: EventQueue<FlowAlert>, in navigator: any WebNavigator) {
    self.navigator = navigator
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.alert(title: alert.title, message: alert.message)
    }
  }
}

extension PageOf: FlowShown {}
