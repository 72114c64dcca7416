public import MVVMKit

/// What every terminal screen of a view model holds: the view model, the navigator showing the
/// screen, what going back from it does in the flow that shows it, and the flow's alerts. Where a
/// screen's events lead is the flow's to say, not the screen's.
///
/// A screen subclasses it and says what it is; with ``ViewModelScreen`` it appears by telling its
/// view model, and a `FlowViews` that shows it sends Back (Esc, `q`) to the flow:
///
/// ```swift
/// final class IngredientScreen: ScreenOf<IngredientViewModel>, ViewModelScreen {
///   var title: String { viewModel.title }
///   var bindings: [KeyBinding] { [] }
///   func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) { … }
/// }
/// ```
@MainActor
open class ScreenOf<ViewModel: AnyObject> {
  /// The view model the screen shows.
  public let viewModel: ViewModel
  /// The navigator showing the screen; set when it is pushed.
  public weak var navigator: Navigator?
  /// The screen's listening (to its flow's alerts), kept while it lives.
  private var subscription: EventSubscription?
  /// The alerts of the flow that shows the screen, for it to show while it is on top (see
  /// ``showAlerts(from:)``); set by whoever makes the screen for the flow.
  public var flowAlerts: EventQueue<FlowAlert>?
  /// What going back from the screen does, when a flow shows it (see `FlowViews`).
  public var flowBack: (@MainActor () -> Bool)?

  /// A screen of `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Goes back in the flow that shows the screen, if one does; `false` to have the navigator pop
  /// it.
  open func goBack() -> Bool {
    flowBack?() ?? false
  }

  /// Shows `alerts` over the screen from now on: the screen on top calls it as it appears, so
  /// that its flow's alerts (held while none listens) are shown over whichever screen is shown.
  public func showAlerts(from alerts: EventQueue<FlowAlert>) {
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.present(
        Alert(title: alert.title, message: alert.message, buttons: [Alert.Button(alert.button)]))
    }
  }
}

extension ScreenOf: FlowShown {}
