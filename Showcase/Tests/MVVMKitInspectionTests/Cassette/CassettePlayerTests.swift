import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// The cassette player: a recorded request answered as recorded, and one it lacks refused with
/// the nearest recorded request, said to be for an image when it asked for one.
@Suite(.timeLimit(.scaled(minutes: 1))) struct CassettePlayerTests {
  private let cassette = Cassette(exchanges: [
    Cassette.Exchange(
      method: "GET", url: "http://x.test/photos?page=1",
      result: .response(status: 200, headers: [:], body: Data("[]".utf8)))
  ])

  @Test func aRecordedRequestIsAnsweredAsRecorded() async throws {
    let player = CassettePlayer(cassette)
    let response = try await player.send(
      HTTPRequest(url: try #require(URL(string: "http://x.test/photos?page=1"))))
    #expect(response.statusCode == 200)
    #expect(response.body == Data("[]".utf8))
    #expect(player.misses.isEmpty)
  }

  @Test func aMissSaysWhetherItAskedForAnImage() async throws {
    let player = CassettePlayer(cassette)
    for request in [
      HTTPRequest(url: try #require(URL(string: "http://x.test/photos?page=2"))),
      HTTPRequest(
        url: try #require(URL(string: "http://x.test/1.jpg")), headers: ["Accept": "image/*"]),
    ] {
      await #expect(throws: APIError.self) { try await player.send(request) }
    }
    #expect(
      player.misses == [
        CassettePlayer.Miss(
          request: "GET http://x.test/photos?page=2", nearest: "GET http://x.test/photos?page=1"),
        CassettePlayer.Miss(
          request: "GET http://x.test/1.jpg", nearest: "GET http://x.test/photos?page=1",
          isForAnImage: true),
      ])
  }
}
