import Foundation
import MVVMKitNetworking

/// One exchange rate as an API writes it: a JSON number that must be a real rate.
///
/// Decoding refuses what no currency pair has ever been worth (zero, a negative number, NaN, or a
/// number such as `1e300` far outside any rate) with an ``InvalidContentError`` that names the
/// currency: "The server sent an impossible rate for USD: -1.3."
struct WireRate: Decodable, Sendable {
  /// The rates a currency pair can have. The widest real cross rates between the currencies the
  /// ECB quotes, old Turkish lira against the euro among them, stay well inside 10⁻⁹...10⁹.
  static let plausible =
    Decimal(
      sign: .plus, exponent: -9, significand: 1)...Decimal(sign: .plus, exponent: 9, significand: 1)

  /// The rate.
  let value: Decimal

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = decoder.codingPath.last?.stringValue ?? "a currency"
    let value: Decimal
    do {
      value = try container.decode(Decimal.self)
    } catch let error as DecodingError {
      throw error  // not a number at all: "expected a number"
    } catch {
      // A number Decimal cannot hold, such as 1e300 (the decoder's own error, which would reach
      // the user as "not valid JSON"): say which, when a Double can hold it.
      throw InvalidContentError(
        "The server sent an impossible rate for \(code)\(Self.shown(container)).")
    }
    try Self.check(value, code: code)
    self.value = value
  }

  /// Throws unless `value` is a rate a currency can have.
  static func check(_ value: Decimal, code: String) throws(InvalidContentError) {
    guard !value.isNaN, plausible.contains(value) else {
      throw InvalidContentError("The server sent an impossible rate for \(code): \(value).")
    }
  }

  private static func shown(_ container: any SingleValueDecodingContainer) -> String {
    do {
      return ": \(try container.decode(Double.self))"
    } catch {
      return ""  // beyond a Double too: the sentence names the currency alone
    }
  }
}
