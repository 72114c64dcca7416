public import Foundation

/// Formats money with each currency's ISO 4217 minor units (JPY 0 decimals, GBP 2).
public enum CurrencyFormat {
  /// ISO 4217 minor units of the currencies whose count is not 2.
  private static let minorUnitExceptions: [String: Int] = [
    "JPY": 0, "KRW": 0, "ISK": 0, "CLP": 0, "VND": 0, "XAF": 0, "XOF": 0, "PYG": 0, "UGX": 0,
    "BHD": 3, "KWD": 3, "OMR": 3, "JOD": 3, "TND": 3, "LYD": 3, "IQD": 3,
  ]

  /// The number of decimals `code` is written with.
  public static func minorUnits(of code: String) -> Int {
    minorUnitExceptions[code] ?? 2
  }

  /// `amount` rounded half-even to `code`'s minor units, with thousands separators:
  /// "1,234.57" for GBP, "175,680" for JPY.
  public static func amount(_ amount: Decimal, code: String) -> String {
    grouped(amount, decimals: minorUnits(of: code))
  }

  /// A rate, with enough decimals to be useful whatever its size and no trailing zeros, so every
  /// rate shows the digits it has: "1.33988", "210.697", "0.0047461", "1.31", "2".
  public static func rate(_ rate: Decimal) -> String {
    let magnitude = abs(rate)
    let decimals = magnitude >= 100 ? 3 : magnitude >= 1 ? 5 : magnitude >= 0.01 ? 6 : 7
    var text = grouped(rate, decimals: decimals)
    guard text.contains(".") else { return text }
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text
  }

  /// `value` rounded to `decimals` places, with "," between thousands and "." before decimals.
  public static func grouped(_ value: Decimal, decimals: Int) -> String {
    var rounded = Decimal()
    var input = value
    NSDecimalRound(&rounded, &input, decimals, .bankers)
    let negative = rounded < 0
    let text = (negative ? -rounded : rounded).description
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let integer = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    fraction += String(repeating: "0", count: max(0, decimals - fraction.count))
    var groups: [Substring] = []
    var end = integer.endIndex
    while end > integer.startIndex {
      let start =
        integer.index(end, offsetBy: -3, limitedBy: integer.startIndex) ?? integer.startIndex
      groups.insert(integer[start..<end], at: 0)
      end = start
    }
    let grouped = groups.joined(separator: ",")
    return (negative ? "-" : "") + grouped + (decimals > 0 ? "." + fraction : "")
  }

  /// A change in percent with a sign and two decimals: "+1.25%", "-0.40%".
  public static func percent(_ value: Decimal) -> String {
    (value > 0 ? "+" : "") + grouped(value, decimals: 2) + "%"
  }
}
