/// What the terminal reports: a key, a change of size, and what signals ask of the app.
public enum TerminalEvent: Hashable, Sendable {
  /// A key, as typed.
  case key(Key)
  /// The terminal's size changed.
  case resize
  /// The process was asked to end (SIGTERM, SIGHUP when the terminal closes, SIGINT sent by
  /// `kill`): the terminal is already restored; the app ends as if the user had quit, so what it
  /// saves on the way out is saved, and the process then exits with status 128 + `signal`.
  case terminate(signal: Int32)
  /// The process was asked to stop (SIGTSTP sent by `kill`): the app gets ready to stop and
  /// suspends itself, as for Ctrl-Z.
  case stopRequested
  /// The process was continued (SIGCONT) after a stop: the terminal is the app's again, to draw
  /// whole.
  case continued
  /// The terminal answered a query (see ``GraphicsDetection``).
  case reply(TerminalReply)
}
