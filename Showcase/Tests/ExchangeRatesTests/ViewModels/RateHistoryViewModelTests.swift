import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import ExchangeRates

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RateHistoryViewModelTests {
  let api = ScriptedRatesAPI()

  private func makeViewModel(cache: (any RatesStore)? = nil) -> RateHistoryViewModel {
    RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: "2026-10-30", service: api.service, cache: cache,
      clock: TestClock())
  }

  private func history(_ points: [(String, String)]) -> RateHistory {
    RateHistory(
      base: "GBP", target: "USD",
      points: points.map { RateHistory.Point(date: $0.0, rate: decimal($0.1)) })
  }

  @Test func computesTheStatisticsOfTheSpan() async {
    api.histories["2026-09-30..2026-10-30"] = [
      .success(history([("2026-10-01", "1.25"), ("2026-10-15", "1.2"), ("2026-10-30", "1.3")]))
    ]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.title == "GBP → USD")
    #expect(viewModel.rangeTitle == "30 days")
    #expect(viewModel.points == [decimal("1.25"), decimal("1.2"), decimal("1.3")])
    #expect(
      viewModel.statistics
        == .init(
          minimum: decimal("1.2"), maximum: decimal("1.3"), first: decimal("1.25"),
          last: decimal("1.3"),
          changePercent: 4))
    #expect(viewModel.span?.first == "1 Oct 2026")
    #expect(viewModel.span?.last == "30 Oct 2026")
  }

  @Test func theDayReadIsKeptAcrossSpansAtTheNearestDayEachHas() async {
    api.histories["2026-09-30..2026-10-30"] = [
      .success(history([("2026-10-01", "1.25"), ("2026-10-15", "1.2"), ("2026-10-30", "1.3")]))
    ]
    api.histories["2026-08-01..2026-10-30"] = [
      .success(
        history([
          ("2026-08-03", "1.1"), ("2026-09-01", "1.15"), ("2026-10-12", "1.2"),
          ("2026-10-30", "1.3"),
        ]))
    ]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.readIndex == nil, "nothing read until the user reads a day")
    viewModel.readMoved(by: -1)  // from the end: the last day
    viewModel.readMoved(by: -1)
    #expect(viewModel.readDay == "2026-10-15")
    #expect(viewModel.readIndex == 1)
    #expect(viewModel.readout(at: 1) == "15 Oct 2026 · 1.2")
    viewModel.rangeSelected(.days90)
    await viewModel.tasks.idle()
    // 15 Oct is not in the 90 days' points: the nearest, 12 Oct, is read; the day is kept.
    #expect(viewModel.readIndex == 2)
    #expect(viewModel.readDay == "2026-10-15")
    viewModel.rangeSelected(.days30)
    await viewModel.tasks.idle()
    #expect(viewModel.readIndex == 1, "back on the day read")
    viewModel.read(at: 7)
    #expect(viewModel.readDay == "2026-10-15", "a point that is not there changes nothing")
    viewModel.read(at: 0)
    #expect(viewModel.readIndex == 0)
  }

  @Test func tabCyclesThroughTheSpans() async {
    api.histories["2026-09-30..2026-10-30"] = [.success(history([]))]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .empty("No rates for USD in the last 30 days."))
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    await viewModel.tasks.idle()
    #expect(viewModel.range == .days30)
    // Superseded loads still reach the service, each on its own task: in no set order.
    #expect(
      api.calls.sorted() == [
        "history GBP USD 2025-10-30..2026-10-30", "history GBP USD 2026-08-01..2026-10-30",
        "history GBP USD 2026-09-30..2026-10-30", "history GBP USD 2026-09-30..2026-10-30",
      ])
  }

  @Test func offlineTheTitleSaysHowMuchOfTheSpanTheStoreHolds() async throws {
    api.histories["2026-09-30..2026-10-30"] = [
      .success(history([("2026-10-01", "1.25"), ("2026-10-15", "1.2"), ("2026-10-30", "1.3")]))
    ]
    api.histories["2025-10-30..2026-10-30"] = [.failure(.transport("connection refused"))]
    let viewModel = makeViewModel(cache: InMemoryRatesStore())
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.rangeTitle == "30 days")
    viewModel.rangeCycled()
    viewModel.rangeCycled()
    await viewModel.tasks.idle()
    #expect(viewModel.range == .year)
    #expect(viewModel.isShowingCachedHistory)
    #expect(viewModel.rangeTitle == "30 days cached of 1 year asked", "1 to 30 Oct")
    #expect(viewModel.offlineBanner == "Offline: history as stored on this device")
    #expect(viewModel.notices == ["Offline: history as stored on this device"])
    #expect(
      viewModel.statistics?.first == decimal("1.25"), "the statistics describe the points shown")
  }

  @Test func threeRatesOnThreeDaysInARowAreThreeDaysCached() async throws {
    api.histories["2026-09-30..2026-10-30"] = [.failure(.transport("connection refused"))]
    let cache = InMemoryRatesStore()
    try cache.store(
      history([("2026-10-28", "1.25"), ("2026-10-29", "1.2"), ("2026-10-30", "1.3")]))
    let viewModel = makeViewModel(cache: cache)
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.isShowingCachedHistory)
    #expect(viewModel.points.count == 3)
    #expect(viewModel.rangeTitle == "3 days cached of 30 days asked")
  }

  @Test func withoutRatesBelowTheHistoryEndsOnTheServicesLastDay() async {
    // Opened at its address: the rates are not known, and the data ends before today.
    api.latest["GBP"] = [
      .success(ExchangeRates(base: "GBP", date: "2026-10-30", rates: ["USD": decimal("1.33")]))
    ]
    api.histories["2026-09-30..2026-10-30"] = [.success(history([("2026-10-30", "1.33")]))]
    let noon = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
    let viewModel = RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: nil, service: api.service, clock: TestClock(), now: noon)
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.asOf == "2026-10-30")
    #expect(api.calls == ["latest GBP", "history GBP USD 2026-09-30..2026-10-30"])
    #expect(viewModel.points == [decimal("1.33")])
    // Another span ends on the same day, without asking again.
    viewModel.rangeSelected(.days90)
    await viewModel.tasks.idle()
    #expect(api.calls.last == "history GBP USD 2026-08-01..2026-10-30")
    #expect(api.calls.filter { $0.hasPrefix("latest") }.count == 1)
  }

  @Test func whenTheServiceCannotSayItsLastDayTheHistoryEndsToday() async {
    api.histories["2026-10-23..2026-11-22"] = [.success(history([("2026-11-20", "1.31")]))]
    let noon = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
    let viewModel = RateHistoryViewModel(
      base: "GBP", target: "USD", asOf: nil, service: api.service, clock: TestClock(), now: noon)
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.asOf == "2026-11-22")
    #expect(api.calls == ["latest GBP", "history GBP USD 2026-10-23..2026-11-22"])
    #expect(viewModel.points == [decimal("1.31")])
  }

  @Test func aFailedLoadShowsTheError() async {
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server answered with an error (HTTP 404 Not Found)."))
    #expect(viewModel.statistics == nil)
  }

  @Test func aStoreThatCannotBeReadIsNamedBesideTheError() async {
    let store = InMemoryRatesStore()
    store.fail(with: CacheError("The cached history could not be read (SQLite: disk I/O error)."))
    api.histories["2026-09-30..2026-10-30"] = [.failure(.timeout)]
    let viewModel = makeViewModel(cache: store)
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server took too long to answer."))
    #expect(viewModel.notice == "The cached history could not be read (SQLite: disk I/O error).")
  }

  @Test func releasedWhileLoadingItDeallocates() async {
    api.holds = true
    var viewModel: RateHistoryViewModel? = makeViewModel()
    let tracker = ReleaseTracker(viewModel)
    viewModel?.appeared()
    await api.waitForCall("history")
    viewModel = nil
    #expect(tracker.isReleased, "nothing holds the view model while its request runs")
    api.release()
  }
}
