import Clocks
import Foundation
import MVVMKitTesting
import TerminalUI
import Testing

@testable import ExchangeRates
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// Keys on the rates screen, and what the list does when its rows change.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RatesScreenTests {
  /// The app's screens as its flow shows them, on `service`, with a navigator over them.
  static func makeScreen(service: any ExchangeRateService) -> (RatesViewModel, Navigator) {
    let flow = RatesFlow(service: service, clock: ImmediateClock())
    let screens = AppScreens.screens(of: flow)
    let viewModel = (screens[0] as? RatesScreen)?.viewModel ?? RatesViewModel()
    return (viewModel, Navigator(root: screens[0]))
  }

  @Test func refreshedRatesKeepTheSelectedCurrencySelected() async throws {
    let answers = RatesAnswers()
    let service = TestExchangeRateService(
      latestRates: { _ in await answers.next() },
      currencies: { ["EUR": "Euro", "USD": "United States Dollar", "AUD": "Australian Dollar"] })
    let (viewModel, navigator) = Self.makeScreen(service: service)
    let screen = try #require(navigator.top)
    await viewModel.tasks.idle()
    _ = frame(of: screen, width: 100, height: 30)
    navigator.handle(.down)  // USD, below EUR
    viewModel.retryTapped()  // the refresh brings AUD, sorted first
    await viewModel.tasks.idle()
    _ = frame(of: screen, width: 100, height: 30)
    navigator.handle(.enter)
    #expect(navigator.top?.title == "GBP → USD", "still USD, now third")
  }
}

/// The latest rates: EUR and USD first, then with AUD too.
@MainActor private final class RatesAnswers {
  private var calls = 0

  func next() -> ExchangeRates {
    calls += 1
    var rates: [String: Decimal] = [
      "EUR": Decimal(string: "1.19")!, "USD": Decimal(string: "1.34")!,
    ]
    if calls > 1 { rates["AUD"] = Decimal(string: "2.03")! }
    return ExchangeRates(base: "GBP", date: "2026-10-30", rates: rates)
  }

  /// Four currencies, three of them dollars: AUD, NZD and USD.
  static let threeDollars = TestExchangeRateService(
    latestRates: { _ in
      ExchangeRates(
        base: "GBP", date: "2026-10-30", rates: ["AUD": 2, "EUR": 1, "NZD": 2, "USD": 1])
    },
    currencies: {
      [
        "AUD": "Australian Dollar", "EUR": "Euro", "NZD": "New Zealand Dollar",
        "USD": "US Dollar",
      ]
    })

  @Test func afterTheFilterChangesTheFirstMatchIsSelected() async {
    let (viewModel, navigator) = RatesScreenTests.makeScreen(service: Self.threeDollars)
    await viewModel.tasks.idle()
    navigator.handle(.end)  // USD, the last row
    _ = frame(of: navigator, width: 100, height: 30)
    navigator.handle(.character("/"))
    for character in "dollar" { navigator.handle(.character(character)) }
    navigator.handle(.enter)  // back to the list
    _ = frame(of: navigator, width: 100, height: 30)
    navigator.handle(.enter)
    #expect(navigator.top?.title == "GBP → AUD", "the first match, not USD, which was selected")
  }

  @Test func aFilterClearedKeepsTheCurrencyChosenAmongItsMatches() async throws {
    let (viewModel, navigator) = RatesScreenTests.makeScreen(service: Self.threeDollars)
    await viewModel.tasks.idle()
    _ = frame(of: navigator, width: 100, height: 30)
    navigator.handle(.character("/"))
    for character in "dollar" { navigator.handle(.character(character)) }
    navigator.handle(.enter)  // back to the list: AUD, NZD, USD
    _ = frame(of: navigator, width: 100, height: 30)
    navigator.handle(.down)  // NZD
    navigator.handle(.character("/"))
    for _ in "dollar" { navigator.handle(.backspace) }
    navigator.handle(.enter)
    _ = frame(of: navigator, width: 100, height: 30)
    #expect(viewModel.filterText.isEmpty)
    navigator.handle(.enter)
    #expect(navigator.top?.title == "GBP → NZD", "still the currency chosen")
  }

  @Test func noValueEverRunsIntoItsNeighbourFromACentToATrillionInEveryCurrency() async throws {
    let bases = try await FrankfurterService.bundled().currencies().keys.sorted()
    for base in bases {
      let viewModel = RatesViewModel(
        base: base, service: FrankfurterService.bundled(), clock: ImmediateClock())
      let screen = RatesScreen(viewModel: viewModel)
      screen.appeared()
      await viewModel.tasks.idle()
      for amount in ["0.01", "1", "1000", "1000000", "1000000000", "1000000000000"] {
        viewModel.amountChanged(amount)
        for width in [60, 200] {
          let lines = frame(of: screen, width: width, height: 60).plainText().split(separator: "\n")
          for row in viewModel.rows {
            let line = try #require(
              // Centred on a wide terminal: the row starts after the margin.
              lines.first { $0.drop { $0 == " " }.hasPrefix("\(row.code) ") },
              "\(base) \(amount) \(row.code)")
            #expect(line.hasSuffix(" " + row.converted), "the amount whole, at the end: \(line)")
            let rate = try #require(line.range(of: " \(row.rate) "), "the rate whole: \(line)")
            let converted = try #require(line.range(of: " " + row.converted, options: .backwards))
            // The space after the rate may be the one before the amount: they share no digit.
            #expect(
              line.index(before: rate.upperBound) <= converted.lowerBound,
              "the rate, then the amount: \(line)")
          }
        }
      }
    }
  }
}
