/// What a song row is doing: chosen or not while picking, or its part in the session while
/// listening. Every row's view model has one, and they change together with the screen's mode.
public enum SongMode: Hashable, Sendable {
  /// Picking the session's songs.
  case picking(Picking)
  /// Listening to the picked songs.
  case listening(Listening)

  /// A row while picking.
  public enum Picking: Hashable, Sendable {
    /// In the session.
    case selected
    /// Not in it.
    case unselected
  }

  /// A row while listening.
  public enum Listening: Hashable, Sendable {
    /// Picked, waiting its turn (or already played): can be chosen to play.
    case playable
    /// The one playing.
    case playing
    /// Not picked: not shown while listening.
    case hidden
  }
}
