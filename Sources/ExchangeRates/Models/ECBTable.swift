import Foundation
import MVVMKitNetworking

/// The ECB's reference rates table: one row per business day, one column per currency, each the
/// number of units of that currency for 1 EUR (`N/A` where the ECB published none).
///
/// Rates against any other base follow by division through EUR: GBP→USD = EUR→USD / EUR→GBP.
struct ECBTable: Sendable {
  /// One day of rates against EUR.
  struct Day: Sendable {
    let date: String
    let perEuro: [String: Decimal]
  }

  /// The days, newest first.
  let days: [Day]

  /// Parses the ECB's CSV: a `Date` column, then one column per currency; rows newest first.
  init(csv: String) throws(APIError) {
    var lines = csv.split(whereSeparator: \.isNewline).makeIterator()
    guard
      let header = lines.next()?.split(separator: ",", omittingEmptySubsequences: false)
        .map({ $0.trimmingCharacters(in: .whitespaces) }), header.first == "Date"
    else {
      throw .decoding(codingPath: "", reason: "the ECB table has no Date header")
    }
    var days: [Day] = []
    while let line = lines.next() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard let date = fields.first, !date.isEmpty else { continue }
      var perEuro: [String: Decimal] = ["EUR": 1]
      for (code, field) in zip(header.dropFirst(), fields.dropFirst()) where !code.isEmpty {
        if let rate = Decimal(string: field, locale: Locale(identifier: "en_US_POSIX")), rate > 0 {
          perEuro[code] = rate
        }
      }
      days.append(Day(date: date, perEuro: perEuro))
    }
    guard !days.isEmpty else {
      throw .decoding(codingPath: "", reason: "the ECB table has no rows")
    }
    self.days = days.sorted { $0.date > $1.date }
  }

  /// Rates for `base` on the latest day, optionally only for `symbols`.
  func latest(base: String, symbols: Set<String>? = nil) -> ExchangeRates? {
    days.first.flatMap { rates(on: $0, base: base, symbols: symbols) }
  }

  /// The rate of `target` against `base` on every day from `start` to `end`, as `yyyy-MM-dd`.
  func series(base: String, target: String, from start: String, to end: String) -> [String: Decimal]
  {
    var series: [String: Decimal] = [:]
    for day in days where day.date >= start && day.date <= end {
      if let rate = rates(on: day, base: base, symbols: [target])?.rates[target] {
        series[day.date] = rate
      }
    }
    return series
  }

  private func rates(on day: Day, base: String, symbols: Set<String>?) -> ExchangeRates? {
    guard let basePerEuro = day.perEuro[base] else { return nil }
    var rates: [String: Decimal] = [:]
    for (code, perEuro) in day.perEuro where code != base && (symbols?.contains(code) ?? true) {
      rates[code] = perEuro / basePerEuro
    }
    return ExchangeRates(base: base, date: day.date, rates: rates)
  }
}
