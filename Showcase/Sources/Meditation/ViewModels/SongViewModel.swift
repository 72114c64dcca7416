public import Observation

/// One row of the session screen: a song and its mode, observed by its row view through
/// `observe` (the token's lifetime is the row's: nothing to unsubscribe by hand).
@MainActor @Observable
public final class SongViewModel: Identifiable {
  /// The song's id.
  public nonisolated let id: Int
  /// The title.
  public let title: String
  /// The artist, and a recording's licence: "Ann Ng · CC BY 4.0".
  public let subtitle: String
  /// The length, as "2:50".
  public let time: String
  /// Why the song could not be played, once it could not: "The recording cannot be played: it is
  /// not an MP3 file."
  public internal(set) var problem: String?
  /// What the row is doing.
  public internal(set) var mode: SongMode
  /// While playing: how far in and how much is left, as "1:30" and "-1:20", and the fraction played.
  public internal(set) var progress: Progress?

  /// Where the playing song is.
  public struct Progress: Hashable, Sendable {
    /// The time played, as "1:30".
    public var elapsed: String
    /// The time left, as "-1:20".
    public var remaining: String
    /// The part played, from 0 to 1.
    public var fraction: Double
  }

  /// A row for `song`, in `mode`.
  public init(song: Song, mode: SongMode) {
    id = song.id
    title = song.title
    subtitle = ([song.artist] + [song.recording?.licence].compactMap(\.self))
      .joined(separator: " · ")
    time = Self.clock(song.seconds)
    self.mode = mode
  }

  /// `seconds` as "m:ss".
  static func clock(_ seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}
