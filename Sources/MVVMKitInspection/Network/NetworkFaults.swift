/// Faults to put on every request: added latency, a share of failures, or no network at all.
public struct NetworkFaults: Hashable, Sendable {
  /// Time added before each request is sent.
  public var latency: Duration
  /// The share of requests, from 0 to 1, answered `503 Service Unavailable` instead of sent.
  public var failureRate: Double
  /// Whether every request fails as it does with no network.
  public var isOffline: Bool

  /// Faults; none by default.
  public init(latency: Duration = .zero, failureRate: Double = 0, isOffline: Bool = false) {
    self.latency = latency
    self.failureRate = min(max(failureRate, 0), 1)
    self.isOffline = isOffline
  }

  /// No faults.
  public static let none = NetworkFaults()

  /// Whether any fault is on.
  public var isOn: Bool { self != .none }
}
