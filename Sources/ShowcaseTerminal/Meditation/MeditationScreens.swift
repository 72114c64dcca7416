import MVVMKit
package import Meditation
package import TerminalUI

/// The Meditation app in the terminal: the screen that shows each screen of its flow.
package enum MeditationScreens {
  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: MeditationFlow) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .home(let home): MeditationHomeScreen(viewModel: home)
      case .session(let session): SessionScreen(viewModel: session)
      case .summary(let home): SessionSummaryScreen(viewModel: home)
      }
    }
  }
}
