import MVVMKit
import Meditation
import WebUI

/// The board of figures and the last seven days, the same on the home and the summary.
@MainActor
enum MeditationBoardHTML {
  static func board(_ viewModel: HomeViewModel) -> HTML {
    if let placeholder = HTML.placeholder(
      for: viewModel.statistics.listStatus(emptyMessage: "", isEmpty: { _ in false }),
      hasContent: false, loading: viewModel.statisticsLoadingText, retry: nil)
    {
      return placeholder
    }
    let days = viewModel.lastSevenDays
    let most = viewModel.lastSevenDaysScale
    return HTML {
      HTML.element("ul", ["class": "figures"]) {
        for figure in viewModel.figures {
          HTML.element("li") {
            HTML.element("span") { figure.label }
            HTML.element("strong") { figure.value }
          }
        }
      }
      HTML.sectionHeader(viewModel.lastSevenDaysTitle)
      HTML.element("ul", ["class": "days"]) {
        for day in days {
          HTML.element("li") {
            HTML.element("span") { day.day }
            HTML.element(
              "meter", ["min": "0", "max": "\(most)", "value": "\(day.seconds)"]
            ) { day.time }
            HTML.element("span", ["class": "muted"]) { day.time }
          }
        }
      }
    }
  }
}
