package import ExchangeRates
import MVVMKit
package import WebUI

/// The Rates app in the browser: the page that shows each screen of its flow.
package enum RatesPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: RatesFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .rates(let rates): RatesPage(viewModel: rates)
      case .history(let history): RateHistoryPage(viewModel: history)
      }
    }
  }
}
