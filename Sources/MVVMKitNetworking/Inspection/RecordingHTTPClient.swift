/// An ``HTTPClient`` that records every exchange of the client it wraps: method, URL (secrets
/// redacted), status, bytes, latency, and how it ended, including requests that a newer one to the
/// same endpoint superseded. For an inspector that shows a running app's traffic, and for tests.
///
/// ```swift
/// let client = RecordingHTTPClient(wrapping: URLSessionHTTPClient(), secrets: [apiKey])
/// let log = await client.exchanges  // newest first
/// ```
public actor RecordingHTTPClient: HTTPClient {
  /// Every exchange so far, newest first.
  public private(set) var exchanges: [HTTPExchange] = []
  private let base: any HTTPClient
  private let clock: any Clock<Duration>
  private let secrets: [String]

  /// A client that sends through `base`, timing each exchange on `clock`, and never records any
  /// of `secrets` (API keys in URLs or error messages).
  public init(
    wrapping base: any HTTPClient, clock: any Clock<Duration> = ContinuousClock(),
    secrets: [String] = []
  ) {
    self.base = base
    self.clock = clock
    self.secrets = secrets.filter { !$0.isEmpty }
  }

  /// Sends `request` through the wrapped client and records the exchange.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let id = begin(request)
    let elapsed = Self.stopwatch(on: clock)
    do {
      let response = try await base.send(request)
      end(id, .answered, latency: elapsed(), response: response)
      return response
    } catch {
      let redacted = secrets.reduce(error) { $0.redacting($1) }
      let outcome: HTTPExchange.Outcome =
        redacted == .cancelled ? .cancelled : .failed(redacted.errorDescription ?? "\(redacted)")
      end(id, outcome, latency: elapsed(), response: nil)
      throw redacted
    }
  }

  private func begin(_ request: HTTPRequest) -> Int {
    let id = (exchanges.first?.id ?? 0) + 1
    let url = secrets.reduce(request.url.absoluteString) {
      $0.replacingOccurrences(of: $1, with: "REDACTED")
    }
    let endpoint = request.method.rawValue + " " + url.prefix { $0 != "?" }
    // An earlier request to this endpoint that was already cancelled was superseded by this one.
    for index in exchanges.indices
    where exchanges[index].endpoint == endpoint && exchanges[index].outcome == .cancelled {
      exchanges[index].outcome = .superseded
    }
    exchanges.insert(
      HTTPExchange(
        id: id, method: request.method.rawValue, url: url, outcome: .inFlight, endpoint: endpoint),
      at: 0)
    return id
  }

  private func end(
    _ id: Int, _ outcome: HTTPExchange.Outcome, latency: Duration, response: HTTPResponse?
  ) {
    guard let index = exchanges.firstIndex(where: { $0.id == id }) else { return }
    var exchange = exchanges[index]
    // Cancelled after a newer request to the same endpoint was sent: superseded by it.
    let isSuperseded =
      outcome == .cancelled && exchanges[..<index].contains { $0.endpoint == exchange.endpoint }
    exchange.outcome = isSuperseded ? .superseded : outcome
    exchange.latency = latency
    exchange.statusCode = response?.statusCode
    exchange.bytes = response?.body.count
    exchanges[index] = exchange
  }

  /// The time since now on `clock`, each time it is called.
  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
