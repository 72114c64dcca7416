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

  /// A song with the given fields.
  public init(id: Int, title: String, artist: String, seconds: Int) {
    self.id = id
    self.title = title
    self.artist = artist
    self.seconds = seconds
  }

  /// How long it plays.
  public var length: Duration { .seconds(seconds) }
}
