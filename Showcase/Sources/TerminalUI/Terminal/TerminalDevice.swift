import Atomics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: whether there is one, its size, raw mode, and writing to it.
///
/// This is the one file of the view layer that talks to the C library.
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

  fileprivate static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
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

/// What the signal handlers restore, and where they write.
enum SignalRestore {
  // Unsafe: written once, on the main thread, before the handlers are installed, then only read
  // by the handlers.
  nonisolated(unsafe) static var original = termios()
  nonisolated(unsafe) static var raw = termios()
  nonisolated(unsafe) static var terminal: Int32 = -1
  /// Standard output as the app was started with it (blocking), to point it at again after a
  /// stop: ``terminal`` does not block, and a frame written through it could be cut short.
  // Unsafe, as the ones above: written once, before the handlers are installed, then only read
  // by them.
  nonisolated(unsafe) static var output: Int32 = -1
  nonisolated(unsafe) static var discard: Int32 = -1
  nonisolated(unsafe) static var notify: Int32 = -1
  /// Whether the handlers restore the terminal: cleared, from any thread, once the app has
  /// restored it itself. Lock-free, so a handler may read it.
  static let isArmed = ManagedAtomic<Bool>(false)
  /// The signal the app was told to end on; 0 before one came.
  static let ending = ManagedAtomic<Int32>(0)
  /// Whether the app itself asks for the next SIGTSTP (it is ready to stop).
  static let stopApproved = ManagedAtomic<Bool>(false)
  /// Whether the app was told of a SIGTSTP from outside and has not stopped yet.
  static let stopRequested = ManagedAtomic<Bool>(false)

  /// Whether the session reports the mouse: taken back with the terminal after a stop.
  // Unsafe, as the ones above: written once, before the handlers are installed, then only read
  // by them.
  nonisolated(unsafe) static var withMouse = false

  /// Turns the mouse's reports off, leaves the alternate screen and shows the cursor.
  static let leave: StaticString = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Enters the alternate screen, hides the cursor and clears it: the session's start.
  static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  /// ``enter``, then SGR mouse reporting (clicks and the wheel, mode 1000, as 1006's text).
  static let enterWithMouse: StaticString =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h"

  /// Sends standard output to `/dev/null`, then restores the terminal through its own copy.
  ///
  /// Nothing here waits on the terminal: a terminal that does not drain (paused with Ctrl-S, a
  /// hung-up line, a reader gone) must not keep a signal from ending or stopping the app. The
  /// restore is written without blocking, and the settings applied at once (`TCSANOW`, not
  /// `TCSAFLUSH`, which waits for the output to drain).
  static func leaveTerminal() {
    _ = dup2(discard, STDOUT_FILENO)
    writeWithoutBlocking(leave)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
  }

  /// Writes `text` to the terminal through the handlers' own non-blocking open of it, waiting for
  /// room at most about a second in all: a terminal that drains gets all of it, one that does not
  /// cannot hold the signal up.
  static func writeWithoutBlocking(_ text: StaticString) {
    let savedErrno = errno  // a handler leaves errno as it found it
    defer { errno = savedErrno }
    var offset = 0
    var waits = 0
    while offset < text.utf8CodeUnitCount {
      let written = Glibc_write(terminal, text.utf8Start + offset, text.utf8CodeUnitCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN, waits < 20 {
        var descriptor = pollfd(fd: terminal, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 50)
        waits += 1
      } else {
        return
      }
    }
  }

  static func restoreAndExit(_ signal: Int32) {
    if isArmed.load(ordering: .acquiring) { leaveTerminal() }
    _exit(128 + signal)
  }

  /// The first SIGTERM, SIGHUP or SIGINT: the terminal back at once, and the app told to end as
  /// on quit, within the grace period. Without an app listening, or on a second signal: at once.
  static func endGracefully(_ signal: Int32) {
    guard notify >= 0, isArmed.load(ordering: .acquiring),
      ending.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing)
        .exchanged
    else { return restoreAndExit(signal) }
    leaveTerminal()
    _ = alarm(TerminalDevice.gracePeriod)
    tellApp(signal)
  }

  static func gracePeriodEnded() {
    _exit(128 + max(1, ending.load(ordering: .acquiring)))
  }

  /// Writes the signal's number to the app's pipe (never blocking).
  static func tellApp(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = Glibc_write(notify, &byte, 1)
  }

  static func suspend(_ signal: Int32) {
    let approved = stopApproved.exchange(false, ordering: .acquiringAndReleasing)
    if !approved, notify >= 0, isArmed.load(ordering: .acquiring),
      !stopRequested.exchange(true, ordering: .acquiringAndReleasing)
    {
      // From outside: the app gets ready (a player pauses), then stops itself.
      return tellApp(SIGTSTP)
    }
    stopRequested.store(false, ordering: .releasing)
    let wasArmed = isArmed.load(ordering: .acquiring)
    if wasArmed { leaveTerminal() }
    // Stop for real: the default action, with the signal unblocked inside its own handler.
    _ = Glibc_signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(SIGTSTP)
    // Continued (SIGCONT): take the terminal back and have the app draw a whole frame.
    TerminalDevice.install({ SignalRestore.suspend($0) }, for: SIGTSTP)
    guard wasArmed, isArmed.load(ordering: .acquiring) else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    writeWithoutBlocking(withMouse ? enterWithMouse : enter)
    _ = dup2(output >= 0 ? output : terminal, STDOUT_FILENO)
    if notify >= 0 { tellApp(SIGCONT) } else { _ = kill(getpid(), SIGWINCH) }
  }
}

#if canImport(Darwin)
  private let Glibc_write = Darwin.write
  private let Glibc_read = Darwin.read
  private let Glibc_signal = Darwin.signal
#elseif canImport(Glibc)
  private let Glibc_write = Glibc.write
  private let Glibc_read = Glibc.read
  private let Glibc_signal = Glibc.signal
#elseif canImport(Musl)
  private let Glibc_write = Musl.write
  private let Glibc_read = Musl.read
  private let Glibc_signal = Musl.signal
#endif
