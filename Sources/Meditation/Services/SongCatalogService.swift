public import Foundation
public import MVVMKitNetworking

/// The ``SongCatalog`` over the catalogue API: `GET songs` answers `{"songs": [{"id", "title",
/// "artist", "seconds"}]}`.
public struct SongCatalogService: SongCatalog {
  /// Where the catalogue API lives by default.
  public static let defaultBaseURL = URL(string: "https://songs.mvvmkit.dev/v1/")!

  private let client: any HTTPClient
  /// Where the API lives.
  public let baseURL: URL
  /// Said on screen of the bundled catalogue: a sample, without audio.
  public let sourceNote: String?

  /// A service calling `baseURL` through `client`.
  public init(
    client: any HTTPClient, baseURL: URL = SongCatalogService.defaultBaseURL,
    sourceNote: String? = nil
  ) {
    self.client = client
    self.baseURL = baseURL
    self.sourceNote = sourceNote
  }

  /// The service on the catalogue bundled with the app, its client passed through `wrap`.
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> SongCatalogService {
    SongCatalogService(client: wrap(MeditationBundle.client()), sourceNote: MeditationBundle.note)
  }

  /// Every song, in catalogue order; a song without a positive length is refused.
  public func songs() async throws(APIError) -> [Song] {
    let songs = try await client.fetch(Endpoint<SongsResponse>(path: "songs"), from: baseURL).songs
    if let song = songs.first(where: { $0.seconds <= 0 }) {
      throw .invalidContent("The catalogue gave “\(song.title)” a length of \(song.seconds) s.")
    }
    return songs
  }
}
