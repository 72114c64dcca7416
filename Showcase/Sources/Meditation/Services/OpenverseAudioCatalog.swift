public import Foundation
public import MVVMKitNetworking

/// The ``SongCatalog`` over Openverse's audio (`https://api.openverse.org/v1/`), keyless: openly
/// licensed music, each with its recording, creator, licence and attribution.
///
/// `GET audio/?q=meditation&category=music&page_size=20` answers `{"result_count", "page_count",
/// "page", "results": [...]}`; each result is a song: its `title`, `creator`, `duration` (in
/// milliseconds), `url` and `filetype` (the recording), `license` and `license_version`,
/// `attribution` and `foreign_landing_url`. A result that cannot be played here (no recording, no
/// length, a file type other than MP3 or Ogg) is left out and said so; the others are listed.
public struct OpenverseAudioCatalog: SongCatalog {
  /// Where Openverse's API lives.
  public static let defaultBaseURL = URL(string: "https://api.openverse.org/v1/")!
  /// What it searches for.
  public static let defaultQuery = "meditation"
  /// The file types it plays.
  public static let playableTypes: Set<String> = ["mp3", "ogg", "oga"]

  private let client: any HTTPClient
  /// Where the API lives.
  public let baseURL: URL
  /// The words searched for.
  public let query: String

  /// A catalogue of the music `query` finds at `baseURL`, asked through `client`.
  public init(
    client: any HTTPClient, baseURL: URL = Self.defaultBaseURL, query: String = Self.defaultQuery
  ) {
    self.client = client
    self.baseURL = baseURL
    self.query = query
  }

  /// What the screen says of where the songs come from.
  public var sourceNote: String? { "Music from Openverse" }

  /// Every playable song of the first page, in Openverse's order.
  public func songs() async throws(APIError) -> [Song] {
    try await songList().elements
  }

  /// Every playable song of the first page, and those left out, each with why.
  public func songList() async throws(APIError) -> DecodedList<Song> {
    var endpoint = Endpoint<OpenverseAudioPage>(path: "audio")
    endpoint.queryItems = [
      .init("q", query), .init("category", "music"), .init("page_size", "20"),
    ]
    endpoint.endsWithSlash = true
    let page = try await client.fetch(endpoint, from: baseURL)
    var list = DecodedList<Song>([])
    list.unreadable = page.results.unreadable
    for (index, result) in page.results.elements.enumerated() {
      switch result.song {
      case .success(let song): list.elements.append(song)
      case .failure(let reason):
        list.unreadable.append(UnreadableRecord(index: index, reason: reason.text))
      }
    }
    return list.playable()
  }
}
