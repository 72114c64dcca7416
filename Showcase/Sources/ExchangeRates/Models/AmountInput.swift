public import Foundation

/// Reads an amount typed by the user: "100", "1000.5", "1,000.50". Thousands separators must be
/// in groups of three; a negative amount, one of more than ``maximumDigits`` digits (which
/// `Decimal` would round without a word) or anything else is refused with a sentence saying why.
public enum AmountInput {
  /// The most significant digits an amount may have: what `Decimal` holds exactly.
  public static let maximumDigits = 38

  /// Why an amount was refused.
  public enum Problem: Error, Hashable, Sendable {
    case empty
    case negative
    case notANumber(String)
    /// More significant digits than ``AmountInput/maximumDigits``: how many.
    case tooManyDigits(Int)

    /// A sentence for the user.
    public var message: String {
      switch self {
      case .empty: "Enter an amount."
      case .negative: "The amount can't be negative."
      case .notANumber(let text): "“\(text)” is not an amount like 1,250.50."
      case .tooManyDigits(let count):
        "The amount has \(count) digits; amounts up to \(AmountInput.maximumDigits) digits can be converted."
      }
    }
  }

  /// The amount in `text`, or why it is not one.
  public static func parse(_ text: String) -> Result<Decimal, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .failure(.empty) }
    if trimmed.hasPrefix("-") || trimmed.hasPrefix("−") {
      return parse(String(trimmed.dropFirst())).flatMap { _ in .failure(.negative) }
    }
    // "12", "12.5" and ".5" (a leading zero left out, as people type it).
    let plain = /\d+(\.\d+)?|\.\d+/
    let grouped = /\d{1,3}(,\d{3})+(\.\d+)?/
    guard trimmed.wholeMatch(of: plain) != nil || trimmed.wholeMatch(of: grouped) != nil else {
      return .failure(.notANumber(trimmed))
    }
    let digits = significantDigits(of: trimmed)
    guard digits <= maximumDigits else { return .failure(.tooManyDigits(digits)) }
    guard
      let value = Decimal(
        string: trimmed.replacingOccurrences(of: ",", with: ""),
        locale: Locale(identifier: "en_US_POSIX"))
    else {
      return .failure(.notANumber(trimmed))
    }
    return .success(value)
  }

  /// The digits of `number` ("0,012.3400") that carry its value: without the integer part's
  /// leading zeros and the fraction's trailing ones ("12.34": 4).
  private static func significantDigits(of number: String) -> Int {
    let parts = number.replacingOccurrences(of: ",", with: "").split(
      separator: ".", omittingEmptySubsequences: false)
    let whole = parts[0].drop { $0 == "0" }
    let fraction = parts.count > 1 ? String(parts[1].reversed().drop { $0 == "0" }) : ""
    guard !whole.isEmpty else {
      // Below 1: the digits from the first that is not zero ("0.0012": 2).
      return fraction.reversed().drop { $0 == "0" }.count
    }
    return whole.count + fraction.count
  }
}
