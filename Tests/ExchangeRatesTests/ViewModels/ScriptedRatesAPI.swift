import ExchangeRates
import Foundation
import MVVMKitNetworking

/// The rates API as a view model test scripts it: answers per call, queued (the last one stays),
/// every call recorded, and every call optionally held until the test releases it.
@MainActor final class ScriptedRatesAPI {
  /// Answers to `latestRates`, by base.
  var latest: [String: [Result<ExchangeRates, APIError>]] = [:]
  /// Answers to `currencies`.
  var names: [Result<[String: String], APIError>] = [.failure(TestExchangeRateService.notSet)]
  /// Answers to `history`, by "start..end".
  var histories: [String: [Result<RateHistory, APIError>]] = [:]
  /// Every call, in order: "latest GBP", "currencies", "history GBP USD 2026-09-30..2026-10-30".
  private(set) var calls: [String] = []
  /// Whether calls wait for ``release()`` before they answer.
  var holds = false
  private var held: [CheckedContinuation<Void, Never>] = []
  private var callWaiters: [(prefix: String, continuation: CheckedContinuation<Void, Never>)] = []

  /// The service the view model under test talks to.
  var service: TestExchangeRateService {
    TestExchangeRateService(
      latestRates: { (base: String) async throws(APIError) -> ExchangeRates in
        try await self.answerLatest(base)
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
    guard !calls.contains(where: { $0.hasPrefix(prefix) }) else { return }
    await withCheckedContinuation { callWaiters.append((prefix, $0)) }
  }

  /// Lets every held call answer, and later ones answer at once.
  func release() {
    holds = false
    for continuation in held { continuation.resume() }
    held.removeAll()
  }

  private func arrive(_ call: String) async {
    calls.append(call)
    callWaiters.removeAll { waiter in
      guard call.hasPrefix(waiter.prefix) else { return false }
      waiter.continuation.resume()
      return true
    }
    if holds { await withCheckedContinuation { held.append($0) } }
  }

  private func answerLatest(_ base: String) async throws(APIError) -> ExchangeRates {
    await arrive("latest \(base)")
    return try Self.next(&latest[base, default: [.failure(.httpStatus(404, bodyExcerpt: ""))]])
      .get()
  }

  private func answerHistory(_ base: String, _ target: String, _ start: String, _ end: String)
    async throws(APIError)
    -> RateHistory
  {
    await arrive("history \(base) \(target) \(start)..\(end)")
    return try Self.next(
      &histories["\(start)..\(end)", default: [.failure(.httpStatus(404, bodyExcerpt: ""))]]
    )
    .get()
  }

  private func answerNames() async throws(APIError) -> [String: String] {
    await arrive("currencies")
    return try Self.next(&names).get()
  }

  /// The first queued answer, or the last one again once it is the only one left.
  private static func next<Value>(_ queue: inout [Result<Value, APIError>]) -> Result<
    Value, APIError
  > {
    queue.count > 1 ? queue.removeFirst() : queue[0]
  }
}
