import Foundation
public import MVVMKitNetworking

/// Where exchange rates come from: the Frankfurter API or anything that speaks it.
public protocol ExchangeRateService: Sendable {
  /// The latest rates for one unit of `base`.
  func latestRates(base: String) async throws(APIError) -> ExchangeRates
  /// The rates for one unit of `base` on `day` (`yyyy-MM-dd`): the ECB's of that day, or of the
  /// last business day before it (the answer's ``ExchangeRates/date`` says which).
  func rates(base: String, on day: String) async throws(APIError) -> ExchangeRates
  /// The rate of `target` against `base` on each business day from `start` to `end` (`yyyy-MM-dd`).
  func history(base: String, target: String, from start: String, to end: String)
    async throws(APIError) -> RateHistory
  /// Currency names, by code.
  func currencies() async throws(APIError) -> [String: String]
  /// Where the figures come from, to name beside them: "ECB", or the host of another server.
  var source: String { get }
}

extension ExchangeRateService {
  /// The ECB, whose reference rates the Frankfurter API serves.
  public var source: String { "ECB" }
}
