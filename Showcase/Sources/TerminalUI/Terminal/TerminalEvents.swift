import DequeModule
import Foundation

/// The events a terminal sends its app, in order: keys as typed, resizes and signals, sent from
/// the session's threads and handled on the main actor by one reader at a time.
///
/// The reader is a closure, not a `for await` loop, so that a key wakes one thread. A task that
/// waits on a continuation is resumed on the global executor whatever it waited on, and hops back
/// to the main actor from there: each key woke a worker thread of the pool, then the main actor's.
/// A task started for the main actor is enqueued there directly, so the thread that read the key
/// starts one when the reader has events waiting, and that task hands the reader every event
/// waiting by then.
///
/// ```swift
/// let ending = await session.events.handleEach { event in
///   handle(event)  // a value to end with, or nil to go on
/// }
/// ```
public final class TerminalEvents: @unchecked Sendable {
  // Unchecked: `lock` guards every property below it, which the session's threads write (a key,
  // a signal) while the reader, on the main actor, reads them.
  private let lock = NSLock()
  /// The events sent and not yet handed to a reader.
  private var buffered: Deque<TerminalEvent> = []
  /// Whoever handles the events now.
  private var reader: Reader?
  /// Whether a task to hand the reader the waiting events is on its way to the main actor.
  private var isDeliveryScheduled = false
  private var isFinished = false

  /// The reader: what it does with an event (`true`: that was its last), and how it is told that
  /// it has ended.
  private final class Reader: Sendable {
    let handle: @MainActor @Sendable (TerminalEvent) -> Bool
    let ending: UnsafeContinuation<Void, Never>

    init(
      handle: @escaping @MainActor @Sendable (TerminalEvent) -> Bool,
      ending: UnsafeContinuation<Void, Never>
    ) {
      self.handle = handle
      self.ending = ending
    }
  }

  /// Where a reader's result is kept until it returns.
  @MainActor private final class Outcome<Value> {
    var value: Value?
  }

  /// No events yet, for a session or a test to send to.
  public init() {}

  /// Sends `event` to the reader; ignored once ``finish()`` has been called.
  public func yield(_ event: TerminalEvent) {
    lock.lock()
    guard !isFinished else { return lock.unlock() }
    buffered.append(event)
    let schedules = takeDelivery()
    lock.unlock()
    if schedules { scheduleDelivery() }
  }

  /// Ends the events: the reader gets those already sent, then its end.
  public func finish() {
    lock.lock()
    isFinished = true
    let schedules = takeDelivery()
    lock.unlock()
    if schedules { scheduleDelivery() }
  }

  /// Hands each event to `handle` on the main actor, in the order sent, until `handle` returns a
  /// value, the events end, or the calling task is cancelled; returns that value, or `nil`.
  ///
  /// Events sent after that wait for the next reader. One reader at a time.
  @MainActor
  public func handleEach<Value>(
    _ handle: @escaping @MainActor @Sendable (TerminalEvent) -> Value?
  ) async -> Value? {
    let outcome = Outcome<Value>()
    await withTaskCancellationHandler {
      await withUnsafeContinuation { ending in
        start(
          Reader(
            handle: { event in
              guard let value = handle(event) else { return false }
              outcome.value = value
              return true
            }, ending: ending))
      }
    } onCancel: {
      if let reader = lock.withLock({ reader }) { end(reader) }
    }
    return outcome.value
  }

  /// Makes `reader` the one the events go to, and starts handing it those already waiting.
  private func start(_ reader: Reader) {
    lock.lock()
    precondition(self.reader == nil, "TerminalEvents has one reader at a time")
    self.reader = reader
    let schedules = takeDelivery()
    lock.unlock()
    if schedules { scheduleDelivery() }
    // Cancelled before it was the reader: the cancellation handler found none to stop.
    if Task.isCancelled { end(reader) }
  }

  /// Whether a delivery should be scheduled now: a reader waits, there is something to hand it,
  /// and no delivery is already on its way. Called with `lock` held.
  private func takeDelivery() -> Bool {
    guard reader != nil, !isDeliveryScheduled, !buffered.isEmpty || isFinished else {
      return false
    }
    isDeliveryScheduled = true
    return true
  }

  private func scheduleDelivery() {
    Task { @MainActor in self.deliver() }
  }

  /// Hands the reader the events waiting, one at a time, until there are none or it has ended.
  @MainActor
  private func deliver() {
    while true {
      lock.lock()
      guard let reader else {
        isDeliveryScheduled = false
        return lock.unlock()
      }
      guard let event = buffered.popFirst() else {
        guard isFinished else {
          isDeliveryScheduled = false
          return lock.unlock()
        }
        lock.unlock()
        return end(reader, delivering: true)
      }
      lock.unlock()
      if reader.handle(event) {
        // Events sent from now on wait for the next reader.
        return end(reader, delivering: true)
      }
    }
  }

  /// Ends `reader`'s reading, unless it has already ended; `delivering`: from the delivery, which
  /// ends with it.
  private func end(_ reader: Reader, delivering: Bool = false) {
    lock.lock()
    if delivering { isDeliveryScheduled = false }
    guard self.reader === reader else { return lock.unlock() }
    self.reader = nil
    lock.unlock()
    reader.ending.resume()
  }
}
