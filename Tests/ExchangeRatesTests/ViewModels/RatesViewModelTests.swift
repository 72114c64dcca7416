import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import ExchangeRates

@MainActor @Suite(.timeLimit(.minutes(1))) struct RatesViewModelTests {
  let client = StubHTTPClient()
  let latest =
    #"{"amount":1.0,"base":"GBP","date":"2026-10-30","rates":{"USD":1.33989,"JPY":210.698,"ISK":163.109,"EUR":1.19933}}"#
  let names =
    #"{"USD":"United States Dollar","JPY":"Japanese Yen","ISK":"Icelandic Króna","EUR":"Euro","GBP":"British Pound"}"#
  let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rates-vm-\(UUID().uuidString)")

  private func makeViewModel(
    base: String = "GBP", cache: RatesCache? = nil, cacheNotice: String? = nil
  ) -> RatesViewModel {
    RatesViewModel(
      base: base,
      service: FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!),
      cache: cache, cacheNotice: cacheNotice, clock: TestClock())
  }

  private func loaded(cache: RatesCache? = nil) async -> RatesViewModel {
    await client.stub("latest", with: .json(latest))
    await client.stub("currencies", with: .json(names))
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
        RateRow(id: "EUR", name: "Euro", rate: "1.19933", converted: "119.93"),
        RateRow(id: "ISK", name: "Icelandic Króna", rate: "163.109", converted: "16,311"),
        RateRow(id: "JPY", name: "Japanese Yen", rate: "210.698", converted: "21,070"),
        RateRow(id: "USD", name: "United States Dollar", rate: "1.33989", converted: "133.99"),
      ])
    #expect(viewModel.asOf == "as of 30 Oct 2026")
    #expect(viewModel.amountInBase == "100.00 GBP")
    #expect(viewModel.status == .loaded)
    #expect(viewModel.offlineBanner == nil)
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
    await client.stub(
      "latest", query: ["from": "USD"],
      with: .json(#"{"amount":1.0,"base":"USD","date":"2026-10-30","rates":{"GBP":0.74633}}"#))
    viewModel.baseSelected("usd")
    #expect(viewModel.base == "USD")
    #expect(viewModel.status == .loading, "the GBP rates are not shown as stale USD rates")
    #expect(viewModel.rows == [])
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.code) == ["GBP"])
    #expect(
      await client.requests.map(\.url.query).filter { $0?.hasPrefix("from") == true } == [
        "from=GBP", "from=USD",
      ])
  }

  @Test func aFailedLoadWithNothingCachedShowsTheErrorAndRetries() async {
    await client.stub("latest", with: .failure(.transport("connection refused")), .json(latest))
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
  }

  @Test func aFailedRefreshKeepsTheRatesWithAnOfflineBanner() async {
    let viewModel = await loaded()
    await client.stub("latest", with: .failure(.timeout))
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.count == 4)
    #expect(viewModel.offlineBanner == "Offline: rates as of 30 Oct 2026")
  }

  @Test func theNextLaunchOfflineShowsTheCachedRatesWithTheirNames() async throws {
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }
    _ = await loaded(cache: try RatesCache(directory: cacheDirectory))
    await client.stub("latest", with: .failure(.transport("connection refused")))
    let relaunched = makeViewModel(cache: try RatesCache(directory: cacheDirectory))
    relaunched.appeared()
    await relaunched.tasks.idle()
    #expect(relaunched.status == .loaded)
    #expect(relaunched.rows.map(\.code) == ["EUR", "ISK", "JPY", "USD"])
    #expect(relaunched.isShowingCachedRates)
    #expect(relaunched.offlineBanner == "Offline: rates as of 30 Oct 2026")
    await client.stub("currencies", with: .failure(.transport("connection refused")))
    let offline = makeViewModel(cache: try RatesCache(directory: cacheDirectory))
    offline.appeared()
    await offline.tasks.idle()
    #expect(
      offline.rows.map(\.name) == [
        "Euro", "Icelandic Króna", "Japanese Yen", "United States Dollar",
      ])
    offline.filterChanged("yen")
    #expect(offline.rows.map(\.code) == ["JPY"], "filtering by name works offline")
    #expect(offline.hasFailure == false)
  }

  @Test func isSettledOnlyOnceTheNamesHaveLoadedOrFailed() async {
    await client.stub("latest", with: .json(latest))
    let names = PendingResponse()
    await client.stub("currencies", with: .pending(names))
    let viewModel = makeViewModel()
    viewModel.appeared()
    await names.waitUntilWaiting(1)
    #expect(viewModel.isSettled == false, "the names are still loading")
    await names.resolve(HTTPResponse(statusCode: 500, body: Data("down".utf8)))
    await viewModel.tasks.idle()
    #expect(viewModel.isSettled)
    #expect(
      viewModel.currencyNames.failure?.message
        == "The server answered with an error (HTTP 500 Internal Server Error).")
    #expect(viewModel.hasFailure, "a source failed")
  }

  @Test func anUnknownBaseSaysSo() async {
    await client.stub("latest", with: .status(404, body: #"{"message":"not found"}"#))
    await client.stub("currencies", with: .json(names))
    let viewModel = makeViewModel(base: "XYZ")
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("Unknown currency XYZ."))
    #expect(viewModel.hasFailure)
  }

  @Test func showsWhyThereIsNoCache() async {
    await client.stub("latest", with: .json(latest))
    await client.stub("currencies", with: .json(names))
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
    var opened: [String] = []
    let subscription = viewModel.events.listen { event in
      if case .showHistory(let history) = event {
        opened.append("\(history.title) \(history.asOf)")
      }
    }
    viewModel.currencySelected("USD")
    viewModel.currencySelected("XYZ")
    #expect(opened == ["GBP → USD 2026-10-30"])
    _ = subscription
  }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct RateHistoryViewModelTests {
  let client = StubHTTPClient()

  private func makeViewModel(cache: RatesCache? = nil) -> RateHistoryViewModel {
    RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: "2026-10-30",
      service: FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!),
      cache: cache,
      clock: TestClock())
  }

  @Test func computesTheStatisticsOfTheSpan() async {
    await client.stub(
      "2026-09-30..2026-10-30",
      with: .json(
        #"{"base":"GBP","rates":{"2026-10-01":{"USD":1.25},"2026-10-15":{"USD":1.2},"2026-10-30":{"USD":1.3}}}"#
      ))
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.title == "GBP → USD")
    #expect(
      viewModel.points == [
        Decimal(string: "1.25")!, Decimal(string: "1.2")!, Decimal(string: "1.3")!,
      ])
    #expect(
      viewModel.statistics
        == .init(
          minimum: Decimal(string: "1.2")!, maximum: Decimal(string: "1.3")!,
          first: Decimal(string: "1.25")!, last: Decimal(string: "1.3")!, changePercent: 4))
    #expect(viewModel.span?.first == "1 Oct 2026")
    #expect(viewModel.span?.last == "30 Oct 2026")
  }

  @Test func tabCyclesThroughTheSpans() async {
    await client.stub("2026-09-30..2026-10-30", with: .json(#"{"base":"GBP","rates":{}}"#))
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .empty("No rates for USD in the last 30 days."))
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    await viewModel.tasks.idle()
    #expect(viewModel.range == .days30)
    let paths = await client.requests.map(\.url.path)
    #expect(
      paths == [
        "/2026-09-30..2026-10-30", "/2026-08-01..2026-10-30", "/2025-10-30..2026-10-30",
        "/2026-09-30..2026-10-30",
      ])
  }

  @Test func offlineTheTitleSaysHowMuchOfTheSpanTheCacheHolds() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    await client.stub(
      "2026-09-30..2026-10-30",
      with: .json(
        #"{"base":"GBP","rates":{"2026-10-01":{"USD":1.25},"2026-10-15":{"USD":1.2},"2026-10-30":{"USD":1.3}}}"#
      ))
    await client.stub("2025-10-30..2026-10-30", with: .failure(.transport("connection refused")))
    let viewModel = makeViewModel(cache: try RatesCache(directory: directory))
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.rangeTitle == "30 days")
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    await viewModel.tasks.idle()
    #expect(viewModel.range == .year)
    #expect(viewModel.isShowingCachedHistory)
    #expect(viewModel.rangeTitle == "29 days cached of 1 year asked")
    #expect(
      viewModel.statistics?.first == Decimal(string: "1.25"),
      "the statistics describe the points shown")
  }

  @Test func withoutTheLatestRatesTheHistoryEndsToday() async {
    await client.stub(
      "2026-10-23..2026-11-22", with: .json(#"{"base":"GBP","rates":{"2026-11-20":{"USD":1.31}}}"#))
    let noon = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
    let viewModel = RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: nil,
      service: FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!),
      clock: TestClock(),
      now: noon)
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.asOf == "2026-11-22")
    #expect(await client.requests.map(\.url.path) == ["/2026-10-23..2026-11-22"])
    #expect(viewModel.points == [Decimal(string: "1.31")!])
  }

  @Test func aFailedLoadShowsTheError() async {
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server answered with an error (HTTP 404 Not Found)."))
    #expect(viewModel.statistics == nil)
  }
}
