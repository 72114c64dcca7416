import MVVMKit
import Testing

/// Records a view model's output over time, the way a view bound with `observe` would see it.
///
/// The first value is recorded at once; each later one on the main-actor turn after the output
/// changes, one per burst of changes (exactly what MVVMKit's `observe(_:)` delivers to a view).
///
/// ``next(timeout:)`` reads the recorded values in order, like an iterator, waiting for one when the test
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
  private let clock: any Clock<Duration>
  private var readCount = 0
  private var waiters: [Waiter] = []
  private var nextWaiterID = 0

  private struct Waiter {
    let id: Int
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// Starts recording what `read` returns.
  ///
  /// - Parameters:
  ///   - clock: The clock the waits' timeouts run on: real time unless a test of the timeout
  ///     itself passes another.
  ///   - read: Reads the output to record.
  public init(
    clock: any Clock<Duration> = ContinuousClock(), _ read: @escaping @MainActor () -> Value
  ) {
    self.clock = clock
    token = observe { [weak self] in
      let value = read()
      self?.record(value)
    }
  }

  /// The most recent value.
  public var latest: Value? { values.last }

  /// The next value not yet read by `next()`, oldest first, waiting until it is recorded.
  ///
  /// - Parameter timeout: How long to wait, in real time, before giving up: a safety net so a
  ///   value that never comes fails the test, with what was recorded, instead of hanging it. The
  ///   default (30 s, times ``TestTime/scale``) leaves room for a busy machine: a test run shares
  ///   the main actor among hundreds of tests, and the processors with the processes some of
  ///   them start; `MVVMKIT_TEST_TIME_SCALE` gives a loaded machine more.
  /// - Returns: The value; `nil` after recording a test failure when none came in time.
  public func next(timeout: Duration = TestTime.scaled(.seconds(30))) async -> Value? {
    let wanted = readCount + 1
    guard await waitForValues(count: wanted, timeout: timeout) else {
      Issue.record(
        "ObservationRecorder: value \(wanted) did not come within \(timeout); recorded: \(values)")
      return nil
    }
    readCount += 1
    return values[readCount - 1]
  }

  /// Waits until at least `count` values are recorded in all, or `timeout` passes.
  ///
  /// - Returns: Whether the values came.
  @discardableResult
  public func waitForValues(count: Int, timeout: Duration = TestTime.scaled(.seconds(30))) async
    -> Bool
  {
    guard values.count < count else { return true }
    nextWaiterID += 1
    let id = nextWaiterID
    let timer = Task { [weak self, clock] in
      do {
        try await clock.sleep(for: timeout)
      } catch {
        return  // the values came first
      }
      self?.expire(id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      waiters.append(Waiter(id: id, count: count, continuation: continuation))
    }
  }

  private func expire(_ id: Int) {
    waiters.removeAll { waiter in
      guard waiter.id == id else { return false }
      waiter.continuation.resume(returning: false)
      return true
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
      waiter.continuation.resume(returning: true)
      return true
    }
  }
}
