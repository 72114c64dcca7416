/// Ticks every `interval` on a clock, counted from the moment the sequence is made: the n-th tick
/// is due n × `interval` after that, however late iteration begins. Each element is the tick's
/// due time.
///
/// Use it for a view model's timer on an injected clock, such as a player's progress:
///
/// ```swift
/// tasks.run(.ticks, each: ClockTicks(every: .seconds(1), on: clock)) { [weak self] _ in
///   self?.secondPassed()
/// }
/// ```
///
/// Unlike a timer that starts counting when it is first iterated, its due times do not depend on
/// when the task consuming it gets to run, so a test that advances a test clock right after
/// starting it sees exactly the ticks it advanced past. (swift-clocks' `TestClock` holds a sleep
/// due at exactly its current time until it is advanced again: end a test's advance between ticks.)
public struct ClockTicks<C: Clock>: AsyncSequence, Sendable {
  /// A tick's due time.
  public typealias Element = C.Instant

  private let clock: C
  private let interval: C.Duration
  private let start: C.Instant

  /// Ticks every `interval` on `clock`, from now.
  public init(every interval: C.Duration, on clock: C) {
    self.clock = clock
    self.interval = interval
    self.start = clock.now
  }

  /// An iterator from the first tick.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval, due: start.advanced(by: interval))
  }

  /// Waits for each tick in turn.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    var due: C.Instant

    /// The next tick's due time, once it is due.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    public mutating func next() async throws -> C.Instant? {
      let tick = due
      try await clock.sleep(until: tick, tolerance: nil)
      due = tick.advanced(by: interval)
      return tick
    }
  }
}
