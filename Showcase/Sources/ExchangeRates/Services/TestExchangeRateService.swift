public import MVVMKitNetworking

/// An ``ExchangeRateService`` for tests and previews: each call answers with its closure, and a
/// call the test did not set fails as an unreachable server does.
///
/// ```swift
/// let service = TestExchangeRateService(latestRates: { base in ExchangeRates(base: base, ...) })
/// ```
public struct TestExchangeRateService: ExchangeRateService {
  /// Answers ``latestRates(base:)``.
  public var latestRates: @Sendable (String) async throws(APIError) -> ExchangeRates
  /// Answers ``rates(base:on:)`` with the base and the day.
  public var ratesOnDay: @Sendable (String, String) async throws(APIError) -> ExchangeRates
  /// Answers ``history(base:target:from:to:)`` with the base, target, first and last day.
  public var history:
    @Sendable (String, String, String, String) async throws(APIError) -> RateHistory
  /// Answers ``currencies()``.
  public var currencies: @Sendable () async throws(APIError) -> [String: String]

  /// The failure of a call that was not set.
  public static let notSet = APIError.transport("not set in this test")

  /// A service answering with the given closures.
  public init(
    latestRates: @escaping @Sendable (String) async throws(APIError) -> ExchangeRates = {
      _ throws(APIError) in
      throw notSet
    },
    ratesOnDay: @escaping @Sendable (String, String) async throws(APIError) -> ExchangeRates = {
      _, _ throws(APIError) in throw notSet
    },
    history:
      @escaping @Sendable (String, String, String, String) async throws(APIError) -> RateHistory = {
        _, _, _, _ throws(APIError) in throw notSet
      },
    currencies: @escaping @Sendable () async throws(APIError) -> [String: String] = {
      () throws(APIError) in
      throw notSet
    }
  ) {
    self.latestRates = latestRates
    self.ratesOnDay = ratesOnDay
    self.history = history
    self.currencies = currencies
  }

  /// Answers with ``latestRates``.
  public func latestRates(base: String) async throws(APIError) -> ExchangeRates {
    try await latestRates(base)
  }

  /// Answers with ``ratesOnDay``.
  public func rates(base: String, on day: String) async throws(APIError) -> ExchangeRates {
    try await ratesOnDay(base, day)
  }

  /// Answers with ``history``.
  public func history(
    base: String, target: String, from start: String, to end: String
  ) async throws(APIError) -> RateHistory {
    try await history(base, target, start, end)
  }

  /// Answers with ``currencies``.
  public func currencies() async throws(APIError) -> [String: String] {
    try await currencies()
  }
}
