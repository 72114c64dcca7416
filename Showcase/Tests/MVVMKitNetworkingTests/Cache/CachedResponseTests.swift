import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// How long a kept answer may be used without asking, read from its headers as RFC 9111 says.
@Suite struct CachedResponseTests {
  private let received = Date(timeIntervalSince1970: 1_800_000_000)

  private func kept(_ headers: [String: String]) -> CachedResponse {
    CachedResponse(response: HTTPResponse(statusCode: 200, headers: headers), storedAt: received)
  }

  @Test(
    arguments: [
      ([:], 0),
      (["Cache-Control": "public, max-age=300"], 300),
      (["cache-control": "MAX-AGE=\"60\""], 60),
      (["Cache-Control": "max-age=300, no-cache"], 0),
      (
        ["Date": "Fri, 27 Nov 2026 16:00:00 GMT", "Expires": "Fri, 27 Nov 2026 17:00:00 GMT"], 3_600
      ),
      (["Expires": "0"], 0),
      (
        [
          "Date": "Fri, 27 Nov 2026 16:00:00 GMT", "Last-Modified": "Fri, 27 Nov 2026 06:00:00 GMT",
        ],
        3_600
      ),
      (
        [
          "Date": "Fri, 27 Nov 2026 16:00:00 GMT", "Last-Modified": "Fri, 01 Jan 2021 00:00:00 GMT",
        ],
        86_400
      ),
    ] as [([String: String], TimeInterval)])
  func freshForWhatTheServerSays(headers: [String: String], seconds: TimeInterval) {
    #expect(kept(headers).freshFor == seconds)
  }

  @Test func itsAgeCountsTheAgeTheServerGaveIt() {
    let answer = kept(["Age": "20", "Cache-Control": "max-age=60"])
    #expect(answer.age(at: received.addingTimeInterval(30)) == 50)
    #expect(answer.isFresh(at: received.addingTimeInterval(39)))
    #expect(!answer.isFresh(at: received.addingTimeInterval(40)))
  }

  @Test func onlyA200ThatAllowsItIsKept() {
    #expect(CachedResponse.mayKeep(HTTPResponse(statusCode: 200)))
    #expect(!CachedResponse.mayKeep(HTTPResponse(statusCode: 404)))
    #expect(
      !CachedResponse.mayKeep(HTTPResponse(statusCode: 200, headers: ["Cache-Control": "no-store"]))
    )
    #expect(!CachedResponse.mayKeep(HTTPResponse(statusCode: 200, headers: ["Vary": "*"])))
  }

  /// A store that cannot be read or written: the request is answered, and the problem said.
  private struct BrokenStore: HTTPCacheStore {
    struct Full: Error, CustomStringConvertible { var description: String { "the disk is full" } }
    func response(for key: String) throws -> CachedResponse? { throw Full() }
    func keep(_ response: CachedResponse, for key: String) throws { throw Full() }
  }

  @Test func aBrokenStoreNeverFailsARequestAndSaysWhy() async throws {
    let server = StubHTTPClient()
    await server.stub("a", with: .json(#"{"ok": true}"#))
    let client = CachingHTTPClient(wrapping: server, store: BrokenStore())
    let answer = try await client.send(HTTPRequest(url: try #require(URL(string: "http://x/a"))))
    #expect(answer.statusCode == 200)
    #expect(client.problem == "An answer could not be kept for offline use: the disk is full")
  }

  @Test func aSearchSentAsAPOSTIsKeptByItsBodyWhenAsked() async throws {
    let server = StubHTTPClient()
    await server.stub("places:searchText", with: .json(#"{"places": ["Bar Termini"]}"#))
    let store = MemoryHTTPCacheStore()
    let url = try #require(URL(string: "https://places.example.org/v1/places:searchText"))
    let search = { (words: String) in
      HTTPRequest(method: .post, url: url, body: Data(#"{"textQuery": "\#(words)"}"#.utf8))
    }
    let online = CachingHTTPClient(wrapping: server, store: store, keepsPOSTAnswers: true)
    _ = try await online.send(search("cocktail bar"))
    let offline = CachingHTTPClient(
      wrapping: server, store: store, mode: .offline, keepsPOSTAnswers: true)
    let kept = try await offline.send(search("cocktail bar"))
    #expect(String(decoding: kept.body, as: UTF8.self) == #"{"places": ["Bar Termini"]}"#)
    await #expect(throws: APIError.transport("offline, and not kept from an earlier run")) {
      try await offline.send(search("wine bar"))
    }
    // Without asking, a POST is never kept.
    let plain = CachingHTTPClient(wrapping: server, store: MemoryHTTPCacheStore(), mode: .offline)
    await #expect(throws: APIError.transport("offline, and not kept from an earlier run")) {
      try await plain.send(search("cocktail bar"))
    }
    #expect(await server.requests.count == 1)
  }
}
