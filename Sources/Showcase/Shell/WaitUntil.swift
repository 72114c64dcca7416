import MVVMKit

/// Waits until `condition` holds, re-checking it whenever what it reads changes (through `observe`).
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  var token: ObservationToken?
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    var resumed = false
    token = observe {
      guard !resumed, condition() else { return }
      resumed = true
      continuation.resume()
    }
  }
  token?.cancel()
}
