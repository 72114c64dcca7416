import Clocks
import Foundation
import MVVMKit
import MVVMKitTesting
import Testing

@testable import ExchangeRates

/// The Exchange rates flow: the view model of each route, made once, and where events lead.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RatesFlowTests {
  func makeFlow(routes: [RatesRoute] = []) -> RatesFlow {
    RatesFlow(
      service: TestExchangeRateService(latestRates: { base in
        ExchangeRates(base: base, date: "2026-10-30", rates: ["EUR": 1, "USD": 2, "GBP": 1])
      }),
      clock: ImmediateClock(), routes: routes)
  }

  func rates(_ flow: RatesFlow) throws -> RatesViewModel {
    guard case .rates(let rates) = try #require(flow.screens().first) else {
      throw Unexpected.screen
    }
    return rates
  }

  enum Unexpected: Error { case screen }

  @Test func aNewFlowShowsOnePoundInEveryCurrency() throws {
    let flow = makeFlow()
    #expect(flow.stack.routes == [.rates(base: "GBP", amount: 1)])
    let rates = try rates(flow)
    #expect(rates.base == "GBP")
    #expect(rates.amount == 1)
  }

  @Test func aCurrencyChosenOpensItsHistoryEndingOnTheRatesDay() async throws {
    let flow = makeFlow(routes: [.rates(base: "EUR", amount: 100)])
    let rates = try rates(flow)
    rates.appeared()
    await rates.tasks.idle()
    rates.currencySelected("USD")
    #expect(
      flow.stack.routes == [
        .rates(base: "EUR", amount: 100), .history(base: "EUR", currency: "USD"),
      ])
    guard case .history(let history) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(history.title == "EUR → USD")
    #expect(history.asOf == "2026-10-30")
    #expect(try self.rates(flow) === rates)
    #expect(flow.back())
    #expect(!flow.back())
  }

  /// A history of a code no currency has (an address, `--currency XYZ`) says so once the rates
  /// below know the currencies, as the rates screen says of an unknown base: not "no rates in 30
  /// days", nor the 404 a live service answers.
  @Test func aHistoryOfACodeNoCurrencyHasSaysSo() async throws {
    let flow = RatesFlow(
      service: TestExchangeRateService(
        latestRates: { base in
          ExchangeRates(base: base, date: "2026-10-30", rates: ["EUR": 1, "USD": 2])
        },
        history: { base, target, _, _ in RateHistory(base: base, target: target, points: []) },
        currencies: { ["GBP": "British Pound", "EUR": "Euro", "USD": "US Dollar"] }),
      clock: ImmediateClock(),
      routes: [.rates(base: "GBP", amount: 1), .history(base: "GBP", currency: "XYZ")])
    guard case .history(let history) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    history.appeared()
    await history.tasks.idle()
    // The rates below have not loaded: the history speaks for itself.
    #expect(history.status == .empty("No rates for XYZ in the last 30 days."))
    let rates = try rates(flow)
    rates.appeared()
    await rates.tasks.idle()
    #expect(history.status == .failed("Unknown currency XYZ."))
    #expect(history.hasFailure)
  }

  @Test func theBaseAndAmountAreKeptInTheRouteAndAURLReachesTheSameViewModel() async throws {
    let flow = makeFlow()
    let rates = try rates(flow)
    let routes = ObservationRecorder { flow.stack.routes }
    rates.baseSelected("EUR")
    #expect(await routes.next() == [.rates(base: "GBP", amount: 1)])
    #expect(await routes.next() == [.rates(base: "EUR", amount: 1)])
    rates.amountChanged("250")
    #expect(await routes.next() == [.rates(base: "EUR", amount: 250)])
    flow.stack.replace(with: [.rates(base: "USD", amount: Decimal(string: "1.5")!)])
    #expect(try self.rates(flow) === rates)
    #expect(rates.base == "USD")
    #expect(rates.amountText == "1.5")
    routes.stop()
  }
}
