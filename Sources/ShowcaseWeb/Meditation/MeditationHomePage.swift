import MVVMKit
package import Meditation
import WebUI

/// Meditation's home in the browser: the greeting, the board of figures and the last seven days,
/// the way into a session, and the timers.
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
      // A timer starts at once: one button each.
      HTML.element("div", ["class": "ranges", "role": "group", "aria-label": "Timer"]) {
        for minutes in viewModel.timerChoices {
          HTML.element(
            "button",
            [
              "type": "button",
              "data-action": context.action("timer-\(minutes)") { [weak self] in
                self?.viewModel.timerTapped(minutes: minutes)
              },
            ]
          ) { "Timer · \(minutes) min" }
        }
      }
    }
  }

  private func openSession() {
    viewModel.sessionTapped()
  }
}
