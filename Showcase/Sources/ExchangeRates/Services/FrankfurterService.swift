public import Foundation
public import MVVMKitNetworking

/// The ``ExchangeRateService`` over the Frankfurter API (`/latest`, `/{day}`, `/{start}..{end}`,
/// `/currencies`).
public struct FrankfurterService: ExchangeRateService, APIService {
  /// The public Frankfurter API (`api.frankfurter.app`, its old address, only redirects here).
  public static let defaultBaseURL = URL(string: "https://api.frankfurter.dev/v1/")!

  /// Where its requests go.
  public let api: APIConnection

  /// "ECB" for the public API and the bundled data (the ECB's reference rates); for any other
  /// server its host (and port), since what it serves is its own.
  public var source: String {
    guard api.baseURL != Self.defaultBaseURL, let host = api.baseURL.host else { return "ECB" }
    return api.baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// A service sending its requests through `api`.
  public init(api: APIConnection) { self.api = api }

  /// A client answering from the ECB reference rates bundled with the app.
  public static func bundledClient() -> any HTTPClient { ExchangeRatesBundle.client() }

  /// The latest rates for one unit of `base`, refused when the answer is for another base.
  public func latestRates(base: String) async throws(APIError) -> ExchangeRates {
    let base = try Self.code(base)
    let rates = try await api.fetch(
      Endpoint<ExchangeRates>(path: "latest", query: ["from": base]))
    guard rates.base == base else {
      throw .invalidContent("The server sent rates for \(rates.base) when \(base) was asked.")
    }
    return rates
  }

  /// The rates for one unit of `base` on `day` (or the business day before); the code and the day
  /// are checked before any request, and an answer for another base is refused.
  public func rates(base: String, on day: String) async throws(APIError) -> ExchangeRates {
    let base = try Self.code(base)
    guard DisplayDate.isDay(day) else {
      throw .invalidRequest("“\(day)” is not a day written as yyyy-MM-dd")
    }
    let rates = try await api.fetch(Endpoint<ExchangeRates>(path: day, query: ["from": base]))
    guard rates.base == base else {
      throw .invalidContent("The server sent rates for \(rates.base) when \(base) was asked.")
    }
    return rates
  }

  /// The history of `target` against `base`; the codes and days are checked before any request.
  public func history(
    base: String, target: String, from start: String, to end: String
  ) async throws(APIError) -> RateHistory {
    let (base, target) = (try Self.code(base), try Self.code(target))
    for day in [start, end] where !DisplayDate.isDay(day) {
      throw .invalidRequest("“\(day)” is not a day written as yyyy-MM-dd")
    }
    let endpoint = Endpoint<TimeSeriesResponse>(
      path: "\(start)..\(end)", query: ["from": base, "to": target])
    let series = try await api.fetch(endpoint)
    guard series.base == base else {
      throw .invalidContent("The server sent a history for \(series.base) when \(base) was asked.")
    }
    return series.history(of: target)
  }

  /// Currency names, by code.
  public func currencies() async throws(APIError) -> [String: String] {
    try await api.fetch(Endpoint<[String: String]>(path: "currencies"))
  }

  /// `text` as a currency code for a request: paths and queries are built from valid codes only.
  private static func code(_ text: String) throws(APIError) -> String {
    guard let code = CurrencyCode.normalized(text) else {
      throw .invalidRequest("“\(text)” is not a currency code")
    }
    return code
  }
}
