/// What a moving key did to a selection: moved it, or found it already at the start or the end,
/// where a screen may go on (to the section above, to the next page).
public enum ListMovement: Hashable, Sendable {
  /// The selection moved.
  case moved
  /// Nothing to move to: another key, or an empty list.
  case stayed
  /// ↑ (or PgUp, Home) at the first row.
  case pastStart
  /// ↓ (or PgDn, End) at the last row.
  case pastEnd
}
