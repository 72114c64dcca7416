import MVVMKit

/// A ``Loadable`` seen without its value type: its case, and the value it holds, for ``StateTree``.
protocol LoadableInspection {
  /// The case's name: "idle", "loading", "loaded" or "failed".
  var caseName: String { get }
  /// The loaded value, or the previous one while loading or after a failure.
  var heldValue: Any? { get }
  /// The failure's message, in the failed case.
  var failureMessage: String? { get }
}

extension Loadable: LoadableInspection {
  var caseName: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded: "loaded"
    case .failed: "failed"
    }
  }

  var heldValue: Any? { value.map { $0 as Any } }

  var failureMessage: String? { failure?.message }
}
