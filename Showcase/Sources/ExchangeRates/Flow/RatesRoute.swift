public import Foundation
public import MVVMKit

/// Every screen of the Exchange rates app, with what defines it: where a user is, as a value that
/// a ``RouteStack`` holds, a deep link names and a URL carries.
public enum RatesRoute: AddressableRoute {
  /// Every currency against `base`, with `amount` of it converted, on `day` (`yyyy-MM-dd`; the
  /// latest rates when `nil`).
  case rates(base: String, amount: Decimal, day: String? = nil)
  /// The history of `currency` against `base`.
  case history(base: String, currency: String)

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    switch self {
    case .rates: [self]
    case .history(let base, _): [.rates(base: base, amount: 1), self]
    }
  }

  /// The first segment of every path of the app.
  public static let app = "rates"

  /// The route's address: `/rates?amount=100&base=GBP`, `/rates?amount=1&base=GBP&day=2024-01-02`,
  /// `/rates/history/USD?base=GBP`.
  public var path: String {
    switch self {
    case .rates(let base, let amount, let day):
      var query = ["base": base, "amount": "\(amount)"]
      if let day { query["day"] = day }
      return RoutePath([Self.app], query: query).description
    case .history(let base, let currency):
      return RoutePath([Self.app, "history", currency], query: ["base": base]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or one
  /// whose currency codes or amount are not ones, or the history of the base against itself. A
  /// missing base is GBP, a missing amount 1.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app,
      let base = CurrencyCode.normalized(path.query["base"] ?? "GBP")
    else { return nil }
    if path.segments.count == 1 {
      guard let amount = Decimal(string: path.query["amount"] ?? "1", locale: Self.posix),
        amount >= 0
      else { return nil }
      self = .rates(base: base, amount: amount, day: path.query["day"])
    } else if let currency = path.segment(after: [Self.app, "history"]).flatMap(
      CurrencyCode.normalized), currency != base
    {
      self = .history(base: base, currency: currency)
    } else {
      return nil
    }
  }

  /// Numbers in addresses are written the same everywhere: `1234.5`.
  private static let posix = Locale(identifier: "en_US_POSIX")
}
