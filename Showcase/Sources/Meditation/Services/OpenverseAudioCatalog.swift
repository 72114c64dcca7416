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
    return list
  }
}

/// A page of Openverse's audio search, read result by result.
struct OpenverseAudioPage: Decodable, Sendable {
  var results: DecodedList<OpenverseAudio>
}

/// One of Openverse's audio results, as a ``Song`` when it can be played here.
struct OpenverseAudio: Decodable, Sendable {
  /// Why a result is not a song here.
  struct NotPlayable: Error, Sendable {
    var text: String
  }

  var song: Result<Song, NotPlayable>

  private enum CodingKeys: String, CodingKey {
    case id, title, creator, url, filetype, duration, license, attribution, filesize
    case licenseVersion = "license_version"
    case landingURL = "foreign_landing_url"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String? {
      try container.decodeTextIfPresent(forKey: key)
    }
    func web(_ key: CodingKeys) throws -> URL? { try container.decodeWebURLIfPresent(forKey: key) }
    guard let id = try text(.id), let number = Self.songID(id) else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "no Openverse id")
    }
    let title = try text(.title) ?? "Untitled"
    let milliseconds = try container.decodeIfPresent(Int.self, forKey: .duration)
    let fileType = try text(.filetype)?.lowercased()
    guard let url = try web(.url) else {
      song = .failure(NotPlayable(text: "“\(title)” has no recording"))
      return
    }
    guard let milliseconds, milliseconds > 0 else {
      song = .failure(NotPlayable(text: "“\(title)” has no length"))
      return
    }
    guard let fileType, OpenverseAudioCatalog.playableTypes.contains(fileType) else {
      song = .failure(
        NotPlayable(
          text:
            "“\(title)” is \(fileType.map { "a \($0) file" } ?? "of no file type"): only MP3 and Ogg are played"
        ))
      return
    }
    let licence = try text(.license).map { code in
      Self.licenceName(code: code, version: try text(.licenseVersion))
    }
    var song = Song(
      id: number, title: title, artist: try text(.creator) ?? "Unknown",
      seconds: (milliseconds + 999) / 1_000)
    song.recording = SongRecording(
      url: url, fileType: fileType, licence: licence, attribution: try text(.attribution),
      page: try web(.landingURL),
      fileSize: try container.decodeIfPresent(Int.self, forKey: .filesize))
    self.song = .success(song)
  }

  /// A song's number from its Openverse UUID: its first 32 bits, the same on every run.
  static func songID(_ uuid: String) -> Int? {
    guard UUID(uuidString: uuid) != nil else { return nil }
    return Int(uuid.prefix(8), radix: 16).map { $0 + 1 }
  }

  /// A licence's name, as Creative Commons writes it: "CC BY-SA 4.0", "CC0 1.0", "Public Domain
  /// Mark 1.0".
  static func licenceName(code: String, version: String?) -> String {
    let suffix = version.map { " \($0)" } ?? ""
    switch code.lowercased() {
    case "cc0": return "CC0" + suffix
    case "pdm": return "Public Domain Mark" + suffix
    default: return "CC " + code.uppercased() + suffix
    }
  }
}
