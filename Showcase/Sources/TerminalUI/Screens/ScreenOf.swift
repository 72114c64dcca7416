public import MVVMKit

/// What every terminal screen of a view model holds: what every view of one does (`ViewOf`: the
/// view model, going back in the flow that shows it, the flow's alerts) and the navigator showing
/// the screen. Where a screen's events lead is the flow's to say, not the screen's.
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
open class ScreenOf<ViewModel: AnyObject>: ViewOf<ViewModel> {
  /// The navigator showing the screen; set when it is pushed.
  public weak var navigator: Navigator?
  /// The screen's listening (to its flow's alerts), kept while it lives.
  private var subscription: EventSubscription?

  /// Shows `alerts` over the screen from now on: the screen on top calls it as it appears, so
  /// that its flow's alerts (held while none listens) are shown over whichever screen is shown.
  public func showAlerts(from alerts: EventQueue<FlowAlert>) {
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.present(
        Alert(title: alert.title, message: alert.message, buttons: [Alert.Button(alert.button)]))
    }
  }
}
