import Clocks
import MVVMKitTesting
import TerminalUI
import Testing

@testable import ExchangeRates
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The history screen's keys: a cursor that reads out one day, and the spans.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RateHistoryScreenTests {
  private func makeScreen() async -> (RateHistoryViewModel, Navigator) {
    let viewModel = RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: "2026-10-30", service: FrankfurterService.bundled(),
      clock: ImmediateClock())
    let navigator = Navigator(root: RateHistoryScreen(viewModel: viewModel))
    await viewModel.tasks.idle()
    return (viewModel, navigator)
  }

  private func readout(_ navigator: Navigator) -> String? {
    frame(of: navigator, width: 100, height: 30).plainText().split(separator: "\n")
      .first { $0.hasPrefix(" ▲ ") }.map(String.init)
  }

  @Test func arrowsMoveACursorThatReadsOutOneDay() async {
    let (_, navigator) = await makeScreen()
    #expect(readout(navigator) == nil, "no cursor until an arrow is pressed")
    navigator.handle(.left)
    #expect(readout(navigator) == " ▲ 30 Oct 2026 · 1.33989", "it starts on the last day")
    navigator.handle(.left)
    #expect(readout(navigator) == " ▲ 29 Oct 2026 · 1.33169")
    navigator.handle(.home)
    #expect(readout(navigator) == " ▲ 30 Sep 2026 · 1.32865")
    navigator.handle(.character("l"))
    #expect(readout(navigator) == " ▲ 1 Oct 2026 · 1.32337")
  }

  @Test func spansAreChosenByTabShiftTabOrTheirKey() async {
    let (viewModel, navigator) = await makeScreen()
    navigator.handle(.character("y"))
    await viewModel.tasks.idle()
    #expect(viewModel.range == .year)
    navigator.handle(.tab)
    await viewModel.tasks.idle()
    #expect(viewModel.range == .days30)
    navigator.handle(.backTab)
    await viewModel.tasks.idle()
    #expect(viewModel.range == .year)
    navigator.handle(.character("3"))
    await viewModel.tasks.idle()
    #expect(viewModel.range == .days90)
  }
}
