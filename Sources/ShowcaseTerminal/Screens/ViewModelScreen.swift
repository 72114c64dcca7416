package import MVVMKit
package import TerminalUI

/// A screen that shows a view model: the inspector shows that view model's state and events.
/// A screen declares it once, in place of `TerminalScreen`; its `viewModel` is all it needs.
@MainActor
package protocol ViewModelScreen: TerminalScreen {
  /// The view model's type.
  associatedtype ViewModel: StateInspectable
  /// The view model the screen shows.
  var viewModel: ViewModel { get }
}

extension ViewModelScreen where ViewModel: AppearingViewModel {
  /// Tells the view model, which starts what it loads.
  package func appeared() {
    viewModel.appeared()
  }
}
