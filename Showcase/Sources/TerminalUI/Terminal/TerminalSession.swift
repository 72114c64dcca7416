import Dispatch
public import Foundation

/// A full-screen session: raw mode, the alternate screen, a hidden cursor, the mouse reported, key
/// (and mouse) and resize events;
/// and the terminal restored on every way out (quit, Ctrl-C, SIGTERM, SIGINT, SIGHUP, SIGQUIT, a
/// thrown error), and while the process is suspended (Ctrl-Z, SIGTSTP) until it continues.
/// SIGTERM, SIGHUP and SIGINT arrive as ``TerminalEvent/terminate(signal:)``, so the app ends
/// through its usual way out; SIGTSTP from outside as ``TerminalEvent/stopRequested``.
public final class TerminalSession: @unchecked Sendable {
  // Unchecked: `settings` is written once in `init` and read by `restore`, which the lock makes
  // run once whichever thread (main, or a signal handler's queue) gets there first.
  private let settings: TerminalDevice.Settings?
  private let lock = NSLock()
  private var isRestored = false
  private var signalSources: [any DispatchSourceSignal] = []

  /// The events, in order: keys as typed, and resizes.
  public let events = TerminalEvents()

  /// Starts a session.
  ///
  /// - Parameters:
  ///   - environment: Where `TERM` is read from.
  ///   - mouse: Whether the terminal reports clicks and the wheel (SGR mouse reporting, on while
  ///     the session has the terminal), which then come as ``Key/mouse(_:)``; without it the
  ///     terminal's own selection of text works as usual.
  ///   - queryingGraphics: Whether to ask the terminal how it shows pictures
  ///     (``GraphicsDetection/query``) as the session starts: its answers come as
  ///     ``TerminalEvent/reply(_:)``, never as keys.
  /// - Throws: ``TerminalUnavailable`` when standard input or output is not a terminal, or the
  ///   terminal cannot address its cursor.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = true,
    queryingGraphics: Bool = false
  ) throws(TerminalUnavailable) {
    guard TerminalDevice.isInteractive else { throw .notATerminal }
    if let term = environment["TERM"], term == "dumb" { throw .cannotAddressCursor(term: term) }
    guard let (original, raw) = TerminalDevice.enterRawMode() else { throw .notATerminal }
    self.settings = original
    TerminalDevice.write(
      (mouse ? SignalRestore.enterWithMouse : SignalRestore.enter).description
        + (queryingGraphics ? GraphicsDetection.query : ""))
    startReading(awaitingReplies: queryingGraphics)
    handleSignals(raw: raw, mouse: mouse)
  }

  /// The signal the process was told to end on (SIGTERM, SIGHUP, SIGINT), once one came.
  public var terminatingSignal: Int32? { TerminalDevice.terminatingSignal }

  deinit {
    restore()
  }

  /// Leaves the alternate screen, shows the cursor and restores the terminal's settings. Safe to
  /// call more than once, from any thread.
  public func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard !isRestored else { return }
    isRestored = true
    TerminalDevice.disarmSignalRestore()
    TerminalDevice.write(SignalRestore.leave.description)
    if let settings { TerminalDevice.restore(settings) }
    for source in signalSources { source.cancel() }
    events.finish()
  }

  /// Suspends the process as Ctrl-Z does in a shell: the terminal is restored while it is stopped,
  /// and taken back, with a ``TerminalEvent/resize`` to redraw, when it continues.
  public func suspend() {
    TerminalDevice.suspend()
  }

  /// Writes `text` to the terminal; whether all of it was written.
  @discardableResult
  public func write(_ text: String) -> Bool {
    TerminalDevice.write(text)
  }

  private func startReading(awaitingReplies: Bool) {
    let events = events
    let thread = Thread {
      var decoder = KeyDecoder()
      decoder.awaitsStringReplies = awaitingReplies
      while true {
        let bytes = TerminalDevice.read()
        if bytes.isEmpty {
          events.finish()
          return
        }
        // Complete keys go at once; a lone Esc, or an unfinished sequence, is complete when no
        // more bytes follow shortly (waiting after every key delayed each by 30 ms).
        for key in decoder.decode(bytes) { events.yield(.key(key)) }
        if decoder.isWaiting, !TerminalDevice.inputArrives(within: 30) {
          for key in decoder.flush() { events.yield(.key(key)) }
        }
        for reply in decoder.takeReplies() { events.yield(.reply(reply)) }
      }
    }
    thread.name = "TerminalSession input"
    thread.start()
  }

  /// Turns what the signal handlers write to the pipe into events.
  private func startReadingSignals(from descriptor: Int32) {
    let events = events
    let thread = Thread {
      while true {
        let signals = TerminalDevice.readSignalEvents(from: descriptor)
        if signals.isEmpty { return }
        for event in signals { events.yield(event) }
      }
    }
    thread.name = "TerminalSession signals"
    thread.start()
  }

  private func handleSignals(raw: TerminalDevice.Settings, mouse: Bool) {
    if let settings {
      // Held open for the life of the process: a handler may write to it at any moment.
      let pipe = TerminalDevice.makeSignalPipe()
      TerminalDevice.handleSignals(
        restoring: settings, raw: raw, notify: pipe?.write ?? -1, mouse: mouse)
      if let pipe { startReadingSignals(from: pipe.read) }
    }
    let queue = DispatchQueue(label: "TerminalSession signals")
    let resize = DispatchSource.makeSignalSource(signal: TerminalDevice.windowChanged, queue: queue)
    resize.setEventHandler { [events] in events.yield(.resize) }
    signalSources.append(resize)
    resize.resume()
  }
}
