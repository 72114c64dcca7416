import ConcurrencyExtras
import MVVMKitInspection
import MVVMKitNetworking

/// A browser tab's clients: each service's client with the network faults the options ask for,
/// and nothing kept (a tab has no inspector, and nothing records it).
final class FaultedClients: ServiceClients {
  private let faults: NetworkFaultControl
  private let clock: any Clock<Duration>
  private let redactionState = LockIsolated(Redaction.credentials)
  /// The kept answers the tab shows because their servers could not be reached: its page says
  /// how old.
  let keptAnswers = KeptAnswersSeen()

  /// Clients with `faults`, their latency on `clock`.
  init(faults: NetworkFaults, clock: any Clock<Duration> = ContinuousClock()) {
    self.faults = NetworkFaultControl(faults)
    self.clock = clock
  }

  var redaction: Redaction { redactionState.value }

  func client(_ base: any HTTPClient, redacting redaction: Redaction) -> any HTTPClient {
    redactionState.withValue { $0.add(redaction.merging(.credentials)) }
    return FaultInjectingHTTPClient(wrapping: base, control: faults, clock: clock)
  }
}
