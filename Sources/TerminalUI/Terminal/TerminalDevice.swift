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

  /// The terminal's size in columns and rows, if standard output is a terminal.
  public static func size() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
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

  /// Ends the process at once with `status`, for a signal handler that already restored the terminal.
  static func exitNow(_ status: Int32) -> Never {
    _exit(status)
  }

  static let terminate = SIGTERM
  static let interrupt = SIGINT
  static let hangUp = SIGHUP
  static let windowChanged = SIGWINCH

  /// Ignores `signal`'s default action, so a dispatch source can handle it.
  static func ignore(_ signal: Int32) {
    _ = Glibc_signal(signal, SIG_IGN)
  }
}

#if canImport(Darwin)
  private let Glibc_write = Darwin.write
  private let Glibc_read = Darwin.read
  private let Glibc_signal = Darwin.signal
#else
  private let Glibc_write = Glibc.write
  private let Glibc_read = Glibc.read
  private let Glibc_signal = Glibc.signal
#endif
