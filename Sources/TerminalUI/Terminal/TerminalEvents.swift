import DequeModule
import Foundation

/// The events a terminal sends its app, in order: keys as typed, resizes and signals, sent from
/// the session's threads and read by one task.
///
/// A task that waits for the next event resumes on the executor it waited on: the app's loop, on
/// the main actor, is woken there by the thread that read the key. `AsyncStream`'s iterator waits
/// on the global executor whatever its caller's isolation, so each key woke a worker thread first
/// and then hopped back to the main actor, and its frame was drawn on a thread whose caches were
/// cold.
///
/// ```swift
/// for await event in session.events {
///   handle(event)
/// }
/// ```
public final class TerminalEvents: AsyncSequence, @unchecked Sendable {
  /// What the sequence holds: keys, resizes and signals.
  public typealias Element = TerminalEvent
  /// Reading never fails: the sequence ends instead.
  public typealias Failure = Never

  // Unchecked: `lock` guards every property below it, which the session's threads write (a key,
  // a signal) while the reader's task reads them.
  private let lock = NSLock()
  /// The events sent and not yet read.
  private var buffered: Deque<TerminalEvent> = []
  /// The reader, while it waits for an event.
  private var waiting: UnsafeContinuation<TerminalEvent?, Never>?
  private var isFinished = false

  /// An empty sequence of events, for a session or a test to send to.
  public init() {}

  /// Sends `event` to the reader; ignored once ``finish()`` has been called.
  public func yield(_ event: TerminalEvent) {
    lock.lock()
    guard !isFinished else { return lock.unlock() }
    if let reader = waiting {
      waiting = nil
      lock.unlock()
      reader.resume(returning: event)
    } else {
      buffered.append(event)
      lock.unlock()
    }
  }

  /// Ends the sequence: the reader gets the events already sent, then `nil`.
  public func finish() {
    lock.lock()
    isFinished = true
    let reader = waiting
    waiting = nil
    lock.unlock()
    reader?.resume(returning: nil)
  }

  /// The next event, waited for where the caller is isolated; `nil` once the sequence has
  /// finished and every event has been read, or once the waiting task is cancelled. One reader at
  /// a time.
  public func next(isolation: isolated (any Actor)? = #isolation) async -> TerminalEvent? {
    if let event = lock.withLock({ buffered.popFirst() }) { return event }
    return await withTaskCancellationHandler {
      // Naming `isolation` here isolates the closure to it: the wait, and the resumption, stay on
      // the caller's executor.
      await withUnsafeContinuation(isolation: isolation) { wait($0) }
    } onCancel: {
      lock.lock()
      let reader = waiting
      waiting = nil
      lock.unlock()
      reader?.resume(returning: nil)
    }
  }

  /// Resumes `reader` with the next event, or with `nil` when there will be none; otherwise
  /// keeps it until one is sent.
  private func wait(_ reader: UnsafeContinuation<TerminalEvent?, Never>) {
    lock.lock()
    if let event = buffered.popFirst() {
      lock.unlock()
      reader.resume(returning: event)
    } else if isFinished || Task.isCancelled {
      // Cancelled before it waited: the cancellation handler found no reader to resume.
      lock.unlock()
      reader.resume(returning: nil)
    } else {
      precondition(waiting == nil, "TerminalEvents has one reader at a time")
      waiting = reader
      lock.unlock()
    }
  }

  /// An iterator over the events; one reader at a time.
  public func makeAsyncIterator() -> Iterator {
    Iterator(events: self)
  }

  /// Reads the events; see ``TerminalEvents/next(isolation:)``.
  public struct Iterator: AsyncIteratorProtocol {
    let events: TerminalEvents

    /// The next event, waited for on the global executor.
    public mutating func next() async -> TerminalEvent? {
      await events.next(isolation: nil)
    }

    /// The next event, waited for where the caller is isolated: what `for await` calls.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    public mutating func next(isolation actor: isolated (any Actor)?) async -> TerminalEvent? {
      await events.next(isolation: actor)
    }
  }
}
