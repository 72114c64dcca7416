public import Foundation
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// A currency's rate against the base over 30 days, 90 days or a year, with its statistics.
@MainActor @Observable
public final class RateHistoryViewModel: Identifiable {
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

  /// The base currency.
  public nonisolated let base: String
  /// The currency whose rate is shown.
  public nonisolated let target: String
  /// The last day of the history (the rates' "as of" date), as `yyyy-MM-dd`.
  public let asOf: String
  /// The span shown.
  public private(set) var range: Range = .days30
  /// The history for ``range``.
  public private(set) var history: Loadable<RateHistory> = .idle
  /// Whether the history shown came from the cache because the service could not be reached.
  public private(set) var isShowingCachedHistory = false

  public nonisolated var id: String { "\(base)-\(target)" }

  @ObservationIgnored private let service: any ExchangeRateService
  @ObservationIgnored private let cache: RatesCache?
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case history }

  /// The history of `target` against `base` up to `asOf`.
  public init(
    base: String, target: String, asOf: String, service: any ExchangeRateService,
    cache: RatesCache? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.target = target
    self.asOf = asOf
    self.service = service
    self.cache = cache
    self.tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: loads the history the first time.
  public func appeared() {
    if history == .idle { load() }
  }

  /// Tab: the next span (30 days, 90 days, 1 year, then 30 days again).
  public func rangeCycled() {
    let all = Range.allCases
    range = all[((all.firstIndex(of: range) ?? 0) + 1) % all.count]
    load()
  }

  /// Retry was tapped after a failed load.
  public func retryTapped() {
    load()
  }

  // MARK: Outputs

  /// "GBP → USD".
  public var title: String { "\(base) → \(target)" }

  /// The rates shown, oldest first.
  public var points: [Decimal] { history.value?.points.map(\.rate) ?? [] }

  /// The first and last day shown, as "2 Oct 2026".
  public var span: (first: String, last: String)? {
    guard let points = history.value?.points, let first = points.first, let last = points.last else { return nil }
    return (DisplayDate.long(first.date), DisplayDate.long(last.date))
  }

  /// Minimum, maximum, first, last and change, once there are points.
  public var statistics: Statistics? {
    let points = points
    guard let first = points.first, let last = points.last, let minimum = points.min(), let maximum = points.max()
    else { return nil }
    let change = first == 0 ? 0 : (last - first) / first * 100
    return Statistics(minimum: minimum, maximum: maximum, first: first, last: last, changePercent: change)
  }

  /// What the chart shows for its state.
  public var status: ListStatus {
    history.map(\.points).listStatus(emptyMessage: "No rates for \(target) in the last \(range.title).")
  }

  /// "Offline: history as stored on this device" while the points came from the cache.
  public var offlineBanner: String? {
    isShowingCachedHistory ? "Offline: history as stored on this device" : nil
  }

  // MARK: Work

  private func load() {
    history.startLoading()
    let (base, target) = (base, target)
    let start = DisplayDate.day(asOf, minus: range.rawValue)
    let end = asOf
    tasks.run(.history) { [service, cache] in
      try await freshOrCached(
        fetch: { try await service.history(base: base, target: target, from: start, to: end) },
        store: { try cache?.store($0) },
        cached: { try cache?.history(base: base, target: target, from: start, to: end) })
    } onResult: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let (history, isCached)):
        self.history = .loaded(history)
        self.isShowingCachedHistory = isCached
      case .failure(let error):
        self.history.fail(error)
      }
    }
  }
}
