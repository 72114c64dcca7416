/// Where a ``TerminalApp`` reads events and writes frames: a ``TerminalSession``, or a test's.
package struct TerminalIO {
  let events: AsyncStream<TerminalEvent>
  let write: @MainActor (String) -> Void
  let size: @MainActor () -> (width: Int, height: Int)?
  let suspend: @MainActor () -> Void
  let restore: @MainActor () -> Void

  /// The terminal of `session`.
  init(_ session: TerminalSession) {
    events = session.events
    write = { session.write($0) }
    size = { TerminalDevice.size() }
    suspend = { session.suspend() }
    restore = { session.restore() }
  }

  /// A test's terminal: `events` in, frames to `write`, always `size`.
  package init(
    events: AsyncStream<TerminalEvent>, size: (width: Int, height: Int),
    write: @escaping @MainActor (String) -> Void
  ) {
    self.events = events
    self.write = write
    self.size = { size }
    suspend = {}
    restore = {}
  }
}
