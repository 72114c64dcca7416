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
