import MVVMKit
package import Meditation
import WebUI

/// Meditation's home in the browser: the greeting, the board of figures and the last seven days,
/// and the way into a session.
package final class MeditationHomePage: PageOf<HomeViewModel>, ViewModelPage {
  var title: String { "Meditation" }

  var regions: [WebRegion] {
    [WebRegion("home", isLive: true) { [unowned self] context in home(context) }]
  }

  func handle(_ key: WebKey) -> Bool {
    guard key == .enter else { return false }
    openSession()
    return true
  }

  private func home(_ context: RegionContext) -> HTML {
    let open = context.action("session") { [weak self] in self?.openSession() }
    return HTML {
      HTML.element("h1") { viewModel.greeting }
      HTML.paragraph(viewModel.summary, class: "up")
      HTML.paragraph(viewModel.notice, class: "sample")
      MeditationBoardHTML.board(viewModel)
      HTML.element("p") {
        HTML.element("button", ["type": "button", "class": "primary", "data-action": open]) {
          viewModel.actionTitle
        }
      }
    }
  }

  private func openSession() {
    viewModel.sessionTapped()
  }
}
