/// What every view of a view model that a flow shows holds, whatever draws it: the view model,
/// what going back from the view does in the flow (``FlowViews`` sets it), and the flow's alerts
/// for the view to show while it is on top. A view toolkit's base type for a screen (TerminalUI's
/// `ScreenOf`, WebUI's `PageOf`) subclasses it with its own navigator.
@MainActor
open class ViewOf<ViewModel: AnyObject>: FlowShown {
  /// The view model the view shows.
  public let viewModel: ViewModel
  /// The alerts of the flow that shows the view, for it to show while it is on top; set by
  /// whoever makes the view for the flow.
  public var flowAlerts: EventQueue<FlowAlert>?
  /// What going back from the view does, when a flow shows it (see ``FlowViews``).
  public var flowBack: (@MainActor () -> Bool)?

  /// A view of `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Goes back in the flow that shows the view, if one does; `false` to have the view's stack pop
  /// it.
  open func goBack() -> Bool {
    flowBack?() ?? false
  }
}
