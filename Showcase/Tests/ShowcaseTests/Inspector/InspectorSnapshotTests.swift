import Clocks
import ExchangeRates
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Cocktails
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The inspector beside Cocktails while the drinks load and after a failure, and beside Rates
/// offline: at 120x36 (the right third) and 80x24 (over the screen), on the bundled data through
/// the inspector's own clients, as the showcase runs them.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct InspectorSnapshotTests {
  /// The frames of `screen` with `inspector` shown, named `name-WIDTHxHEIGHT`.
  private func assertPanel(
    beside screen: any TerminalScreen, _ inspector: Inspector, named name: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
  ) {
    let navigator = Navigator(root: screen)
    navigator.panel = inspector
    for (width, height) in [(120, 36), (80, 24)] {
      assertSnapshot(
        of: frame(of: navigator, width: width, height: height).plainText(), as: .lines,
        named: "\(name)-\(width)x\(height)", fileID: fileID, file: file, testName: testName,
        line: line, column: column)
    }
  }

  /// The Cocktails search on the bundled data through `inspector`, loaded, with the log cleared
  /// (the first two requests race, so their order differs from run to run).
  private func loadedCocktails(_ inspector: Inspector) async -> (
    CocktailSearchViewModel, CocktailSearchScreen
  ) {
    let viewModel = CocktailsCommand.Sources.bundled(clients: inspector)
      .makeSearchViewModel(clock: ImmediateClock())
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await waitUntil { viewModel.drinks.isSettled && viewModel.restaurants.isSettled }
    inspector.requests.removeAll()
    return (viewModel, screen)
  }

  @Test func besideCocktailsWhileTheDrinksLoad() async {
    let inspector = Inspector(isShown: true, clock: TestClock())
    let (viewModel, screen) = await loadedCocktails(inspector)
    // A second of latency on a clock that never moves: the search stays in flight.
    inspector.stepLatency()
    inspector.stepLatency()
    viewModel.searchTextChanged("mar")
    await waitUntil { inspector.requests.exchanges.count == 1 }
    #expect(viewModel.drinks.isLoading)
    #expect(viewModel.drinks.value?.count == 54)
    #expect(inspector.requests.exchanges.map(\.outcome) == [.inFlight])
    assertPanel(beside: screen, inspector, named: "cocktails-loading")
    viewModel.tasks.cancelAll()
  }

  /// A request's lines are kept between frames only while it is as it was: the frame after it is
  /// answered says so, and a narrower panel breaks its URL again.
  @Test func aRequestIsDrawnAgainWhenItEndsOrThePanelNarrows() async {
    let clock = TestClock()
    let inspector = Inspector(isShown: true, clock: clock)
    let (viewModel, screen) = await loadedCocktails(inspector)
    inspector.stepLatency()
    inspector.stepLatency()
    viewModel.searchTextChanged("mar")
    await waitUntil { inspector.requests.exchanges.count == 1 }
    let navigator = Navigator(root: screen)
    navigator.panel = inspector
    func requestLines(width: Int) -> [String] {
      let lines = frame(of: navigator, width: width, height: 36).plainText()
        .split(separator: "\n").map { String($0.split(separator: "│").last ?? "") }
      let start = lines.firstIndex { $0.contains("Requests") } ?? lines.endIndex
      return lines[start...].prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    // Beside the screen at 120 columns, the URL broken in two.
    let url = ["GET www.thecocktaildb.com/api/json/v", "1/1/search.php?s=mar"]
    #expect(requestLines(width: 120) == ["Requests"] + url + ["in flight…"])
    await clock.advance(by: .seconds(1))
    // The log announces the answer on a later main-actor turn; the panel is drawn again then.
    await waitUntil { requestLines(width: 120).last != "in flight…" }
    #expect(requestLines(width: 120) == ["Requests"] + url + ["200 ok · 9.3 kB · 1 s"])
    // Over the screen at 100 columns: wide enough for the URL whole; the panel has the keys, so
    // the section they scroll is marked.
    #expect(
      requestLines(width: 100) == [
        "▸ Requests", "GET www.thecocktaildb.com/api/json/v1/1/search.php?s=mar",
        "200 ok · 9.3 kB · 1 s", "",
      ])
    viewModel.tasks.cancelAll()
  }

  /// The faults' lines are kept between frames only while the faults are as they were.
  @Test func theFaultsAreDrawnAgainWhenOneIsStepped() async {
    let inspector = Inspector(isShown: true, clock: TestClock())
    let (_, screen) = await loadedCocktails(inspector)
    let navigator = Navigator(root: screen)
    navigator.panel = inspector
    func faultLines() -> [String] {
      frame(of: navigator, width: 120, height: 36).plainText().split(separator: "\n")
        .map { String($0.split(separator: "│").last ?? "").trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("F3 ") || $0.hasPrefix("F4 ") || $0.hasPrefix("F5 ") }
    }
    #expect(faultLines().last == "F5 offline   [off] on")
    navigator.handle(.function(5))
    #expect(faultLines().last == "F5 offline   off [on]")
    navigator.handle(.function(3))
    #expect(faultLines().first == "F3 latency   0 [300 ms] 1 s 3 s")
  }

  @Test func besideCocktailsAfterAFailure() async {
    let inspector = Inspector(isShown: true, clock: TestClock())
    let (viewModel, screen) = await loadedCocktails(inspector)
    inspector.stepFailureRate()
    inspector.stepFailureRate()
    viewModel.searchTextChanged("mar")
    await waitUntil { viewModel.drinks.failure != nil }
    await waitUntil { inspector.requests.exchanges.first?.outcome != .inFlight }
    #expect(viewModel.drinks.value?.count == 54)
    assertPanel(beside: screen, inspector, named: "cocktails-failed")
  }

  @Test func besideRatesOffline() async {
    // Latencies on a clock that does not move: 0 ms, the same on every run.
    let inspector = Inspector(isShown: true, clock: TestClock())
    let viewModel = RatesViewModel(
      service: FrankfurterService.bundled(through: wrapping(inspector)),
      cache: InMemoryRatesStore(), clock: ImmediateClock())
    let screen = RatesScreen(viewModel: viewModel)
    // Loaded once, then offline: the retry fails and the cached rates are shown.
    screen.appeared()
    await waitUntil { viewModel.isSettled }
    inspector.requests.removeAll()
    inspector.toggleOffline()
    viewModel.retryTapped()
    await waitUntil { viewModel.isShowingCachedRates && viewModel.isSettled }
    await waitUntil { inspector.requests.exchanges.allSatisfy { $0.outcome != .inFlight } }
    assertPanel(beside: screen, inspector, named: "rates-offline")
  }
}
