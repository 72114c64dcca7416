/// A song of the meditation catalogue.
public struct Song: Identifiable, Codable, Hashable, Sendable {
  /// The catalogue's id.
  public let id: Int
  /// The title, such as "Relaxing Sea".
  public var title: String
  /// Who made it.
  public var artist: String
  /// How long it plays, in whole seconds.
  public var seconds: Int
  /// Whether it is a sitting with no song (a timer): silence, with a bowl at its start and end.
  public var isSilent = false
  /// Its recording, for a song from a catalogue of real ones (Openverse's); nil for the bundled
  /// sample's songs, whose sound is generated.
  public var recording: SongRecording?

  private enum CodingKeys: String, CodingKey { case id, title, artist, seconds }

  /// A silent sitting of `minutes`: what a timer plays. Its id is below every catalogue's.
  public static func sitting(minutes: Int) -> Song {
    var song = Song(id: -minutes, title: "Silent sitting", artist: "Timer", seconds: minutes * 60)
    song.isSilent = true
    return song
  }

  /// A song with the given fields.
  public init(id: Int, title: String, artist: String, seconds: Int) {
    self.id = id
    self.title = title
    self.artist = artist
    self.seconds = seconds
  }

  /// How long it plays.
  public var length: Duration { .seconds(seconds) }

  /// The lengths a catalogue's song may have: from a second to a day.
  public static let playableSeconds = 1...(24 * 60 * 60)
}
