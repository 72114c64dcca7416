/// Why there can be no full-screen session.
public enum TerminalUnavailable: Error, Hashable, Sendable {
  /// Standard input or output is not a terminal (a pipe, a file, a script).
  case notATerminal
  /// The terminal cannot move its cursor (`TERM` is `dumb`), so no screen can be drawn on it.
  case cannotAddressCursor(term: String)
}
