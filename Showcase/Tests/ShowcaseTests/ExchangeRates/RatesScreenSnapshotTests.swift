import Clocks
import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import ExchangeRates
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The ExchangeRates screens, as text, at 100x30 and 60x20, on the bundled ECB data.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct RatesScreenSnapshotTests {
  private func ratesScreen(service: any ExchangeRateService = FrankfurterService.bundled()) async
    -> (RatesViewModel, RatesScreen)
  {
    let viewModel = RatesViewModel(base: "GBP", service: service, clock: ImmediateClock())
    let screen = RatesScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    return (viewModel, screen)
  }

  @Test func rates() async {
    let (viewModel, screen) = await ratesScreen()
    viewModel.amountChanged("1,000")
    assertFrames(screen, named: "rates")
    assertFrames(screen, named: "rates", showingHelp: true)
  }

  @Test func filteredWithABadAmount() async {
    let (viewModel, screen) = await ratesScreen()
    viewModel.filterChanged("kr")
    viewModel.amountChanged("abc")
    assertFrames(screen, named: "filtered-bad-amount")
  }

  @Test func failed() async {
    let client = StubHTTPClient()
    await client.stub("latest", with: .failure(.transport("connection refused")))
    let (_, screen) = await ratesScreen(service: FrankfurterService(client: client))
    assertFrames(screen, named: "failed")
  }

  @Test func offline() async throws {
    let client = StubHTTPClient()
    let bundled = try await ExchangeRatesBundle.client().send(
      HTTPRequest(url: URL(string: "http://x/latest?from=GBP")!))
    let json = String(decoding: bundled.body, as: UTF8.self)
    await client.stub("latest", with: .json(json), .failure(.timeout))
    let (viewModel, screen) = await ratesScreen(service: FrankfurterService(client: client))
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    assertFrames(screen, named: "offline")
  }

  @Test func history() async {
    for range in [RateHistoryViewModel.Range.days30, .year] {
      let viewModel = RateHistoryViewModel(
        base: "GBP", target: "USD", asOf: "2026-10-30", service: FrankfurterService.bundled(),
        clock: ImmediateClock())
      let screen = RateHistoryScreen(viewModel: viewModel)
      screen.appeared()
      while viewModel.range != range { viewModel.rangeCycled() }
      await viewModel.tasks.idle()
      assertFrames(screen, named: "history-\(range.rawValue)")
      if range == .days30 { assertFrames(screen, named: "history", showingHelp: true) }
    }
  }
}
