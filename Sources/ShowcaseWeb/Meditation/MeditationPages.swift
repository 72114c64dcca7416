import MVVMKit
package import Meditation
package import WebUI

/// The Meditation app in the browser: the page that shows each screen of its flow.
package enum MeditationPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: MeditationFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .home(let home): MeditationHomePage(viewModel: home)
      case .session(let session): SessionPage(viewModel: session)
      case .summary(let home): SessionSummaryPage(viewModel: home)
      }
    }
  }
}
