public import Foundation
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// A currency's rate against the base over 30 days, 90 days or a year, with its statistics.
@MainActor @Observable
public final class RateHistoryViewModel: Identifiable, EventSendingViewModel {
  /// The span of days shown.
  public enum Range: Int, CaseIterable, Sendable {
    case days30 = 30
    case days90 = 90
    case year = 365

    /// "30 days", "90 days", "1 year".
    public var title: String {
      switch self {
      case .days30: "30 days"
      case .days90: "90 days"
      case .year: "1 year"
      }
    }
  }

  /// Figures that sum up a history.
  public struct Statistics: Hashable, Sendable {
    /// The lowest rate.
    public let minimum: Decimal
    /// The highest rate.
    public let maximum: Decimal
    /// The rate on the first day.
    public let first: Decimal
    /// The rate on the last day.
    public let last: Decimal
    /// The change from first to last, in percent.
    public let changePercent: Decimal
  }

  /// One-shot events: where the user asked to go, for the app's flow to take them there.
  public enum Event: Hashable, Sendable {
    /// Show the pair the other way round: the history of the base against the target.
    case showReversed
  }

  /// Navigation events.
  public let events = EventQueue<Event>()

  /// The base currency.
  public nonisolated let base: String
  /// The currency whose rate is shown.
  public nonisolated let target: String
  /// The last day of the history, as `yyyy-MM-dd`: the rates' "as of" date when they are known;
  /// else, once the service has said it, the day of its latest rates; today (in UTC) until then,
  /// and when it cannot say.
  public private(set) var asOf: String
  /// Whether ``asOf`` is the data's own last day (given, or told by the service), not today's
  /// date standing in for it.
  @ObservationIgnored private var isAsOfKnown: Bool
  /// The span shown.
  public private(set) var range: Range = .days30
  /// The history for ``range``.
  public private(set) var history: Loadable<RateHistory> = .idle
  /// Whether the history shown came from the cache because the service could not be reached.
  public private(set) var isShowingCachedHistory = false
  /// A notice about the offline cache, when it could not be written or read.
  public private(set) var notice: String?
  /// The day the chart reads, as `yyyy-MM-dd`, once the user chose one: kept when the span
  /// changes, which then reads the nearest day it has (see ``readIndex``).
  public private(set) var readDay: String?

  /// The pair, such as "GBP-USD".
  public nonisolated var id: String { "\(base)-\(target)" }

  /// Where the figures come from, to show with them: "Source: ECB".
  public var sourceNote: String { "Source: \(service.source)" }

