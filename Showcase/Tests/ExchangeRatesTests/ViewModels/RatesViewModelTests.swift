import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import ExchangeRates

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RatesViewModelTests {
  let api = ScriptedRatesAPI()
  let gbp = ExchangeRates(
    base: "GBP", date: "2026-10-30",
    rates: [
      "USD": decimal("1.33989"), "JPY": decimal("210.698"), "ISK": decimal("163.109"),
      "EUR": decimal("1.19933"),
    ])
  let names = [
    "USD": "United States Dollar", "JPY": "Japanese Yen", "ISK": "Icelandic Króna", "EUR": "Euro",
    "GBP": "British Pound",
  ]

  private func makeViewModel(
    base: String = "GBP", cache: (any RatesStore)? = nil, cacheNotice: String? = nil
  ) -> RatesViewModel {
    RatesViewModel(
      base: base, service: api.service, cache: cache, cacheNotice: cacheNotice, clock: TestClock())
  }

  private func loaded(cache: (any RatesStore)? = nil) async -> RatesViewModel {
    api.latest["GBP"] = [.success(gbp)]
    api.names = [.success(names)]
    let viewModel = makeViewModel(cache: cache)
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func listsEveryCurrencySortedByCodeWithTheAmountConverted() async {
    let viewModel = await loaded()
    viewModel.amountChanged("100")
    #expect(
      viewModel.rows == [
        RateRow(id: "EUR", name: "Euro", rate: "1.19933", inverse: "0.833799", converted: "119.93"),
        RateRow(
          id: "ISK", name: "Icelandic Króna", rate: "163.109", inverse: "0.0061309",
          converted: "16,311"),
        RateRow(
          id: "JPY", name: "Japanese Yen", rate: "210.698", inverse: "0.0047461",
          converted: "21,070"),
        RateRow(
          id: "USD", name: "United States Dollar", rate: "1.33989", inverse: "0.74633",
          converted: "133.99"),
      ])
    #expect(viewModel.asOf == "as of 30 Oct 2026")
    #expect(viewModel.amountInBase == "100.00 GBP")
    #expect(viewModel.status == .loaded)
    #expect(viewModel.offlineBanner == nil)
    #expect(viewModel.notice == nil)
    #expect(api.calls.sorted() == ["currencies", "latest GBP"])
  }

  @Test func filtersByCodeOrNameIgnoringCaseAndAccents() async {
    let viewModel = await loaded()
    viewModel.filterChanged("krona")
    #expect(viewModel.rows.map(\.code) == ["ISK"])
    viewModel.filterChanged("us")
    #expect(viewModel.rows.map(\.code) == ["USD"])
    viewModel.filterChanged("zzz")
    #expect(viewModel.rows == [])
    #expect(viewModel.filterEmptyMessage == "No currency matches “zzz”.")
  }

  @Test func aBadAmountShowsWhyAndKeepsTheLastGoodResult() async {
    let viewModel = await loaded()
    viewModel.amountChanged("250")
    for text in ["abc", "1,2,3", "-5"] {
      viewModel.amountChanged(text)
      #expect(viewModel.amount == 250)
      #expect(viewModel.rows.first?.converted == "299.83")
    }
    #expect(viewModel.amountError == "The amount can't be negative.")
    viewModel.amountChanged("1,000")
    #expect(viewModel.amountError == nil)
    #expect(viewModel.rows.first?.converted == "1,199.33")
  }

  @Test func changingTheBaseLoadsItsRates() async {
    let viewModel = await loaded()
    api.latest["USD"] = [
      .success(ExchangeRates(base: "USD", date: "2026-10-30", rates: ["GBP": decimal("0.74633")]))
    ]
    viewModel.baseSelected("usd")
    #expect(viewModel.base == "USD")
    #expect(viewModel.status == .loading, "the GBP rates are not shown as stale USD rates")
    #expect(viewModel.rows == [])
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.code) == ["GBP"])
    #expect(api.calls.filter { $0.hasPrefix("latest") } == ["latest GBP", "latest USD"])
  }

  @Test func theAmountKeepsItsCurrencyWhenTheBaseChanges() async {
    let viewModel = await loaded()
    viewModel.amountChanged("250")
    api.latest["JPY"] = [
      .success(ExchangeRates(base: "JPY", date: "2026-10-30", rates: ["GBP": decimal("0.0047461")]))
    ]
    viewModel.baseSelected("JPY")
    #expect(viewModel.amount == 52_674, "250 GBP at 210.698: 52,674.5, rounded half to even")
    #expect(viewModel.amountText == "52674")
    #expect(viewModel.amountInBase == "52,674 JPY")
    await viewModel.tasks.idle()
    #expect(viewModel.rows.first?.converted == "250.00")
    // A field that holds no amount is left as typed.
    viewModel.amountChanged("abc")
    api.latest["GBP"] = [.success(gbp)]
    viewModel.baseSelected("GBP")
    #expect(viewModel.amountText == "abc")
    #expect(viewModel.amount == 52_674)
  }

  @Test func aFilterForTheBaseShowsTheBaseAtOne() async {
    let viewModel = await loaded()
    viewModel.amountChanged("2")
    viewModel.filterChanged("pound")
    #expect(
      viewModel.rows == [
        RateRow(id: "GBP", name: "British Pound", rate: "1", inverse: "1", converted: "2.00")
      ])
    #expect(viewModel.filterEmptyMessage == nil)
    viewModel.filterChanged("")
    #expect(viewModel.rows.map(\.code) == ["EUR", "ISK", "JPY", "USD"], "unfiltered: no base row")
  }

  @Test func aFailedLoadWithNothingCachedShowsTheErrorAndRetries() async {
    api.latest["GBP"] = [.failure(.transport("connection refused")), .success(gbp)]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server could not be reached (connection refused)."))
    #expect(viewModel.rows == [])
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .loaded)
    #expect(
      viewModel.rows.map(\.name) == ["EUR", "ISK", "JPY", "USD"],
      "names failed to load: codes stand in")
    #expect(
      api.calls.filter { $0 == "currencies" }.count == 2, "retry asked for the failed names again")
  }

  @Test func aFailedRefreshKeepsTheRatesWithAnOfflineBanner() async {
    let viewModel = await loaded()
    api.latest["GBP"] = [.failure(.timeout)]
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.count == 4)
    #expect(viewModel.offlineBanner == "Offline: rates as of 30 Oct 2026")
    #expect(viewModel.notices == ["Offline: rates as of 30 Oct 2026"])
  }

  @Test func theNextLaunchOfflineShowsTheStoredRatesWithTheirNames() async throws {
    let store = InMemoryRatesStore()
    _ = await loaded(cache: store)
    api.latest["GBP"] = [.failure(.transport("connection refused"))]
    api.names = [.failure(.transport("connection refused"))]
    let offline = makeViewModel(cache: store)
    offline.appeared()
    await offline.tasks.idle()
    #expect(offline.status == .loaded)
    #expect(offline.isShowingCachedRates)
    #expect(offline.offlineBanner == "Offline: rates as of 30 Oct 2026")
    #expect(
      offline.rows.map(\.name) == [
        "Euro", "Icelandic Króna", "Japanese Yen", "United States Dollar",
      ])
    offline.filterChanged("yen")
    #expect(offline.rows.map(\.code) == ["JPY"], "filtering by name works offline")
    #expect(offline.hasFailure == false)
  }

  @Test func aStoreThatFailsIsNamedOnScreenAndTheFreshRatesStillShow() async {
    let store = InMemoryRatesStore()
    store.fail(
      with: CacheError("The rates could not be saved for offline use (SQLite: disk is full)."))
    let viewModel = await loaded(cache: store)
    #expect(viewModel.status == .loaded)
    #expect(viewModel.rows.count == 4)
    #expect(
      viewModel.notice == "The rates could not be saved for offline use (SQLite: disk is full).")
  }

  @Test func isSettledOnlyOnceTheNamesHaveLoadedOrFailed() async {
    api.latest["GBP"] = [.success(gbp)]
    api.names = [.failure(.httpStatus(500, bodyExcerpt: "down"))]
    let viewModel = makeViewModel()
    api.holds = true
    viewModel.appeared()
    await api.waitForCall("currencies")
    #expect(viewModel.isSettled == false, "the names are still loading")
    api.release()
    await viewModel.tasks.idle()
    #expect(viewModel.isSettled)
    #expect(
      viewModel.currencyNames.failure?.message
        == "The server answered with an error (HTTP 500 Internal Server Error).")
    #expect(viewModel.hasFailure, "a source failed")
  }

  @Test func anUnknownBaseSaysSo() async {
    api.names = [.success(names)]
    let viewModel = makeViewModel(base: "XYZ")
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("Unknown currency XYZ."))
    #expect(viewModel.hasFailure)
  }

  @Test func showsWhyThereIsNoCache() async {
    api.latest["GBP"] = [.success(gbp)]
    api.names = [.success(names)]
    let viewModel = makeViewModel(
      cacheNotice: "The cache directory /x is a file, so rates are not kept for offline use.")
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .loaded)
    #expect(
      viewModel.notice == "The cache directory /x is a file, so rates are not kept for offline use."
    )
  }

  @Test func selectingACurrencyOpensItsHistory() async {
    let viewModel = await loaded()
    var opened: [RatesViewModel.Event] = []
    let subscription = viewModel.events.listen { opened.append($0) }
    viewModel.currencySelected("USD")
    viewModel.currencySelected("XYZ")
    #expect(opened == [.showHistory(currency: "USD")])
    _ = subscription
  }

  @Test func theSelectionIsTheViewModelsAndAFilterClearedKeepsIt() async {
    let viewModel = await loaded()
    var opened: [RatesViewModel.Event] = []
    let subscription = viewModel.events.listen { opened.append($0) }
    #expect(viewModel.selectedRow?.code == "EUR", "the first row until the cursor moves")
    viewModel.select("JPY")
    #expect(viewModel.selectedRow?.code == "JPY")
    // A filter narrowed selects its first match; cleared, it keeps what it selected.
    viewModel.filterChanged("u")
    #expect(viewModel.selectedRow?.code == "EUR")
    viewModel.filterChanged("us")
    #expect(viewModel.selectedRow?.code == "USD")
    viewModel.filterChanged("")
    #expect(viewModel.selectedRow?.code == "USD")
    viewModel.openSelected()
    #expect(opened == [.showHistory(currency: "USD")])
    _ = subscription
  }

  @Test func theActionsActOnTheSelectedCurrency() async {
    let viewModel = await loaded()
    var opened: [RatesViewModel.Event] = []
    let subscription = viewModel.events.listen { opened.append($0) }
    viewModel.select("USD")
    #expect(viewModel.actions.map(\.id) == ["make-base", "pin", "swap"])
    #expect(viewModel.actions.map(\.title) == ["make base", "pin", "swap"])
    #expect(viewModel.actions.map(\.isOn) == [nil, false, nil])
    viewModel.actions[1].perform()
    #expect(viewModel.pinned == ["USD"])
    #expect(viewModel.actions[1].title == "unpin")
    #expect(viewModel.actions[1].isOn == true)
    viewModel.actions[2].perform()
    #expect(opened == [.showReversedHistory(currency: "USD")])
    viewModel.actions[0].perform()
    #expect(viewModel.base == "USD")
    #expect(viewModel.amountText == "1.34", "the amount converted, for the field to show")
    _ = subscription
  }

  @Test func noRowsNoActions() {
    let viewModel = makeViewModel()
    #expect(viewModel.selectedRow == nil)
    #expect(viewModel.actions.map(\.isEnabled) == [false, false, false])
  }

  @Test func releasedWhileLoadingItDeallocatesAndItsWorkIsCancelled() async {
    api.latest["GBP"] = [.success(gbp)]
    api.names = [.success(names)]
    api.holds = true
    var viewModel: RatesViewModel? = makeViewModel()
    let tracker = ReleaseTracker(viewModel)
    viewModel?.appeared()
    await api.waitForCall("currencies")
    viewModel = nil
    #expect(tracker.isReleased, "nothing holds the view model while its requests run")
    api.release()
  }
}

/// `text` as a `Decimal`, read the same way everywhere.
func decimal(_ text: String) -> Decimal {
  Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}
