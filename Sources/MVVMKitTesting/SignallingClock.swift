/// A `TestClock` that says when something starts sleeping on it, so a test advances time only
/// once the code under test is waiting (advancing earlier would move `now` under a sleep not yet
/// begun, which would then wait the whole duration again).
///
/// ```swift
/// let base = TestClock()
/// let (sleeps, sleepStarted) = AsyncStream.makeStream(of: Void.self)
/// let model = Model(clock: SignallingClock(base: base, sleeps: sleepStarted))
/// var iterator = sleeps.makeAsyncIterator()
/// await iterator.next()  // the model is sleeping
/// await base.advance(by: .seconds(2))
/// ```
public struct SignallingClock: Clock {
  /// The test clock that keeps the time.
  public let base: TestClock<Duration>
  /// Where a sleep's start is announced.
  public let sleeps: AsyncStream<Void>.Continuation

  /// A clock on `base` that yields to `sleeps` each time a sleep starts.
  public init(base: TestClock<Duration>, sleeps: AsyncStream<Void>.Continuation) {
    self.base = base
    self.sleeps = sleeps
  }

  /// The base clock's time.
  public var now: TestClock<Duration>.Instant { base.now }
  /// The base clock's resolution.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Announces the sleep, then sleeps on the base clock.
  public func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws
  {
    sleeps.yield()
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
