import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitTesting

/// The rates API as a view model test scripts it: answers per call, queued (the last one stays),
/// every call recorded, and every call optionally held until the test releases it.
@MainActor final class ScriptedRatesAPI {
  /// Answers to `latestRates`, by base.
  var latest: [String: [Result<ExchangeRates, APIError>]] = [:]
  /// Answers to `rates(base:on:)`, by "BASE DAY".
  var days: [String: [Result<ExchangeRates, APIError>]] = [:]
  /// Answers to `currencies`.
  var names: [Result<[String: String], APIError>] = [.failure(TestExchangeRateService.notSet)]
  /// Answers to `history`, by "start..end".
  var histories: [String: [Result<RateHistory, APIError>]] = [:]
  /// The calls, held and released as the test says.
  let script = CallScript()
  /// Every call, in order: "latest GBP", "currencies", "history GBP USD 2026-09-30..2026-10-30".
  var calls: [String] { script.calls }
  /// Whether calls wait for ``release()`` before they answer.
  var holds: Bool {
    get { script.holdsAll }
    set { script.holdsAll = newValue }
  }

  /// The service the view model under test talks to.
  var service: TestExchangeRateService {
    TestExchangeRateService(
      latestRates: { (base: String) async throws(APIError) -> ExchangeRates in
        try await self.answerLatest(base)
      },
      ratesOnDay: { (base: String, day: String) async throws(APIError) -> ExchangeRates in
        try await self.answerDay(base, day)
      },
      history: {
        (base: String, target: String, start: String, end: String) async throws(APIError)
          -> RateHistory in
        try await self.answerHistory(base, target, start, end)
      },
      currencies: { () async throws(APIError) -> [String: String] in
        try await self.answerNames()
      })
  }

  /// Waits until the view model has made a call starting with `prefix` ("currencies",
  /// "history"), which is then waiting for its answer if calls are held.
  func waitForCall(_ prefix: String) async {
    await script.waitForCall(startingWith: prefix)
  }

  /// Lets every held call answer, and later ones answer at once.
  func release() {
    script.releaseAll()
  }

  private func answerLatest(_ base: String) async throws(APIError) -> ExchangeRates {
    try await script.arrive("latest \(base)")
    return try Self.answer(&latest[base, default: [.failure(.httpStatus(404, bodyExcerpt: ""))]])
  }

  private func answerDay(_ base: String, _ day: String) async throws(APIError) -> ExchangeRates {
    try await script.arrive("day \(base) \(day)")
    return try Self.answer(
      &days["\(base) \(day)", default: [.failure(.httpStatus(404, bodyExcerpt: ""))]])
  }

  private func answerHistory(_ base: String, _ target: String, _ start: String, _ end: String)
    async throws(APIError)
    -> RateHistory
  {
    try await script.arrive("history \(base) \(target) \(start)..\(end)")
    return try Self.answer(
      &histories["\(start)..\(end)", default: [.failure(.httpStatus(404, bodyExcerpt: ""))]])
  }

  private func answerNames() async throws(APIError) -> [String: String] {
    try await script.arrive("currencies")
    return try Self.answer(&names)
  }

  /// The next of `queue`'s answers (see ``CallScript/next(_:)``).
  private static func answer<Value>(_ queue: inout [Result<Value, APIError>]) throws(APIError)
    -> Value
  {
    guard let next = CallScript.next(&queue) else { throw TestExchangeRateService.notSet }
    return try next.get()
  }
}
