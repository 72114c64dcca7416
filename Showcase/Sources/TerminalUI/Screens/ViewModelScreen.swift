public import MVVMKit

/// A terminal screen that shows a view model: an inspector shows that view model's state and
/// events, and a screen whose view model loads when it appears needs no `appeared()` of its own.
/// A screen declares it once, in place of ``TerminalScreen``; its `viewModel` is all it needs
/// (``ScreenOf`` has it).
@MainActor
public protocol ViewModelScreen: TerminalScreen {
  /// The view model's type.
  associatedtype ViewModel: AnyObject
  /// The view model the screen shows.
  var viewModel: ViewModel { get }
}

extension ViewModelScreen where ViewModel: RetryingViewModel {
  /// `r`, retrying what failed, while the view model has a failure; none otherwise: added to a
  /// screen's bindings, so that every screen retries with the same key.
  public var retryBindings: [KeyBinding] {
    guard viewModel.canRetry else { return [] }
    return [.retry { [weak viewModel] in viewModel?.retryTapped() }]
  }
}

extension ViewModelScreen where ViewModel: AppearingViewModel {
  /// Tells the view model, which starts what it loads.
  public func appeared() {
    viewModel.appeared()
  }
}