  @ObservationIgnored private let service: any ExchangeRateService
  /// The currencies the app knows, by code, once known: a pair with another code is unknown.
  @ObservationIgnored private let knownCurrencies: @MainActor () -> [String: String]?
  @ObservationIgnored private let cache: (any RatesStore)?
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case history }

  /// The history of `target` against `base` up to `asOf`.
  ///
  /// - Parameters:
  ///   - asOf: The last day to show (`yyyy-MM-dd`), usually the date of the rates on screen; `nil`
  ///     (the rates are not known yet, or failed to load) for the day of the service's latest
  ///     rates, asked first, so that a history opened at its address ends where one opened from
  ///     the rates does.
  ///   - knownCurrencies: The currency names the app has loaded, by code (the rates screen's),
  ///     read as the screen is drawn: once they are known, a pair with a code they lack is an
  ///     unknown currency, said as the rates screen says it. `nil` until they are known.
  ///   - now: The moment that makes "today" when the service cannot say its latest day.
  public init(
    base: String, target: String, asOf: String?, service: any ExchangeRateService,
    cache: (any RatesStore)? = nil, clock: any Clock<Duration> = ContinuousClock(),
    knownCurrencies: @escaping @MainActor () -> [String: String]? = { nil }, now: Date = Date()
  ) {
    self.base = base
    self.target = target
    self.knownCurrencies = knownCurrencies
    let given = asOf.flatMap { DisplayDate.isDay($0) ? $0 : nil }
    self.asOf = given ?? DisplayDate.day(of: now)
    isAsOfKnown = given != nil
    self.service = service
    self.cache = cache
    self.tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: loads the history the first time.
  public func appeared() {
    if history == .idle { load() }
  }

  /// The pair was asked for the other way round: ``target`` against ``base``.
  public func swapTapped() {
    events.send(.showReversed)
  }

  /// Tab: the next span (30 days, 90 days, 1 year, then 30 days again).
  public func rangeCycled() {
    let all = Range.allCases
    range = all[((all.firstIndex(of: range) ?? 0) + 1) % all.count]
    load()
  }

  /// A span was chosen directly; loads it unless it is the one shown.
  public func rangeSelected(_ range: Range) {
    guard range != self.range else { return }
    self.range = range
    load()
  }

  /// Shift-Tab: the previous span (1 year before 30 days).
  public func rangeCycledBack() {
    let all = Range.allCases
    rangeSelected(all[((all.firstIndex(of: range) ?? 0) + all.count - 1) % all.count])
  }

  /// Retry was tapped after a failed load.
  public func retryTapped() {
    load()
  }

  // MARK: Actions

  /// What the screen can do: choose a span (each on while it is shown), step to the next or the
  /// previous span, and show the pair the other way round.
  public var actions: [ScreenAction] {
    Range.allCases.map { span in
      // The span shown is on, and choosing it again does nothing.
      ScreenAction(
        Self.actionID(of: span), title: span.title, isEnabled: span != range,
        isOn: span == range, isProminent: false
      ) { [weak self] in self?.rangeSelected(span) }
    } + [
      ScreenAction("next-span", title: "next span") { [weak self] in self?.rangeCycled() },
      ScreenAction("previous-span", title: "previous span", isProminent: false) {
        [weak self] in self?.rangeCycledBack()
      },
      ScreenAction("swap") { [weak self] in self?.swapTapped() },
    ]
  }

  /// The name of the action that chooses `span`: "span-30d", "span-90d", "span-1y".
  public static func actionID(of span: Range) -> ActionID {
    switch span {
    case .days30: "span-30d"
    case .days90: "span-90d"
    case .year: "span-1y"
    }
  }

  // MARK: Outputs

  /// "GBP → USD".
  public var title: String { "\(base) → \(target)" }

  /// The span the points shown cover: the range asked ("1 year"), or, when the cache holds less
  /// of it than was asked, what it holds, first and last day included ("30 days cached of 1 year
  /// asked"; three rates on three days in a row are "3 days").
  public var rangeTitle: String {
    guard isShowingCachedHistory, let points = history.value?.points,
      let first = points.first?.date,
      let last = points.last?.date, let between = DisplayDate.days(from: first, to: last)
    else { return range.title }
    let covered = between + 1
    // Weekends and holidays have no rates: a span within a week of each end is the whole span.
    let start = DisplayDate.day(asOf, minus: range.rawValue)
    let isPartial =
      (DisplayDate.days(from: start, to: first) ?? 0) > 7
      || (DisplayDate.days(from: last, to: asOf) ?? 0) > 7
    guard isPartial else { return range.title }
    return "\(covered == 1 ? "1 day" : "\(covered) days") cached of \(range.title) asked"
  }

  /// The rates shown, oldest first.
  public var points: [Decimal] { history.value?.points.map(\.rate) ?? [] }

  /// The day of each point shown, as "2 Oct 2026", oldest first.
  public var pointDays: [String] { history.value?.points.map { DisplayDate.long($0.date) } ?? [] }

  /// The point the chart reads: the one of ``readDay``, or the nearest day the span has; `nil`
  /// until a day is chosen, or with no points.
  public var readIndex: Int? {
    guard let readDay, let points = history.value?.points, !points.isEmpty else { return nil }
    // Days as `yyyy-MM-dd` sort as they follow: the first on or after the day read, or the one
    // before it, whichever is nearer.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].date < readDay { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return 0 }
    guard low < points.count else { return points.count - 1 }
    let after = DisplayDate.days(from: readDay, to: points[low].date) ?? 0
    let before = DisplayDate.days(from: points[low - 1].date, to: readDay) ?? 0
    return before < after ? low - 1 : low
  }

  /// ← or →: reads the day `step` points from the one read (from the last or the first point
  /// when none is read).
  public func readMoved(by step: Int) {
    let count = points.count
    guard count > 0 else { return }
    let start = readIndex ?? (step < 0 ? count : -1)
    read(at: min(count - 1, max(0, start + step)))
  }

  /// Reads point `index` (Home, End, or the pointer on the chart); nothing outside the points.
  public func read(at index: Int) {
    guard let points = history.value?.points, points.indices.contains(index) else { return }
    readDay = points[index].date
  }

  /// Point `index` read out: "12 Oct 2026 · 1.33989"; `nil` outside the points.
  public func readout(at index: Int) -> String? {
    guard let points = history.value?.points, points.indices.contains(index) else { return nil }
    return "\(DisplayDate.long(points[index].date)) · \(CurrencyFormat.rate(points[index].rate))"
  }

  /// The first and last day shown, as "2 Oct 2026".
  public var span: (first: String, last: String)? {
    guard let points = history.value?.points, let first = points.first, let last = points.last
    else { return nil }
    return (DisplayDate.long(first.date), DisplayDate.long(last.date))
  }

  /// Minimum, maximum, first, last and change, once there are points.
  public var statistics: Statistics? {
    let points = points
    guard let first = points.first, let last = points.last, let minimum = points.min(),
      let maximum = points.max()
    else { return nil }
    let change = first == 0 ? 0 : (last - first) / first * 100
    return Statistics(
      minimum: minimum, maximum: maximum, first: first, last: last, changePercent: change)
  }

  /// What the screen says while its first load runs.
  public let historyLoadingText = "Loading the history…"

  /// What the chart shows for its state: "Unknown currency XYZ." for a code the app's currency
  /// names lack (a live service answers such a pair with 404), else the history's.
  public var status: ListStatus {
    if let names = knownCurrencies(), !names.isEmpty,
      let unknown = [target, base].first(where: { names[$0] == nil })
    {
      return .failed("Unknown currency \(unknown).")
    }
    return history.map(\.points).listStatus(
      emptyMessage: "No rates for \(target) in the last \(range.title).")
  }

  /// Whether the history's load has finished, with points or a failure.
  public var isSettled: Bool {
    history.isSettled
  }

  /// Whether the history's last load failed (the points from before, if any, still show).
  public var hasFailure: Bool {
    if case .failed = status { true } else { false }
  }

  /// "Offline: history as stored on this device" while the points came from the cache.
  public var offlineBanner: String? {
    isShowingCachedHistory ? "Offline: history as stored on this device" : nil
  }

  /// What the screen says above the chart, in order: the offline banner, the notice, then the
  /// days whose rate could not be read.
  public var notices: [String] { [offlineBanner, notice, unreadableNote].compactMap(\.self) }

  /// "The rate of 1 day could not be read (3 Oct 2026): it is left out of the chart.", when the
  /// answer held rates that could not be read.
  public var unreadableNote: String? {
    guard let days = history.value?.unreadableDays, let first = days.first else { return nil }
    let count = days.count == 1 ? "1 day" : "\(days.count) days"
    let which =
      days.count == 1
      ? DisplayDate.long(first)
      : "\(DisplayDate.long(first)) to \(DisplayDate.long(days[days.count - 1]))"
    return "The rate of \(count) could not be read (\(which)): it is left out of the chart."
  }

  // MARK: Work

  private func load() {
    history.startLoading()
    let (base, target, range) = (base, target, range)
    let known = isAsOfKnown ? asOf : nil
    let today = asOf
    tasks.run(.history) { [service, cache] () async -> (String?, CachedFetch<RateHistory>) in
      let told = await Self.lastDay(known: known, base: base, service: service)
      let end = told ?? today
      let start = DisplayDate.day(end, minus: range.rawValue)
      let fetched = await freshOrCached(
        fetch: { try await service.history(base: base, target: target, from: start, to: end) },
        store: { try cache?.store($0) },
        cached: { try cache?.history(base: base, target: target, from: start, to: end) })
      return (told, fetched)
    } onResult: { [weak self] result in
      guard let self, case .success(let (told, fetched)) = result else { return }
      if let told, !isAsOfKnown { (asOf, isAsOfKnown) = (told, true) }
      if let isCached = fetched.show(in: &history) { isShowingCachedHistory = isCached }
      notice = fetched.cacheProblem
    }
  }

  /// The history's last day: `known`, else the day of the service's latest rates for `base`;
  /// `nil` when the service cannot say (then the history is asked up to today, and the cache's
  /// shows offline).
  private nonisolated static func lastDay(
    known: String?, base: String, service: any ExchangeRateService
  ) async -> String? {
    if let known { return known }
    do {
      return try await service.latestRates(base: base).date
    } catch {
      // Not the history's failure: the history is asked up to today, and says its own.
      return nil
    }
  }
}

extension RateHistoryViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "title": title,
        "range": range,
        "history": history,
        "isShowingCachedHistory": isShowingCachedHistory,
        "notice": notice as Any,
        "readDay": readDay as Any,
        "status": status,
        "points": points,
      ])
  }
}

extension RateHistoryViewModel: RetryingViewModel, AppearingViewModel, ActingViewModel {}
