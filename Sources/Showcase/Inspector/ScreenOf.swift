import MVVMKit
public import TerminalUI

/// What every screen of a view model holds: the view model, the navigator showing the screen,
/// and, for a screen that handles its view model's events, its listening to them.
///
/// A screen subclasses it and declares what it is:
///
/// ```swift
/// final class PlaceListScreen: ScreenOf<PlaceListViewModel>, EventHandlingScreen { … }
/// ```
@MainActor
public class ScreenOf<ViewModel> {
  /// The view model the screen shows.
  public let viewModel: ViewModel
  /// The navigator showing the screen; set when it is pushed.
  public weak var navigator: Navigator?
  /// The screen's listening to its view model's events, kept while it lives.
  var subscription: EventSubscription?
  /// What going back from the screen does, when a flow shows it (see ``FlowViews``).
  var flowBack: (@MainActor () -> Bool)?

  /// A screen of `viewModel`.
  init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Goes back in the flow that shows the screen, if one does; `false` to have the navigator pop
  /// it.
  public func goBack() -> Bool {
    flowBack?() ?? false
  }
}

extension ScreenOf: FlowShown {}
