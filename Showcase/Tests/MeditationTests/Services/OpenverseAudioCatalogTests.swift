import ConcurrencyExtras
import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Meditation

/// The Meditation app's songs from a server answering as Openverse's audio search documents
/// (`GET /v1/audio/?q=…&category=music&page_size=20`): what is asked, and each result as a song
/// with its recording and credit, or left out with why.
@Suite(.timeLimit(.scaled(minutes: 1))) struct OpenverseAudioCatalogTests {
  static let page = #"""
    {"result_count": 4, "page_count": 1, "page_size": 20, "page": 1, "results": [
      {"id": "2e38ac1e-830c-4e9c-b13d-2c9a1e1d0d7e", "title": "Morning Rain", "creator": "Ann Ng",
       "url": "https://cdn.example.org/rain.mp3", "filetype": "mp3", "duration": 185321,
       "license": "by", "license_version": "4.0", "filesize": 2965000,
       "attribution": "\"Morning Rain\" by Ann Ng is licensed under CC BY 4.0.",
       "foreign_landing_url": "https://freesound.org/s/1/", "category": "music"},
      {"id": "00000001-0000-4000-8000-000000000000", "title": "Bowls", "creator": null,
       "url": "https://cdn.example.org/bowls.ogg", "filetype": "ogg", "duration": 60000,
       "license": "cc0", "license_version": "1.0", "attribution": null},
      {"id": "9a3b0c4d-0000-4000-8000-000000000000", "title": "Field", "creator": "Bo",
       "url": "https://cdn.example.org/field.wav", "filetype": "wav", "duration": 1000},
      {"id": "ffffffff-0000-4000-8000-000000000000", "title": "Ghost", "url": null,
       "filetype": "mp3", "duration": 1000}
    ]}
    """#

  @Test func eachPlayableResultIsASongWithItsRecordingAndCredit() async throws {
    let asked = LockIsolated<[String]>([])
    let list = try await LocalHTTPServer.run { router in
      router.get("**") { request, _ in
        asked.withValue { $0.append(request.uri.description) }
        return LocalHTTPServer.json(Self.page)
      }
    } test: { url in
      try await OpenverseAudioCatalog(
        client: URLSessionHTTPClient(), baseURL: url.appendingPathComponent("v1/")
      ).songList()
    }
    #expect(asked.value == ["/v1/audio/?q=meditation&category=music&page_size=20"])
    var rain = Song(id: 0x2e38_ac1e + 1, title: "Morning Rain", artist: "Ann Ng", seconds: 186)
    rain.recording = SongRecording(
      url: try #require(URL(string: "https://cdn.example.org/rain.mp3")), fileType: "mp3",
      licence: "CC BY 4.0", attribution: "\"Morning Rain\" by Ann Ng is licensed under CC BY 4.0.",
      page: URL(string: "https://freesound.org/s/1/"), fileSize: 2_965_000)
    var bowls = Song(id: 2, title: "Bowls", artist: "Unknown", seconds: 60)
    bowls.recording = SongRecording(
      url: try #require(URL(string: "https://cdn.example.org/bowls.ogg")), fileType: "ogg",
      licence: "CC0 1.0")
    #expect(list.elements == [rain, bowls])
    #expect(
      list.unreadable == [
        UnreadableRecord(index: 2, reason: "“Field” is a wav file: only MP3 and Ogg are played"),
        UnreadableRecord(index: 3, reason: "“Ghost” has no recording"),
      ])
  }

  @Test func aSongsNumberIsTheSameOnEveryRun() {
    #expect(OpenverseAudio.songID("2e38ac1e-830c-4e9c-b13d-2c9a1e1d0d7e") == 0x2e38_ac1f)
    #expect(OpenverseAudio.songID("not-a-uuid") == nil)
    #expect(OpenverseAudio.licenceName(code: "by-nc-sa", version: "3.0") == "CC BY-NC-SA 3.0")
    #expect(OpenverseAudio.licenceName(code: "pdm", version: "1.0") == "Public Domain Mark 1.0")
  }
}
