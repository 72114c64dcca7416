import MVVMKit
import TerminalUI

/// A screen whose view model the inspector shows.
@MainActor
protocol InspectableScreen: TerminalScreen {
  /// The screen's view model.
  var inspectedViewModel: any StateInspectable { get }
}
