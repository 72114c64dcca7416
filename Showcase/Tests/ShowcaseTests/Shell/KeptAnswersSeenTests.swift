import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Showcase

/// What the screens say of kept answers: how old the oldest out-of-date one shown is, until its
/// server answers again; a fresh kept answer says nothing.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct KeptAnswersSeenTests {
  @Test(
    arguments: [
      (-5.0, "under a minute old"), (0, "under a minute old"), (59.9, "under a minute old"),
      (60, "1 min old"), (3599, "59 min old"), (3600, "1 h old"), (86_399, "23 h old"),
      (86_400, "1 day old"), (2 * 86_400 + 5, "2 days old"),
    ] as [(TimeInterval, String)])
  func anAgeIsSaidRoundedDown(age: TimeInterval, said: String) {
    #expect(KeptAnswersSeen.describe(age: age) == said)
  }

  let url = URL(string: "https://api.openverse.org/v1/audio/?q=meditation")!
  let kept = Date(timeIntervalSince1970: 1_800_000_000)

  /// A store holding the answer to `url`, received at `kept`, fresh for `maxAge` seconds.
  func store(maxAge: Int) -> MemoryHTTPCacheStore {
    let store = MemoryHTTPCacheStore()
    store.keep(
      CachedResponse(
        response: HTTPResponse(
          statusCode: 200, headers: ["Cache-Control": "max-age=\(maxAge)"], body: Data("{}".utf8)),
        storedAt: kept),
      for: CachingHTTPClient.key(for: HTTPRequest(url: url)))
    return store
  }

  @Test func anOutOfDateKeptAnswerIsSaidUntilItsServerAnswersAgain() async throws {
    let store = store(maxAge: 60)
    let now = kept + 3 * 3600 + 125
    let seen = KeptAnswersSeen()
    let offline = KeptAnswersWatch(
      base: CachingHTTPClient(
        wrapping: StubHTTPClient(), store: store, mode: .offline, now: { now }),
      seen: seen, now: { now })
    let response = try await offline.send(HTTPRequest(url: url))
    #expect(response.age.map(Int.init) == 3 * 3600 + 125)
    #expect(seen.note == "Offline copy, 3 h old")
    // The server answers again: what is shown is fresh.
    let server = StubHTTPClient()
    await server.stub("/v1/audio/", query: ["q": "meditation"], with: .json("{}"))
    let online = KeptAnswersWatch(
      base: CachingHTTPClient(wrapping: server, store: store, now: { now }), seen: seen,
      now: { now })
    _ = try await online.send(HTTPRequest(url: url))
    #expect(seen.note == nil)
  }

  @Test func aKeptAnswerStillFreshSaysNothing() async throws {
    let now = kept + 30
    let seen = KeptAnswersSeen()
    let client = KeptAnswersWatch(
      base: CachingHTTPClient(
        wrapping: StubHTTPClient(), store: store(maxAge: 60), mode: .offline, now: { now }),
      seen: seen, now: { now })
    let response = try await client.send(HTTPRequest(url: url))
    #expect(response.age == 30)
    #expect(seen.note == nil)
  }
}
