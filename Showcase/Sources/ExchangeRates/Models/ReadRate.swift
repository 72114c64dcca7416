import Foundation
import MVVMKitNetworking

/// One exchange rate as an API writes it, read or not: a rate that is no number or no rate a
/// currency can have is kept as the sentence saying so, so that one bad rate leaves the others
/// shown (``ExchangeRates/unreadable``).
struct ReadRate: Decodable, Sendable {
  /// The rate, or why it could not be read.
  let result: Result<Decimal, InvalidContentError>

  init(from decoder: any Decoder) throws {
    let code = decoder.codingPath.last?.stringValue ?? "a currency"
    do {
      result = .success(try WireRate(from: decoder).value)
    } catch let error as InvalidContentError {
      result = .failure(error)
    } catch {
      result = .failure(
        InvalidContentError("The server sent a rate for \(code) that is no number."))
    }
  }

  /// The rates of `read` that could be read, and why each other one could not, by code.
  ///
  /// - Throws: The first code's reason when `read` has rates and none could be read.
  static func split(_ read: [String: ReadRate]) throws(InvalidContentError) -> (
    rates: [String: Decimal], unreadable: [String: String]
  ) {
    var rates: [String: Decimal] = [:]
    var unreadable: [String: String] = [:]
    for (code, rate) in read {
      switch rate.result {
      case .success(let value): rates[code] = value
      case .failure(let error): unreadable[code] = error.message
      }
    }
    if rates.isEmpty, let first = unreadable.keys.min(), let message = unreadable[first] {
      throw InvalidContentError(message)
    }
    return (rates, unreadable)
  }
}
