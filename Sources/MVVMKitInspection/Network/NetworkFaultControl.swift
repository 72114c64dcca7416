import ConcurrencyExtras
public import Observation

/// The ``NetworkFaults`` in force for one or more ``FaultInjectingHTTPClient``s: one switch for
/// every service of an app, changed from any thread and observable (reading ``faults`` inside
/// `observe` or `withObservationTracking` tracks later changes, announced on the main actor, for a
/// status bar that says when a fault is on).
public final class NetworkFaultControl: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let storage: LockIsolated<NetworkFaults>

  /// A control with `faults` in force; none by default.
  public init(_ faults: NetworkFaults = .none) {
    storage = LockIsolated(faults)
  }

  /// The faults in force; a change applies from the next request.
  public var faults: NetworkFaults {
    get {
      registrar.access(self, keyPath: \.faults)
      return storage.value
    }
    set {
      storage.setValue(newValue)
      // Announced on the main actor, where views read it (see HTTPExchangeLog).
      Task { @MainActor [registrar] in
        registrar.withMutation(of: self, keyPath: \.faults) {}
      }
    }
  }
}
