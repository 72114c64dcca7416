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

  private let clock: any Clock<Duration>
  private var work: [Key: Work] = [:]
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
  /// - Parameters:
  ///   - key: Which kind of work this is; work under other keys is untouched.
  ///   - delay: Wait this long on the owner's clock before starting. Work started under `key`
  ///     within the delay replaces this one before it begins: this is the debounce.
  ///   - operation: The work itself, run off the main actor.
  ///   - onResult: Receives the result on the main actor. Never called for superseded or cancelled
  ///     work, and never with a `CancellationError`.
  public func run<Value: Sendable>(
    _ key: Key,
    debounce delay: Duration? = nil,
    operation: @escaping @Sendable () async throws -> Value,
    onResult: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) {
    work[key]?.task.cancel()
    nextID &+= 1
    let id = nextID
    // The debounce is measured from this input, however late the task itself starts.
    let wait = delay.map { Self.sleeper(on: clock, for: $0) }
    let task = Task { [weak self] in
      let result = await Self.perform(operation, after: wait)
      guard let self, self.work[key]?.id == id else { return }
      self.work[key] = nil
      guard let result, !Task.isCancelled else { return }
      onResult(result)
    }
    work[key] = Work(id: id, task: task)
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

  /// Waits until no work is running, including work started by the results delivered meanwhile.
  ///
  /// For tests: start work through a view model's inputs, advance the test clock past any
  /// debounce, then `await` this to see the view model with every result applied.
  public func idle() async {
    while let (_, item) = work.first {
      await item.task.value
    }
  }
}
