public import Foundation

/// One currency's rate against a base over a span of days: Frankfurter's time series answer
/// (`{"base", "start_date", "end_date", "rates": {"2026-10-01": {"USD": 1.34}, ...}}`).
public struct RateHistory: Hashable, Sendable {
  /// One day's rate.
  public struct Point: Identifiable, Hashable, Sendable {
    /// The day, as `yyyy-MM-dd`.
    public var date: String
    /// Units of the target currency per unit of the base.
    public var rate: Decimal
    /// Its day: a history has one rate a day (a chart's `ForEach` tells the points apart by it).
    public var id: String { date }

    /// The rate on `date`.
    public init(date: String, rate: Decimal) {
      self.date = date
      self.rate = rate
    }
  }

  /// The base currency's code.
  public var base: String
  /// The target currency's code.
  public var target: String
  /// The rates, oldest first; days without a rate (weekends, holidays) are absent.
  public var points: [Point]
  /// The days whose rate the answer held but that could not be read (left out of ``points``),
  /// oldest first.
  public var unreadableDays: [String]

  /// A history of `target` against `base`, the rates of `unreadableDays` left out.
  public init(base: String, target: String, points: [Point], unreadableDays: [String] = []) {
    self.base = base
    self.target = target
    self.points = points
    self.unreadableDays = unreadableDays
  }
}
