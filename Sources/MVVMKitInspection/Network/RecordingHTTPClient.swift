public import MVVMKitNetworking

/// An `HTTPClient` that records every exchange of the client it wraps in an ``HTTPExchangeLog``:
/// method, URL (secrets redacted), status, bytes, latency, and how it ended, including requests
/// that a newer one to the same endpoint superseded. For an inspector that shows a running app's
/// traffic, and for tests.
///
/// Several clients can share one log, so that an app's services show as one list.
///
/// ```swift
/// let log = HTTPExchangeLog()
/// let client = RecordingHTTPClient(
///   wrapping: URLSessionHTTPClient(), log: log,
///   redacting: Redaction(secrets: [apiKey], parameterNames: ["key"]))
/// log.exchanges  // newest first
/// ```
public struct RecordingHTTPClient: HTTPClient {
  /// Where the exchanges are recorded.
  public let log: HTTPExchangeLog
  private let base: any HTTPClient
  private let clock: any Clock<Duration>
  private let redaction: Redaction
  private let cassette: CassetteRecorder?

  /// A client that sends through `base` and records each exchange in `log`, and while `cassette`
  /// records, whole in it too; timing them on `clock`, and never recording what `redaction` names
  /// (API keys in URLs, bodies or error messages, in any form).
  public init(
    wrapping base: any HTTPClient, log: HTTPExchangeLog = HTTPExchangeLog(),
    cassette: CassetteRecorder? = nil, clock: any Clock<Duration> = ContinuousClock(),
    redacting redaction: Redaction = Redaction()
  ) {
    self.base = base
    self.log = log
    self.cassette = cassette
    self.clock = clock
    self.redaction = redaction
  }

  /// Every exchange in the log so far, newest first.
  public var exchanges: [HTTPExchange] { log.exchanges }

  /// Sends `request` through the wrapped client and records the exchange.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let id = log.begin(
      method: request.method.rawValue, url: redaction.apply(to: request.url.absoluteString))
    HTTPExchangeTrail.join(LoggedExchange(log: log, id: id))
    let slot = cassette?.begin(
      Cassette.Exchange(request, result: nil, latency: .zero, redaction: redaction))
    let elapsed = Self.stopwatch(on: clock)
    // Keeps how the request ended in the cassette, when it was kept as sent.
    func keep(_ result: Result<HTTPResponse, APIError>, _ latency: Duration) {
      guard let slot, let cassette else { return }
      cassette.end(
        slot,
        as: Cassette.Exchange(request, result: result, latency: latency, redaction: redaction))
    }
    do {
      let response = try await base.send(request)
      let latency = elapsed()
      log.end(
        id, .answered, latency: latency, statusCode: response.statusCode,
        bytes: response.body.count)
      keep(.success(response), latency)
      return response
    } catch {
      let redacted = error.redacting(redaction)
      let outcome: HTTPExchange.Outcome =
        redacted == .cancelled ? .cancelled : .failed(redacted.errorDescription ?? "\(redacted)")
      let latency = elapsed()
      log.end(id, outcome, latency: latency, statusCode: nil, bytes: nil)
      keep(.failure(error), latency)
      throw redacted
    }
  }

  /// The time since now on `clock`, each time it is called.
  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}

/// An exchange in a log, as a trail tells it what became of it.
private struct LoggedExchange: HTTPExchangeNotes {
  let log: HTTPExchangeLog
  let id: Int

  func servedFromCache() {
    log.markServedFromCache(id)
  }

  func answerWasRead(_ reading: HTTPAnswerReading) {
    log.setReading(reading, of: id)
  }
}
