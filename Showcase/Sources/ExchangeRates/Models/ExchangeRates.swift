public import Foundation

/// Rates for one base currency on one day: how many units of each currency one unit of the base buys.
///
/// Decodes the Frankfurter API's `/latest` answer (`{"amount", "base", "date", "rates"}`) and the
/// classic fixer/exchangeratesapi shape without `amount`; rates may be integers or decimals and
/// are kept as `Decimal`, never `Double`. A rate no currency can have (zero, negative, far
/// beyond any real rate, or no number) is left out and kept in ``unreadable`` with the sentence
/// saying why, so the other rates are shown; an answer none of whose rates can be read is refused
/// with an `InvalidContentError` naming the currency.
public struct ExchangeRates: Codable, Hashable, Sendable {
  /// The base currency's code, such as "GBP".
  public var base: String
  /// The day the rates are for, as `yyyy-MM-dd`.
  public var date: String
  /// Units of each currency per unit of the base, by code.
  public var rates: [String: Decimal]
  /// Why each rate the answer held that could not be read was left out, by code: "The server
  /// sent an impossible rate for USD: -1.3." Not encoded.
  public var unreadable: [String: String] = [:]

  /// Rates for `base` on `date`.
  public init(base: String, date: String, rates: [String: Decimal]) {
    self.base = base
    self.date = date
    self.rates = rates
  }

  private enum CodingKeys: String, CodingKey { case amount, base, date, rates }

  /// Decodes the Frankfurter or fixer shape, per one unit of the base, refusing impossible rates.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    base = try container.decode(String.self, forKey: .base)
    date = try container.decode(String.self, forKey: .date)
    let amount = try container.decodeIfPresent(Decimal.self, forKey: .amount) ?? 1
    guard amount > 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container, debugDescription: "the amount must be positive")
    }
    // Rates are quoted for `amount` units of the base; keep them per one unit.
    let read = try ReadRate.split(container.decode([String: ReadRate].self, forKey: .rates))
    rates = read.rates.mapValues { $0 / amount }
    unreadable = read.unreadable
  }

  /// Encodes in Frankfurter's shape, with an amount of 1.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Decimal(1), forKey: .amount)
    try container.encode(base, forKey: .base)
    try container.encode(date, forKey: .date)
    try container.encode(rates, forKey: .rates)
  }
}
