import MVVMKit

/// Records a view model's output over time, the way a view bound with `observe` would see it.
///
/// The first value is recorded at once; each later one on the main-actor turn after the output
/// changes, one per burst of changes (exactly what ``observe(_:)`` delivers to a view).
///
/// ``next()`` reads the recorded values in order, like an iterator, waiting for one when the test
/// has read them all; ``values`` holds everything recorded.
///
/// ```swift
/// let drinks = ObservationRecorder { viewModel.drinksTitle }
/// #expect(await drinks.next() == "")
/// viewModel.searchTextChanged("rum")
/// #expect(await drinks.next() == "Searching…")
/// #expect(drinks.values == ["", "Searching…"])
/// ```
@MainActor
public final class ObservationRecorder<Value> {
  /// Every value recorded so far, oldest first.
  public private(set) var values: [Value] = []
  private var token: ObservationToken?
  private var readCount = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Starts recording what `read` returns.
  public init(_ read: @escaping @MainActor () -> Value) {
    token = observe { [weak self] in
      let value = read()
      self?.record(value)
    }
  }

  /// The most recent value.
  public var latest: Value? { values.last }

  /// The next value not yet read by `next()`, oldest first, waiting until it is recorded.
  public func next() async -> Value {
    await waitForValues(count: readCount + 1)
    readCount += 1
    return values[readCount - 1]
  }

  /// Waits until at least `count` values are recorded in all.
  public func waitForValues(count: Int) async {
    guard values.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Stops recording; the values recorded so far stay.
  public func stop() {
    token?.cancel()
    token = nil
  }

  private func record(_ value: Value) {
    values.append(value)
    let count = values.count
    waiters.removeAll { waiter in
      guard waiter.count <= count else { return false }
      waiter.continuation.resume()
      return true
    }
  }
}
