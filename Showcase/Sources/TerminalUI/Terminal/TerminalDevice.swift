#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: whether there is one, its size, raw mode, and writing to it.
///
/// This and its signal handlers (`SignalRestore`) are the view layer's only talk with the C library.
public enum TerminalDevice {
  /// Whether standard input and output are both a terminal.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The terminal's size in columns and rows, if standard output is a terminal; a size beyond
  /// ``ScreenBuffer/maximumSide`` is clamped to it.
  public static func size() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else {
      return nil
    }
    return (
      min(Int(size.ws_col), ScreenBuffer.maximumSide),
      min(Int(size.ws_row), ScreenBuffer.maximumSide)
    )
  }

  /// The size of a cell in pixels, as the terminal's window size gives it (the window's pixels
  /// over its cells); `nil` where the terminal does not fill in its pixels, as many do not.
  public static func cellPixels() -> CellPixels? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else {
      return nil
    }
    return CellPixels(
      width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
  }

  /// Writes `text` to standard output, all of it, waiting for room where the terminal drains
  /// slowly (ssh, a busy tmux) rather than dropping the rest; whether all of it was written (not
  /// when the terminal is gone).
  ///
  /// A caller that is told `false` must not take the frame as drawn: what the terminal shows is
  /// unknown, and the next frame is drawn whole.
  @discardableResult
  public static func write(_ text: String) -> Bool {
    var text = text
    // The string's own UTF-8, not a copy of it: a whole frame is tens of kilobytes.
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return true }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc_write(STDOUT_FILENO, start + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          // Output that does not block (another program may have set it so): wait for room.
          var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
          guard poll(&descriptor, 1, -1) >= 0 || errno == EINTR else { return false }
        } else {
          return false
        }
      }
      return true
    }
  }

  /// Reads what is available on standard input, waiting for at least one byte; empty at end of input.
  static func read() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc_read(STDIN_FILENO, $0.baseAddress!, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      return count > 0 ? Array(buffer[0..<count]) : []
    }
  }

  /// Whether input arrives within `milliseconds`.
  static func inputArrives(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Terminal settings, to restore or to apply again.
  struct Settings: @unchecked Sendable {
    // Unchecked: a plain C struct of integers, copied by value.
    var value: termios
  }

  /// Puts the terminal in raw mode (no echo, no line buffering, no signals from keys) and returns
  /// the settings before it, to restore, and the raw ones, to apply again after a suspension;
  /// `nil` when standard input is not a terminal.
  static func enterRawMode() -> (original: Settings, raw: Settings)? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
    return (Settings(value: original), Settings(value: raw))
  }

  /// Restores settings saved by ``enterRawMode()``.
  static func restore(_ settings: Settings) {
    var value = settings.value
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &value)
  }

  static let windowChanged = SIGWINCH

  /// Handles the signals that take the terminal away from the app:
  /// - SIGTERM, SIGHUP, SIGINT and SIGQUIT restore the terminal to `original` and tell the app
  ///   through `notify` (one byte, the signal's number), which ends as if the user had quit, so
  ///   that what it saves on the way out is saved (a session in progress, a sound file's header);
  ///   a second such signal, or an app that has not ended after ``gracePeriod`` seconds, ends the
  ///   process at once with status 128 + the signal;
  /// - SIGTSTP from outside (`kill -TSTP`) tells the app, which gets ready (a player pauses) and
  ///   stops itself through ``suspend()``; a second SIGTSTP before it has stops it at once. The
  ///   terminal is restored while the process is stopped; when it is continued, `raw` mode and the
  ///   alternate screen come back and the app is told (the byte of SIGCONT) to draw a whole frame.
  ///
  /// The handlers are plain C signal handlers using only async-signal-safe calls (`dup2`,
  /// `write`, `poll`, `tcsetattr`, `signal`, `raise`, `kill`, `alarm`, `_exit`) and lock-free
  /// atomics, and they wait on the terminal for about a second at most, so they work however busy
  /// the process's threads are and however stuck its terminal. Before restoring, a handler points
  /// standard output at `/dev/null` and writes the restore to its own open of the terminal: a
  /// frame that any thread is still drawing goes nowhere, so the restore is the last thing the
  /// terminal receives.
  static func handleSignals(
    restoring original: Settings, raw: Settings, notify: Int32, mouse: Bool
  ) {
    SignalRestore.withMouse = mouse
    SignalRestore.original = original.value
    SignalRestore.raw = raw.value
    SignalRestore.terminal = openWithoutBlocking() ?? dup(STDOUT_FILENO)
    SignalRestore.output = dup(STDOUT_FILENO)
    SignalRestore.discard = open("/dev/null", O_WRONLY)
    SignalRestore.notify = notify
    SignalRestore.isArmed.store(true, ordering: .releasing)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] {
      install({ SignalRestore.endGracefully($0) }, for: signal)
    }
    install({ _ in SignalRestore.gracePeriodEnded() }, for: SIGALRM)
    install({ SignalRestore.suspend($0) }, for: SIGTSTP)
  }

  /// How long, in seconds, an app told to end may take to save and return before the process is
  /// ended all the same.
  static let gracePeriod: UInt32 = 3

  /// A pipe for the signal handlers to tell the app what happened (a byte a signal): the end to
  /// read, and the end they write, which never blocks.
  static func makeSignalPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    return (ends[0], ends[1])
  }

  /// What the handlers told of through the pipe's `descriptor`, as events, waiting for at least
  /// one; empty when the pipe is closed.
  static func readSignalEvents(from descriptor: Int32) -> [TerminalEvent] {
    var buffer = [UInt8](repeating: 0, count: 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc_read(descriptor, $0.baseAddress!, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      return buffer[0..<max(0, count)].map { byte in
        switch Int32(byte) {
        case SIGTSTP: .stopRequested
        case SIGCONT: .continued
        default: .terminate(signal: Int32(byte))
        }
      }
    }
  }

  /// The signal the app was told to end on, if any.
  static var terminatingSignal: Int32? {
    let signal = SignalRestore.ending.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// The terminal opened anew, for writing without blocking: its own open file, so the flag does
  /// not reach standard input and output, which share theirs.
  private static func openWithoutBlocking() -> Int32? {
    guard let name = ttyname(STDOUT_FILENO) else { return nil }
    let descriptor = open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Stops the process as Ctrl-Z does in a shell (the terminal is restored while it is stopped).
  static func suspend() {
    SignalRestore.stopApproved.store(true, ordering: .releasing)
    // To the process, not this thread: the thread calling may block signals (a dispatch worker).
    _ = kill(getpid(), SIGTSTP)
  }

  /// Disarms the signal handlers' restore once the app has restored the terminal itself.
  static func disarmSignalRestore() {
    SignalRestore.isArmed.store(false, ordering: .releasing)
  }

  static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }
}
