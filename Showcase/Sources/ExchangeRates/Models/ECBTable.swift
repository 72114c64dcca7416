import Foundation
import MVVMKitNetworking

/// The ECB's reference rates table: one row per business day, one column per currency, each the
/// number of units of that currency for 1 EUR (`N/A` where the ECB published none).
///
/// Rates against any other base follow by division through EUR: GBP→USD = EUR→USD / EUR→GBP.
///
/// Only the dates are read when the table is made; a day's rates are read when they are asked
/// for, so an app that shows the latest rates reads one row of the years bundled.
struct ECBTable: Sendable {
  /// One day of the table: its date, and its row as the CSV has it.
  struct Day: Sendable {
    let date: String
    /// The row after the date: one field per currency of the header.
    let fields: Substring
  }

  /// The currency of each column after the date.
  let currencies: [String]
  /// The days, newest first.
  let days: [Day]

  /// Parses the ECB's CSV: a `Date` column, then one column per currency; rows newest first.
  init(csv: String) throws(APIError) {
    // Lines split on bytes: the table is ASCII, and a grapheme-aware split costs ten times more.
    var lines = csv.utf8.split(whereSeparator: {
      $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
    })
    .makeIterator()
    guard
      let header = lines.next().map({
        Substring($0).split(separator: ",", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
      }), header.first == "Date"
    else {
      throw .decoding(codingPath: "", reason: "the ECB table has no Date header")
    }
    var days: [Day] = []
    while let bytes = lines.next() {
      let line = Substring(bytes)
      let comma = line.firstIndex(of: ",") ?? line.endIndex
      let date = line[..<comma].trimmingCharacters(in: .whitespaces)
      guard !date.isEmpty else { continue }
      let fields = comma < line.endIndex ? line[line.index(after: comma)...] : ""
      days.append(Day(date: date, fields: fields))
    }
    guard !days.isEmpty else {
      throw .decoding(codingPath: "", reason: "the ECB table has no rows")
    }
    self.currencies = Array(header.dropFirst())
    self.days = days.sorted { $0.date > $1.date }
  }

  /// The units of each currency for 1 EUR on `day` (EUR itself is 1), read from its row.
  func perEuro(on day: Day) -> [String: Decimal] {
    var perEuro: [String: Decimal] = ["EUR": 1]
    let fields = day.fields.split(separator: ",", omittingEmptySubsequences: false)
    for (code, field) in zip(currencies, fields) where !code.isEmpty {
      let text = field.trimmingCharacters(in: .whitespaces)
      if let rate = Decimal(string: text, locale: Self.posix), rate > 0 {
        perEuro[code] = rate
      }
    }
    return perEuro
  }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// Rates for `base` on `day` (`yyyy-MM-dd`), or on the last business day before it, as the
  /// Frankfurter API answers a day; the latest rates for a day after the last; `nil` before the
  /// first day, or for a base the ECB had no rate for then.
  func rates(on day: String, base: String) -> ExchangeRates? {
    // Newest first: the first day not after `day`.
    days.first { $0.date <= day }.flatMap { rates(on: $0, base: base, symbols: nil) }
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
    let perEuroOnDay = perEuro(on: day)
    guard let basePerEuro = perEuroOnDay[base] else { return nil }
    var rates: [String: Decimal] = [:]
    for (code, perEuro) in perEuroOnDay where code != base && (symbols?.contains(code) ?? true) {
      rates[code] = perEuro / basePerEuro
    }
    return ExchangeRates(base: base, date: day.date, rates: rates)
  }
}
