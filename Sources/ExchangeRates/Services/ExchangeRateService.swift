public import Foundation
public import MVVMKitNetworking

/// Where exchange rates come from: the Frankfurter API or anything that speaks it.
public protocol ExchangeRateService: Sendable {
  /// The latest rates for one unit of `base`.
  func latestRates(base: String) async throws(APIError) -> ExchangeRates
  /// The rate of `target` against `base` on each business day from `start` to `end` (`yyyy-MM-dd`).
  func history(base: String, target: String, from start: String, to end: String) async throws(APIError) -> RateHistory
  /// Currency names, by code.
  func currencies() async throws(APIError) -> [String: String]
}

/// The ``ExchangeRateService`` over the Frankfurter API (`/latest`, `/{start}..{end}`, `/currencies`).
public struct FrankfurterService: ExchangeRateService {
  /// The public Frankfurter API.
  public static let defaultBaseURL = URL(string: "https://api.frankfurter.app/")!

  private let client: any HTTPClient
  /// Where the API lives.
  public let baseURL: URL

  /// A service calling `baseURL` through `client`.
  public init(client: any HTTPClient, baseURL: URL = FrankfurterService.defaultBaseURL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// The service on the ECB data bundled with the app.
  public static func bundled() -> FrankfurterService {
    FrankfurterService(client: ExchangeRatesBundle.client())
  }

  public func latestRates(base: String) async throws(APIError) -> ExchangeRates {
    try await client.fetch(Endpoint<ExchangeRates>(path: "latest", query: ["from": base]), from: baseURL)
  }

  public func history(
    base: String, target: String, from start: String, to end: String
  ) async throws(APIError) -> RateHistory {
    let endpoint = Endpoint<TimeSeriesResponse>(path: "\(start)..\(end)", query: ["from": base, "to": target])
    return try await client.fetch(endpoint, from: baseURL).history(of: target)
  }

  public func currencies() async throws(APIError) -> [String: String] {
    try await client.fetch(Endpoint<[String: String]>(path: "currencies"), from: baseURL)
  }
}
