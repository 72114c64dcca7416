import ConcurrencyExtras
public import MVVMKitNetworking

/// An `HTTPClient` that puts ``NetworkFaults`` on every request to the client it wraps: to see a
/// screen's loading, error, retry and offline states without a server that misbehaves.
///
/// The faults are read from a ``NetworkFaultControl`` at each request, so they can change at any
/// time, and one control can drive every client of an app. Latency is waited out on the injected
/// clock, and the failures are drawn from the injected generator, so tests are exact.
///
/// ```swift
/// let faults = NetworkFaultControl()
/// let client = FaultInjectingHTTPClient(wrapping: URLSessionHTTPClient(), control: faults)
/// faults.faults = NetworkFaults(latency: .seconds(1), failureRate: 0.5)
/// ```
public struct FaultInjectingHTTPClient: HTTPClient {
  /// Where the faults in force are read.
  public let control: NetworkFaultControl
  private let base: any HTTPClient
  private let clock: any Clock<Duration>
  private let random: LockIsolated<any RandomNumberGenerator & Sendable>

  /// A client that sends through `base` with the faults of `control`, waiting on `clock` and
  /// drawing failures from `random`.
  public init(
    wrapping base: any HTTPClient, control: NetworkFaultControl,
    clock: any Clock<Duration> = ContinuousClock(),
    random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
  ) {
    self.base = base
    self.control = control
    self.clock = clock
    self.random = LockIsolated(random)
  }

  /// A client that sends through `base` with `faults` (changed through ``control``), waiting on
  /// `clock` and drawing failures from `random`.
  public init(
    wrapping base: any HTTPClient, faults: NetworkFaults = .none,
    clock: any Clock<Duration> = ContinuousClock(),
    random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
  ) {
    self.init(wrapping: base, control: NetworkFaultControl(faults), clock: clock, random: random)
  }

  /// The faults in force.
  public var faults: NetworkFaults { control.faults }

  /// Waits out the latency, then fails as offline, answers 503 for the failing share, or sends.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let faults = control.faults
    if faults.latency > .zero {
      do {
        try await clock.sleep(for: faults.latency)
      } catch {
        throw .cancelled
      }
    }
    if faults.isOffline { throw .transport("the network is offline") }
    if faults.failureRate > 0, draw() < faults.failureRate {
      return HTTPResponse(statusCode: 503)
    }
    return try await base.send(request)
  }

  /// A number in 0..<1 from the generator.
  private func draw() -> Double {
    random.withValue { generator in Double.random(in: 0..<1, using: &generator) }
  }
}
