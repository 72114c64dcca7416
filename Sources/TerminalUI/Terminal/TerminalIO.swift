/// Where a ``TerminalApp`` reads events and writes frames: a ``TerminalSession``, or a test's.
package struct TerminalIO {
  let events: TerminalEvents
  let write: @MainActor (String) -> Void
  let size: @MainActor () -> (width: Int, height: Int)?
  let suspend: @MainActor () -> Void
  let restore: @MainActor () -> Void
  /// The signal the process was told to end on, once one came.
  let terminatingSignal: @MainActor () -> Int32?

  /// The terminal of `session`.
  init(_ session: TerminalSession) {
    events = session.events
    write = { session.write($0) }
    size = { TerminalDevice.size() }
    suspend = { session.suspend() }
    restore = { session.restore() }
    terminatingSignal = { session.terminatingSignal }
  }

  /// A test's terminal: `events` in, frames to `write`, always `size`; `suspend` is told when the
  /// app would stop the process.
  package init(
    events: TerminalEvents, size: (width: Int, height: Int),
    write: @escaping @MainActor (String) -> Void,
    suspend: @escaping @MainActor () -> Void = {}
  ) {
    self.events = events
    self.write = write
    self.size = { size }
    self.suspend = suspend
    restore = {}
    terminatingSignal = { nil }
  }
}
