/// Runs a view model's async work, one piece per key: new work under a key cancels the old
/// (latest wins), work can be debounced on an injected clock, and releasing the owner cancels
/// everything it still runs.
///
/// A result is delivered, on the main actor, only while its work is still the latest under its key
/// and not cancelled: a response that arrives after a newer request started is never applied.
///
/// ```swift
/// @MainActor @Observable final class SearchViewModel {
///   private let tasks: TaskOwner<Work>
///   enum Work { case search }
///
///   func searchTextChanged(_ text: String) {
///     tasks.run(.search, debounce: .milliseconds(300)) { [service] in
///       try await service.search(text)
///     } onResult: { [weak self] result in
///       self?.searchFinished(result)
///     }
///   }
/// }
/// ```
///
/// Capture the view model weakly in `onResult`, so a released view model deallocates at once
/// even while its requests are still in flight; its owner then cancels them.
@MainActor
public final class TaskOwner<Key: Hashable & Sendable> {
  private struct Work {
    let id: UInt64
    let task: Task<Void, Never>
  }

  /// The clock delays run on: the one a view model's work and the view models it makes use, so
  /// that a test's clock reaches them all.
  public let clock: any Clock<Duration>
  private var work: [Key: Work] = [:]
  /// Every task started and not yet ended, current or superseded: what ``idle()`` waits for.
  private var unfinished: [UInt64: Task<Void, Never>] = [:]
  private var nextID: UInt64 = 0

  /// An owner that debounces on `clock`.
  ///
  /// - Parameter clock: The clock debounce delays run on. Tests pass a test clock and advance it.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  deinit {
    for item in work.values { item.task.cancel() }
  }

  /// Starts `operation` under `key`, cancelling the work already running under it, and hands its
  /// result to `onResult` unless newer work under `key` has started or the work was cancelled.
  ///
  /// ```swift
  /// tasks.run(.nextPage, policy: .dropIfRunning) { [service, page] in
  ///   try await service.photos(page: page + 1)
  /// } onResult: { [weak self] result in
  ///   self?.pageArrived(result)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: Which kind of work this is; work under other keys is untouched.
  ///   - delay: Wait this long on the owner's clock before starting. Work started under `key`
  ///     within the delay replaces this one before it begins: this is the debounce.
  ///   - policy: What happens when work under `key` is still running: ``TaskPolicy/latestWins``
  ///     (the default) cancels it, ``TaskPolicy/dropIfRunning`` ignores this call.
  ///   - operation: The work itself, run off the main actor.
  ///   - onResult: Receives the result on the main actor. Never called for superseded or cancelled
  ///     work, and never with a `CancellationError`.
  /// - Returns: Whether the work started (`false` only when dropped by ``TaskPolicy/dropIfRunning``).
  @discardableResult
  public func run<Value: Sendable>(
    _ key: Key,
    debounce delay: Duration? = nil,
    policy: TaskPolicy = .latestWins,
    operation: @escaping @Sendable () async throws -> Value,
    onResult: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) -> Bool {
    if policy == .dropIfRunning, isRunning(key) { return false }
    work[key]?.task.cancel()
    nextID &+= 1
    let id = nextID
    // The debounce is measured from this input, however late the task itself starts.
    let wait = delay.map { Self.sleeper(on: clock, for: $0) }
    let task = Task { [weak self] in
      let result = await Self.perform(operation, after: wait)
      defer { self?.unfinished[id] = nil }
      guard let self, self.work[key]?.id == id else { return }
      self.work[key] = nil
      guard let result, !Task.isCancelled else { return }
      onResult(result)
    }
    work[key] = Work(id: id, task: task)
    unfinished[id] = task
    return true
  }

  /// Consumes `elements` under `key` until they end, handing each to `onElement` on the main
  /// actor while the work is current: new work under `key`, ``cancel(_:)`` and releasing the owner
  /// all stop it, and nothing is delivered after that.
  ///
  /// ```swift
  /// tasks.run(.ticks, each: ClockTicks(every: .seconds(1), on: clock)) { [weak self] _ in
  ///   self?.secondPassed()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: Which kind of work this is; work under other keys is untouched.
  ///   - elements: The sequence, such as a timer on the owner's clock or a stream of updates.
  ///   - onElement: Receives each element on the main actor, in order.
  ///   - onEnd: Called on the main actor when the sequence ends by itself (with `nil`) or throws
  ///     (with the error), unless the work was cancelled or replaced first.
  public func run<Elements: AsyncSequence & Sendable>(
    _ key: Key,
    each elements: Elements,
    onElement: @escaping @MainActor (Elements.Element) -> Void,
    onEnd: (@MainActor ((any Error)?) -> Void)? = nil
  ) where Elements.Element: Sendable {
    work[key]?.task.cancel()
    nextID &+= 1
    let id = nextID
    let task = Task { [weak self] in
      defer { self?.unfinished[id] = nil }
      var failure: (any Error)?
      do {
        for try await element in elements {
          guard let self, self.work[key]?.id == id, !Task.isCancelled else { return }
          onElement(element)
        }
      } catch {
        failure = error
      }
      guard let self, self.work[key]?.id == id else { return }
      self.work[key] = nil
      guard !Task.isCancelled else { return }
      onEnd?(failure)
    }
    work[key] = Work(id: id, task: task)
    unfinished[id] = task
  }

  /// Waits for `wait`, then runs `operation`; `nil` when cancelled during the wait.
  private nonisolated static func perform<Value: Sendable>(
    _ operation: @Sendable () async throws -> Value,
    after wait: (@Sendable () async throws -> Void)?
  ) async -> Result<Value, any Error>? {
    if let wait {
      do { try await wait() } catch { return nil }
    }
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }

  /// A wait on `clock` until `delay` from now (now being the moment of this call).
  ///
  /// A task that starts after its deadline (a busy machine, or a test clock advanced before the
  /// task ran) does not sleep at all: a test clock would otherwise hold a sleep registered at
  /// exactly its current time until it is advanced again.
  private nonisolated static func sleeper<C: Clock<Duration>>(
    on clock: C, for delay: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: delay)
    return {
      guard clock.now < deadline else { return try Task.checkCancellation() }
      try await clock.sleep(until: deadline, tolerance: nil)
    }
  }

  /// Cancels the work running under `key`, if any; its result is never delivered.
  public func cancel(_ key: Key) {
    work.removeValue(forKey: key)?.task.cancel()
  }

  /// Cancels all work; no result of it is delivered.
  public func cancelAll() {
    for item in work.values { item.task.cancel() }
    work.removeAll()
  }

  /// Whether work under `key` is waiting out its debounce or running.
  public func isRunning(_ key: Key) -> Bool {
    work[key] != nil
  }

  /// Whether any work is waiting or running.
  public var hasWork: Bool { !work.isEmpty }

  /// Waits until no work is running, including work started by the results delivered meanwhile,
  /// and work that was superseded or cancelled but has not yet wound down. A stream that does not
  /// end keeps it waiting: cancel it first.
  ///
  /// For tests: start work through a view model's inputs, advance the test clock past any
  /// debounce, then `await` this to see the view model with every result applied, and to know
  /// that a superseded answer had its chance to arrive and did not.
  public func idle() async {
    while let (_, task) = unfinished.first {
      await task.value
    }
  }
}
