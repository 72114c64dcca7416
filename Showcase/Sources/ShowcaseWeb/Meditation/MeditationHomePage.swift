package import MVVMKit
package import Meditation
package import WebUI

/// Meditation's home in the browser: the greeting, the board of figures and the last seven days,
/// the way into a session, and the timers.
package final class MeditationHomePage: PageOf<HomeViewModel>, ViewModelPage {
  package var title: String { "Meditation" }

  package var regions: [WebRegion] { [region("home", isLive: true) { $0.home }] }

  package var actionKeys: ActionKeys { .meditation }

  private func home(_ context: RegionContext) -> HTML {
    let actions = Dictionary(viewModel.actions.map { ($0.id, $0) }) { first, _ in first }
    return HTML {
      HTML.element("h1") { viewModel.greeting }
      HTML.paragraph(viewModel.summary, class: "up")
      HTML.paragraph(viewModel.notice, class: "sample")
      MeditationBoardHTML.board(viewModel)
      if let session = actions["session"] {
        HTML.element("p") {
          HTML.action(
            session, keys: actionKeys, title: viewModel.actionTitle, isPrimary: true, in: context)
        }
      }
      // The timer's length, chosen as in the terminal, then started.
      HTML.element("div", ["class": "actions", "role": "group", "aria-label": "Timer"]) {
        for (id, title) in [
          ("shorter-timer", "− Shorter"), ("timer", "▶ " + viewModel.timerTitle),
          ("longer-timer", "Longer +"),
        ] {
          if let action = actions[ActionID(rawValue: id)] {
            HTML.action(action, keys: actionKeys, title: title, in: context)
          }
        }
      }
    }
  }
}
