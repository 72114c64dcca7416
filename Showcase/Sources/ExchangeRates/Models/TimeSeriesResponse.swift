import Foundation
import MVVMKitNetworking

/// The wire shape of a time series answer, for any set of target currencies.
struct TimeSeriesResponse: Codable, Hashable, Sendable {
  var amount: Decimal?
  var base: String
  var startDate: String?
  var endDate: String?
  var rates: [String: [String: Decimal]]
  /// Why each rate that could not be read was left out, by day and code.
  var unreadable: [String: [String: String]] = [:]

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
    // Every rate is checked as it is read: an impossible one is left out, with why; an answer
    // none of whose rates can be read is refused.
    let read = try container.decode([String: [String: ReadRate]].self, forKey: .rates)
    var rates: [String: [String: Decimal]] = [:]
    var unreadable: [String: [String: String]] = [:]
    var firstProblem: InvalidContentError?
    for (day, dayRates) in read {
      do {
        let split = try ReadRate.split(dayRates)
        rates[day] = split.rates
        if !split.unreadable.isEmpty { unreadable[day] = split.unreadable }
      } catch {
        firstProblem = firstProblem ?? error
        unreadable[day] = dayRates.compactMapValues {
          if case .failure(let error) = $0.result { error.message } else { nil }
        }
      }
    }
    if rates.isEmpty, let firstProblem { throw firstProblem }
    self.rates = rates
    self.unreadable = unreadable
  }

  /// The history of `target`, oldest first.
  func history(of target: String) -> RateHistory {
    let amount = amount.flatMap { $0 > 0 ? $0 : nil } ?? 1
    let points = rates.compactMap { date, rates in
      rates[target].map { RateHistory.Point(date: date, rate: $0 / amount) }
    }
    return RateHistory(
      base: base, target: target, points: points.sorted { $0.date < $1.date },
      unreadableDays: unreadable.filter { $0.value[target] != nil }.keys.sorted())
  }
}
