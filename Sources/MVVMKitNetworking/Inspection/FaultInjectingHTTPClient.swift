/// An ``HTTPClient`` that puts ``NetworkFaults`` on every request to the client it wraps: to see a
/// screen's loading, error, retry and offline states without a server that misbehaves.
///
/// The faults can change at any time and apply from the next request. Latency is waited out on the
/// injected clock, and the failures are drawn from the injected generator, so tests are exact.
///
/// ```swift
/// let client = FaultInjectingHTTPClient(wrapping: URLSessionHTTPClient())
/// await client.setFaults(NetworkFaults(latency: .seconds(1), failureRate: 0.5))
/// ```
public actor FaultInjectingHTTPClient: HTTPClient {
  /// The faults in force.
  public private(set) var faults: NetworkFaults
  private let base: any HTTPClient
  private let clock: any Clock<Duration>
  private var random: any RandomNumberGenerator & Sendable

  /// A client that sends through `base` with `faults`, waiting on `clock` and drawing failures from
  /// `random`.
  public init(
    wrapping base: any HTTPClient, faults: NetworkFaults = .none,
    clock: any Clock<Duration> = ContinuousClock(),
    random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
  ) {
    self.base = base
    self.faults = faults
    self.clock = clock
    self.random = random
  }

  /// Changes the faults, from the next request on.
  public func setFaults(_ faults: NetworkFaults) {
    self.faults = faults
  }

  /// Waits out the latency, then fails as offline, answers 503 for the failing share, or sends.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let faults = faults
    if faults.latency > .zero {
      do {
        try await clock.sleep(for: faults.latency)
      } catch {
        throw .cancelled
      }
    }
    if faults.isOffline { throw .transport("the network is offline") }
    if faults.failureRate > 0, Double.random(in: 0..<1, using: &random) < faults.failureRate {
      return HTTPResponse(statusCode: 503)
    }
    return try await base.send(request)
  }
}
