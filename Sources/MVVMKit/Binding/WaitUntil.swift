/// Waits until `condition` holds, re-checking it whenever what it reads changes (through
/// ``observe(_:)``), or until the waiting task is cancelled (a test's time limit), whichever comes
/// first: for code that must wait for a view model's state, such as a command that prints a frame
/// once every source has loaded, or a test.
///
/// ```swift
/// viewModel.appeared()
/// await waitUntil { viewModel.drinks.isSettled }
/// ```
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  let waiter = Waiter()
  await withTaskCancellationHandler {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      waiter.continuation = continuation
      let token = observe {
        if condition() { waiter.resume() }
      }
      // Already true, or already cancelled: nothing to keep observing.
      if waiter.continuation == nil || Task.isCancelled {
        token.cancel()
        waiter.resume()
      } else {
        waiter.token = token
      }
    }
  } onCancel: {
    Task { @MainActor in waiter.resume() }
  }
}

/// One wait: resumed once, by the condition or by cancellation.
@MainActor
private final class Waiter {
  var continuation: CheckedContinuation<Void, Never>?
  var token: ObservationToken?

  func resume() {
    token?.cancel()
    token = nil
    continuation?.resume()
    continuation = nil
  }
}
