package import ExchangeRates
import MVVMKit
package import TerminalUI

/// The Rates app in the terminal: the screen that shows each screen of its flow.
package enum RatesScreens {
  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: RatesFlow) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .rates(let rates): RatesScreen(viewModel: rates)
      case .history(let history): RateHistoryScreen(viewModel: history)
      }
    }
  }
}
