/// What a session plays now, for a view that plays the song's recording itself (a browser's
/// `<audio>`) and keeps it with the session's clock: the song, how far into it, whether it
/// plays, and at what gain. Made by ``SessionViewModel/nowPlaying``.
public struct NowPlaying: Hashable, Sendable {
  /// The song playing (or paused).
  public var song: Song
  /// How far into the song the session is.
  public var position: Duration
  /// Whether it plays: `false` while paused.
  public var isPlaying: Bool
  /// The sound's own gain, from 0 (silent) to 1 (full).
  public var volume: Double
}
