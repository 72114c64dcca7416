/// Where a ``TerminalApp`` reads events and writes frames: a ``TerminalSession``, or a test's.
package struct TerminalIO {
  let events: TerminalEvents
  /// Writes a frame; whether all of it reached the terminal.
  let write: @MainActor (String) -> Bool
  let size: @MainActor () -> (width: Int, height: Int)?
  /// The size of a cell in pixels, where the terminal gives it.
  let cellPixels: @MainActor () -> CellPixels?
  let suspend: @MainActor () -> Void
  let restore: @MainActor () -> Void
  /// The signal the process was told to end on, once one came.
  let terminatingSignal: @MainActor () -> Int32?

  /// The terminal of `session`.
  init(_ session: TerminalSession) {
    events = session.events
    write = { session.write($0) }
    size = { TerminalDevice.size() }
    cellPixels = { TerminalDevice.cellPixels() }
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
    self.write = { text in
      write(text)
      return true
    }
    self.size = { size }
    cellPixels = { nil }
    self.suspend = suspend
    restore = {}
    terminatingSignal = { nil }
  }

  /// A test's terminal whose `writing` says whether each frame reached it whole (one that did not
  /// is drawn whole again next time).
  package init(
    events: TerminalEvents, size: (width: Int, height: Int),
    writing: @escaping @MainActor (String) -> Bool
  ) {
    self.events = events
    write = writing
    self.size = { size }
    cellPixels = { nil }
    suspend = {}
    restore = {}
    terminatingSignal = { nil }
  }
}
