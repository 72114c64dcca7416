import MVVMKit
package import Meditation
package import WebUI

/// The end of a session in the browser: the time listened, and the board with it counted.
package final class SessionSummaryPage: PageOf<HomeViewModel>, ViewModelPage {
  package var title: String { "Session" }

  package var regions: [WebRegion] { [region("summary", isLive: true) { $0.summary }] }

  private func summary(_ context: RegionContext) -> HTML {
    let home = context.action("home") { [weak self] in self?.navigator?.goBack() }
    return HTML {
      HTML.element("h1") { viewModel.summaryTitle }
      // What the session added, in green; until then, what the summary waits for, muted.
      HTML.element("p", ["class": viewModel.summary == nil ? "muted" : "up"]) {
        viewModel.summary ?? viewModel.summaryPlaceholder
      }
      HTML.paragraph(viewModel.notice, class: "sample")
      MeditationBoardHTML.board(viewModel)
      HTML.element("p") {
        HTML.element("button", ["type": "button", "class": "primary", "data-action": home]) {
          "Home"
        }
      }
    }
  }
}
