import Foundation
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Meditation
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct SongCatalogServiceTests {
  @Test func theBundledCatalogueIsTheOriginalsTenSongs() async throws {
    let songs = try await SongCatalogService.bundled().songs()
    #expect(songs.count == 10)
    #expect(
      songs.first
        == Song(id: 1, title: "Walking with the wolves", artist: "Karl Roys", seconds: 170))
    #expect(
      songs.last == Song(id: 10, title: "Sunrise and Sunset", artist: "Agnex Inez", seconds: 236))
    #expect(songs.map(\.seconds) == [170, 330, 330, 90, 71, 165, 424, 224, 433, 236])
  }

  @Test func aSongWithoutALengthIsRefused() async {
    let client = StubHTTPClient()
    await client.stub(
      "songs",
      with: .json(#"{"songs": [{"id": 1, "title": "Silence", "artist": "Nobody", "seconds": 0}]}"#))
    await #expect(throws: APIError.invalidContent("The catalogue gave “Silence” a length of 0 s."))
    {
      try await SongCatalogService(client: client, baseURL: URL(string: "http://songs.test/")!)
        .songs()
    }
  }

  @Test func eachSongOnceWithALengthOfADayAtMostAndANameToShow() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "songs",
      with: .json(
        #"{"songs": [{"id": 1, "title": "Sea", "artist": "A", "seconds": 120}, {"id": 2, "title": "Forever", "artist": "B", "seconds": 1000000000000}, {"id": 1, "title": "Again", "artist": "C", "seconds": 60}, {"id": 3, "title": " ", "artist": "", "seconds": 86400}, {"id": 4, "title": "Half", "artist": "D", "seconds": 90.5}]}"#
      ))
    let list = try await SongCatalogService(
      client: client, baseURL: URL(string: "http://songs.test/")!
    ).songList()
    #expect(
      list.elements == [
        Song(id: 1, title: "Sea", artist: "A", seconds: 120),
        Song(id: 3, title: "Untitled", artist: "Unknown", seconds: 86400),
      ])
    #expect(
      list.unreadable == [
        UnreadableRecord(
          index: 4,
          reason: "at songs[4]: the number 90.5 does not fit its field (a fraction, or too large)"),
        UnreadableRecord(index: 1, reason: "“Forever” has a length of 1000000000000 s"),
      ])
  }

  @Test func theLiveClientReadsACatalogueServer() async throws {
    let songs = try await LocalHTTPServer.run { router in
      router.get("v1/songs") { _, _ in
        LocalHTTPServer.json(
          #"{"songs": [{"id": 7, "title": "Relaxing Sea", "artist": "Bob Marley", "seconds": 424}]}"#
        )
      }
    } test: { url in
      try await SongCatalogService(
        client: URLSessionHTTPClient(), baseURL: url.appendingPathComponent("v1")
      ).songs()
    }
    #expect(songs == [Song(id: 7, title: "Relaxing Sea", artist: "Bob Marley", seconds: 424)])
  }
}
