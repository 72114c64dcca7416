/// What the terminal reports: a key, or a change of size.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  case resize
}
