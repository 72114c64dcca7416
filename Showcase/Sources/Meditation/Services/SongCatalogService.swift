public import Foundation
public import MVVMKitNetworking

/// The ``SongCatalog`` over the catalogue API: `GET songs` answers `{"songs": [{"id", "title",
/// "artist", "seconds"}]}`.
public struct SongCatalogService: SongCatalog, SourceNotingAPIService {
  /// Where the catalogue API lives by default.
  public static let defaultBaseURL = URL(string: "https://songs.mvvmkit.dev/v1/")!

  /// Where its requests go.
  public let api: APIConnection

  /// A service sending its requests through `api`: its ``sourceNote`` says the bundled catalogue
  /// is a sample, without audio.
  public init(api: APIConnection) {
    self.api = api
  }

  /// What the screen says of the songs: the note for ``api``
  /// (``SourceNotingAPIService/sourceNote(for:)``).
  public var sourceNote: String? { Self.sourceNote(for: api) }

  /// What a screen says of the bundled catalogue: a sample, without audio.
  public static let bundledSourceNote = MeditationBundle.note

  /// A client answering from the catalogue bundled with the app.
  public static func bundledClient() -> any HTTPClient { MeditationBundle.client() }

  /// Every song, in catalogue order; a song without a positive length is refused.
  public func songs() async throws(APIError) -> [Song] {
    try await songList().elements
  }

  /// Every song, in catalogue order, and those that could not be read: one bad song (a length
  /// that is no number, not above 0 or over a day) leaves the others listed; a repeated id keeps
  /// its first record (``DecodedList/playable()``).
  ///
  /// - Throws: ``APIError/invalidContent(_:)`` when songs were listed and none has a length.
  public func songList() async throws(APIError) -> DecodedList<Song> {
    let answer = try await api.fetch(Endpoint<SongsResponse>(path: "songs")).songs
    let list = answer.playable()
    if list.elements.isEmpty,
      let song = answer.elements.first(where: { !Song.playableSeconds.contains($0.seconds) })
    {
      throw .invalidContent("The catalogue gave “\(song.title)” a length of \(song.seconds) s.")
    }
    return list
  }
}
