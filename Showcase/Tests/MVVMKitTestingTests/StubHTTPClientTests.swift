import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct StubHTTPClientTests {
  private let base = URL(string: "http://stub.test/api/")!

  private func get(
    _ client: StubHTTPClient, _ path: String, _ query: KeyValuePairs<String, String> = [:]
  ) async -> Result<Int, APIError> {
    do {
      let request = try Endpoint<[String: Int]>(path: path, query: query).request(baseURL: base)
      return .success(try await client.send(request).statusCode)
    } catch {
      return .failure(error)
    }
  }

  @Test func answersUnstubbedRoutesWith404AndLogsEveryRequest() async {
    let client = StubHTTPClient()
    #expect(await get(client, "search.php", ["s": "rum"]) == .success(404))
    #expect(
      await client.requests.map(\.url.absoluteString) == ["http://stub.test/api/search.php?s=rum"])
  }

  @Test func matchesByPathAndQueryAndPlaysRepliesInTurn() async {
    let client = StubHTTPClient()
    await client.stub("search.php", with: .status(500), .json("{}"))
    await client.stub("search.php", query: ["s": "gin"], with: .failure(.timeout))
    #expect(await get(client, "search.php", ["s": "rum"]) == .success(500))
    #expect(await get(client, "search.php", ["s": "rum"]) == .success(200))
    #expect(
      await get(client, "search.php", ["s": "rum"]) == .success(200), "the last reply repeats")
    #expect(await get(client, "search.php", ["s": "gin"]) == .failure(.timeout))
    #expect(await client.requests.count == 4)
  }

  @Test func aPathWithATrailingSlashMatchesAsTheAPIWritesIt() async throws {
    let client = StubHTTPClient()
    await client.stub("images/", query: ["page": "1"], with: .status(201))
    var statuses: [Int] = []
    for address in [
      "http://stub.test/v1/images/?page=1", "http://stub.test/v1/images?page=1",
      "http://stub.test/v1/other/?page=1",
    ] {
      let url = try #require(URL(string: address))
      statuses.append(try await client.send(HTTPRequest(url: url)).statusCode)
    }
    #expect(statuses == [201, 201, 404])
  }

  @Test func aPendingReplyWaitsForTheTest() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("slow", with: .pending(pending))
    let request = Task { await get(client, "slow") }
    await client.waitForRequests(count: 1)
    await pending.waitUntilWaiting(1)
    await pending.resolve(HTTPResponse(statusCode: 201))
    #expect(await request.value == .success(201))
  }

  @Test func aCancelledRequestStopsWaitingOnAPendingReply() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("slow", with: .pending(pending))
    let request = Task { await get(client, "slow") }
    await pending.waitUntilWaiting(1)
    request.cancel()
    #expect(await request.value == .failure(.cancelled))
    #expect(await pending.waiting == 0)
  }

  @Test func aFailedPendingReplyThrows() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await pending.fail(.transport("connection reset"))
    await client.stub("slow", with: .pending(pending))
    #expect(await get(client, "slow") == .failure(.transport("connection reset")))
  }
}
