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
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (min(Int(size.ws_col), ScreenBuffer.maximumSide), min(Int(size.ws_row), ScreenBuffer.maximumSide))
  }

  /// Writes `text` to standard output, all of it.
  public static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc_write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 {
        if written < 0, errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// Reads what is available on standard input, waiting for at least one byte; empty at end of input.
  static func read() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc_read(STDIN_FILENO, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      return count > 0 ? Array(buffer[0..<count]) : []
    }
  }

  /// Whether input arrives within `milliseconds`.
  static func inputArrives(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// The terminal settings before raw mode, to restore.
  struct Settings: @unchecked Sendable {
    // Unchecked: a plain C struct of integers, copied by value.
    var value: termios
  }

  /// Puts the terminal in raw mode (no echo, no line buffering, no signals from keys) and returns
  /// the settings to restore; `nil` when standard input is not a terminal.
  static func enterRawMode() -> Settings? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
    return Settings(value: original)
  }

  /// Restores settings saved by ``enterRawMode()``.
  static func restore(_ settings: Settings) {
    var value = settings.value
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &value)
  }

  static let windowChanged = SIGWINCH

  /// On SIGTERM, SIGINT or SIGHUP: restores the terminal to `settings`, then ends the process
  /// with status 128 + the signal.
  ///
  /// The handler is a plain C signal handler using only async-signal-safe calls (`write`,
  /// `tcsetattr`, `_exit`), so it works however busy the process's threads are.
  static func restoreOnTermination(to settings: Settings) {
    SignalRestore.settings = settings.value
    SignalRestore.isArmed = true
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { SignalRestore.restoreAndExit($0) }
      #else
        action.__sigaction_handler.sa_handler = { SignalRestore.restoreAndExit($0) }
      #endif
      sigemptyset(&action.sa_mask)
      _ = sigaction(signal, &action, nil)
    }
  }

  /// Disarms the termination handler once the terminal has been restored by the app itself.
  static func disarmTerminationRestore() {
    SignalRestore.isArmed = false
  }
}

/// What the termination signal handler restores.
private enum SignalRestore {
  // Unsafe: written once, on the main thread, before the handler is installed, then only read by
  // the handler; `isArmed` is a single word, cleared once when the app restores the terminal.
  nonisolated(unsafe) static var settings = termios()
  nonisolated(unsafe) static var isArmed = false

  static func restoreAndExit(_ signal: Int32) {
    if isArmed {
      let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
      _ = Glibc_write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
    _exit(128 + signal)
  }
}

#if canImport(Darwin)
  private let Glibc_write = Darwin.write
  private let Glibc_read = Darwin.read
#else
  private let Glibc_write = Glibc.write
  private let Glibc_read = Glibc.read
#endif
