import Foundation
import MVVMKitNetworking

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
