import Atomics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Turns bracketed paste and the mouse's reports off, leaves the alternate screen and shows
  /// the cursor.
  static let leave: StaticString =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// Enters the alternate screen, hides the cursor and clears it, and has pastes bracketed (mode
  /// 2004, so that a pasted line is text, not keys): the session's start.
  static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?2004h"
  /// ``enter``, then SGR mouse reporting (clicks and the wheel, mode 1000, as 1006's text).
  static let enterWithMouse: StaticString =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"

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

/// The C library's `write`, `read` and `signal`, under names that do not clash with the
/// methods of the same names: for the terminal's files alone.
#if canImport(Darwin)
  let Glibc_write = Darwin.write
  let Glibc_read = Darwin.read
  let Glibc_signal = Darwin.signal
#elseif canImport(Glibc)
  let Glibc_write = Glibc.write
  let Glibc_read = Glibc.read
  let Glibc_signal = Glibc.signal
#elseif canImport(Musl)
  let Glibc_write = Musl.write
  let Glibc_read = Musl.read
  let Glibc_signal = Musl.signal
#endif
