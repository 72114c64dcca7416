public import Foundation

/// One currency's rate against a base over a span of days: Frankfurter's time series answer
/// (`{"base", "start_date", "end_date", "rates": {"2026-10-01": {"USD": 1.34}, ...}}`).
public struct RateHistory: Hashable, Sendable {
  /// One day's rate.
  public struct Point: Hashable, Sendable {
    /// The day, as `yyyy-MM-dd`.
    public var date: String
    /// Units of the target currency per unit of the base.
    public var rate: Decimal

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

  /// A history of `target` against `base`.
  public init(base: String, target: String, points: [Point]) {
    self.base = base
    self.target = target
    self.points = points
  }
}

/// The wire shape of a time series answer, for any set of target currencies.
struct TimeSeriesResponse: Codable, Hashable, Sendable {
  var amount: Decimal?
  var base: String
  var startDate: String?
  var endDate: String?
  var rates: [String: [String: Decimal]]

  enum CodingKeys: String, CodingKey {
    case amount, base, rates
    case startDate = "start_date"
    case endDate = "end_date"
  }

  init(
    amount: Decimal?, base: String, startDate: String?, endDate: String?,
    rates: [String: [String: Decimal]]
  ) {
    self.amount = amount
    self.base = base
    self.startDate = startDate
    self.endDate = endDate
    self.rates = rates
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decodeIfPresent(Decimal.self, forKey: .amount)
    base = try container.decode(String.self, forKey: .base)
    startDate = try container.decodeIfPresent(String.self, forKey: .startDate)
    endDate = try container.decodeIfPresent(String.self, forKey: .endDate)
    // Every rate is checked as it is read: an impossible one refuses the whole answer.
    rates = try container.decode([String: [String: WireRate]].self, forKey: .rates)
      .mapValues { $0.mapValues(\.value) }
  }

  /// The history of `target`, oldest first.
  func history(of target: String) -> RateHistory {
    let amount = amount.flatMap { $0 > 0 ? $0 : nil } ?? 1
    let points = rates.compactMap { date, rates in
      rates[target].map { RateHistory.Point(date: date, rate: $0 / amount) }
    }
    return RateHistory(base: base, target: target, points: points.sorted { $0.date < $1.date })
  }
}
