public import Foundation

/// Reads an amount typed by the user: "100", "1000.5", "1,000.50". Thousands separators must be
/// in groups of three; a negative amount or anything else is refused with a sentence saying why.
public enum AmountInput {
  /// Why an amount was refused.
  public enum Problem: Error, Hashable, Sendable {
    case empty
    case negative
    case notANumber(String)

    /// A sentence for the user.
    public var message: String {
      switch self {
      case .empty: "Enter an amount."
      case .negative: "The amount can't be negative."
      case .notANumber(let text): "“\(text)” is not an amount."
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
    let plain = /\d+(\.\d+)?/
    let grouped = /\d{1,3}(,\d{3})+(\.\d+)?/
    guard trimmed.wholeMatch(of: plain) != nil || trimmed.wholeMatch(of: grouped) != nil,
      let value = Decimal(
        string: trimmed.replacingOccurrences(of: ",", with: ""),
        locale: Locale(identifier: "en_US_POSIX"))
    else {
      return .failure(.notANumber(trimmed))
    }
    return .success(value)
  }
}
