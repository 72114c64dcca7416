import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import ExchangeRates

/// The rates of a chosen day, pinned currencies, and a pair reversed.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RatesDayAndPinsTests {
  let api = ScriptedRatesAPI()
  let latest = ExchangeRates(
    base: "GBP", date: "2026-10-30",
    rates: ["USD": decimal("1.33989"), "JPY": decimal("210.698"), "EUR": decimal("1.19933")])
  /// What the ECB published on Friday 5 January 2024, asked for on the Saturday after.
  let friday = ExchangeRates(
    base: "GBP", date: "2024-01-05",
    rates: ["USD": decimal("1.2712"), "JPY": decimal("183.67"), "EUR": decimal("1.1576")])
  /// 28 November 2026, noon UTC.
  let today = Date(timeIntervalSince1970: 1_795_867_200)

  private func loaded(
    day: String? = nil, cache: (any RatesStore)? = nil, pins: (any PinStore)? = nil
  ) async -> RatesViewModel {
    api.latest["GBP"] = [.success(latest)]
    api.names = [.success(["USD": "US Dollar", "JPY": "Japanese Yen", "EUR": "Euro"])]
    let viewModel = RatesViewModel(
      base: "GBP", day: day, service: api.service, cache: cache, pins: pins, clock: TestClock(),
      now: { [today] in today })
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func aChosenDayShowsItsRatesAndSaysWhichDayTheyAreOf() async {
    api.days["GBP 2024-01-06"] = [.success(friday)]
    let viewModel = await loaded()
    viewModel.dayChanged("2024-01-06")
    await viewModel.tasks.idle()
    #expect(viewModel.day == "2024-01-06")
    #expect(viewModel.rows.map(\.rate) == ["1.1576", "183.67", "1.2712"])
    #expect(viewModel.asOf == "as of 5 Jan 2024 (none on 6 Jan 2024)")
    #expect(api.calls.filter { $0.hasPrefix("day") } == ["day GBP 2024-01-06"])

    // Cleared: the latest again.
    viewModel.dayChanged("")
    await viewModel.tasks.idle()
    #expect(viewModel.day == nil)
    #expect(viewModel.asOf == "as of 30 Oct 2026")
  }

  @Test(
    arguments: [
      ("2024-01-06", "2024-01-06"), ("6 Jan 2024", "2024-01-06"),
      (" 6 january 2024 ", "2024-01-06"),
      ("Jan 6, 2024", "2024-01-06"), ("2024/01/06", "2024-01-06"), ("6 Sept 2024", "2024-09-06"),
      ("30 Feb 2024", nil), ("6/1/2024", nil), ("6 Ja 2024", nil), ("6 Jan 24", nil),
    ] as [(String, String?)])
  func aDayIsTakenAsTheScreenWritesItAndInTheUsualForms(text: String, day: String?) {
    let today = Date(timeIntervalSince1970: 1_800_000_000)  // 15 Jan 2027
    #expect(RatesViewModel.check(text, today: today).day == day)
  }

  @Test(arguments: [
    ("2024-02-30", "“2024-02-30” is not a day: write it as 2024-01-02 or 2 Jan 2024."),
    ("yesterday", "“yesterday” is not a day: write it as 2024-01-02 or 2 Jan 2024."),
    ("1998-12-31", "The ECB's rates start on 4 Jan 1999."),
    ("2026-11-29", "There are no rates for 29 Nov 2026 yet."),
  ])
  func aDayTheRatesCannotBeShownForKeepsTheRatesShownAndSaysWhy(text: String, error: String)
    async
  {
    let viewModel = await loaded()
    viewModel.dayChanged(text)
    #expect(viewModel.dayError == error)
    #expect(viewModel.day == nil)
    #expect(viewModel.rates.value == latest)
    #expect(!api.calls.contains { $0.hasPrefix("day") })
  }

  @Test func aChosenDayThatFailsIsAFailureWithNoCachedStandIn() async {
    let cache = InMemoryRatesStore()
    try? cache.store(latest)
    let viewModel = await loaded(day: "2024-01-02", cache: cache)
    #expect(viewModel.rates.failure != nil, "the latest rates are no stand-in for that day's")
    #expect(viewModel.offlineBanner == nil)
    #expect(viewModel.hasFailure)
  }

  @Test func pinnedCurrenciesAreListedFirstInTheOrderPinnedAndKeptApartFromTheCache() async throws {
    let (cache, pins) = (InMemoryRatesStore(), InMemoryRatesStore())
    let viewModel = await loaded(cache: cache, pins: pins)
    viewModel.pinToggled("USD")
    viewModel.pinToggled("EUR")
    #expect(viewModel.rows.map(\.code) == ["USD", "EUR", "JPY"])
    #expect(viewModel.rows.map(\.isPinned) == [true, true, false])
    #expect(try pins.pinnedCurrencies() == ["USD", "EUR"])
    #expect(try cache.pinnedCurrencies() == [], "the user's pins are not kept in a cache")

    // The next launch lists them first too; unpinned, USD goes back to its place.
    let next = await loaded(cache: cache, pins: pins)
    #expect(next.rows.map(\.code) == ["USD", "EUR", "JPY"])
    next.pinToggled("USD")
    #expect(next.rows.map(\.code) == ["EUR", "JPY", "USD"])
    #expect(try pins.pinnedCurrencies() == ["EUR"])
  }

  @Test func aPinTheStoreRefusesLastsTheRunAndTheScreenSaysWhy() async {
    let pins = InMemoryRatesStore()
    let viewModel = await loaded(pins: pins)
    pins.fail(with: CacheError("The pinned currencies could not be saved (disk full)."))
    viewModel.pinToggled("JPY")
    #expect(viewModel.rows.map(\.code) == ["JPY", "EUR", "USD"])
    #expect(viewModel.notice == "The pinned currencies could not be saved (disk full).")
  }

  @Test func swappingARowOpensTheHistoryOfThePairReversed() async throws {
    api.latest["GBP"] = [.success(latest)]
    api.names = [.success([:])]
    let flow = RatesFlow(service: api.service, clock: TestClock())
    guard case .rates(let rates) = flow.screens().first else {
      Issue.record("the rates first")
      return
    }
    rates.appeared()
    await rates.tasks.idle()
    rates.currencySwapped("USD")
    #expect(flow.stack.routes.last == .history(base: "USD", currency: "GBP"))
    guard case .history(let history) = flow.screens().last else {
      Issue.record("the history on top")
      return
    }
    #expect(history.asOf == "2026-10-30", "the day of the rates below, though of the other base")

    // On the history, s reverses the pair again, in its place.
    history.swapTapped()
    #expect(
      flow.stack.routes == [.rates(base: "GBP", amount: 1), .history(base: "GBP", currency: "USD")])
  }
}
