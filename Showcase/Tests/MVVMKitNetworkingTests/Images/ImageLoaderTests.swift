import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct ImageLoaderTests {
  private let base = URL(string: "http://images.test/")!

  private func url(_ name: String) -> URL { base.appendingPathComponent(name) }

  private func bytes(_ count: Int, _ value: UInt8 = 1) -> HTTPResponse {
    HTTPResponse(statusCode: 200, body: Data(repeating: value, count: count))
  }

  @Test func aSecondAskIsACacheHit() async throws {
    let client = StubHTTPClient()
    await client.stub("a.png", with: .response(bytes(10)))
    let loader = ImageLoader(client: client)
    let first = try await loader.data(for: url("a.png"))
    let second = try await loader.data(for: url("a.png"))
    #expect(first == second)
    #expect(await client.requests.count == 1)
    #expect(await client.requests.first?.headers == ["Accept": "image/*"])
    #expect(await loader.cachedBytes == 10)
  }

  @Test func theLeastRecentlyUsedGoesFirstWhenTheBudgetIsFull() async throws {
    let client = StubHTTPClient()
    for name in ["a", "b", "c", "a2"] {
      await client.stub(name, with: .response(bytes(40)), .response(bytes(40)))
    }
    let loader = ImageLoader(client: client, byteBudget: 100)
    _ = try await loader.data(for: url("a"))
    _ = try await loader.data(for: url("b"))
    _ = try await loader.data(for: url("a"))  // a is now more recent than b
    _ = try await loader.data(for: url("c"))  // 120 bytes: b goes
    #expect(await loader.cachedBytes == 80)
    #expect(await loader.cachedData(for: url("a")) != nil)
    #expect(await loader.cachedData(for: url("b")) == nil)
    #expect(await loader.cachedData(for: url("c")) != nil)
    #expect(await client.requests.map(\.url.lastPathComponent) == ["a", "b", "c"])
  }

  @Test func concurrentAsksForOneURLShareOneDownload() async throws {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending))
    let loader = ImageLoader(client: client)
    async let first = loader.data(for: url("a.png"))
    async let second = loader.data(for: url("a.png"))
    async let third = loader.data(for: url("a.png"))
    await pending.waitUntilWaiting(1)
    await pending.resolve(bytes(3, 7))
    let results = try await [first, second, third]
    #expect(results == Array(repeating: Data([7, 7, 7]), count: 3))
    #expect(await loader.downloadsStarted == 1)
  }

  @Test func aCellThatLeavesCancelsItsLoadAndTheDownloadWhenNoOneElseWaits() async throws {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending), .response(bytes(2)))
    let loader = ImageLoader(client: client)
    let cell = Task { try await loader.data(for: url("a.png")) }
    await pending.waitUntilWaiting(1)
    cell.cancel()
    await #expect(throws: APIError.cancelled) { try await cell.value }
    await pending.waitUntilWaiting(0)  // the download's request was cancelled too
    // Back on screen: asked again, downloaded again (nothing was cached).
    #expect(try await loader.data(for: url("a.png")) == Data([1, 1]))
    #expect(await loader.downloadsStarted == 2)
  }

  @Test func aFailedDownloadIsAnErrorAndIsNotCached() async throws {
    let client = StubHTTPClient()
    await client.stub("a.png", with: .status(404, body: "gone"), .response(bytes(1)))
    let loader = ImageLoader(client: client)
    await #expect(throws: APIError.httpStatus(404, bodyExcerpt: "gone")) {
      try await loader.data(for: url("a.png"))
    }
    #expect(await loader.cachedBytes == 0)
    #expect(try await loader.data(for: url("a.png")) == Data([1]))
  }

  @Test func atMostTheLimitDownloadAtOnce() async throws {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    for name in ["a", "b", "c"] { await client.stub(name, with: .pending(pending)) }
    let loader = ImageLoader(client: client, maximumDownloads: 2)
    async let a = loader.data(for: url("a"))
    async let b = loader.data(for: url("b"))
    async let c = loader.data(for: url("c"))
    await pending.waitUntilWaiting(2)
    #expect(await client.requests.count == 2, "the third waits for a slot")
    await pending.resolve(bytes(1))
    _ = try await [a, b, c]
    #expect(await client.requests.count == 3)
  }

  @MainActor @Test func aCallerCancelledBeforeItAsksStartsNoDownload() async {
    let client = StubHTTPClient()
    await client.stub("a.png", with: .status(200, body: "x"))
    let loader = ImageLoader(client: client)
    // On the main actor, the task cannot start before it is cancelled.
    let task = Task { @MainActor in
      try await loader.data(for: URL(string: "http://images.test/a.png")!)
    }
    task.cancel()
    await #expect(throws: APIError.cancelled) { try await task.value }
    #expect(await loader.downloadsStarted == 0)
    #expect(await client.requests.isEmpty)
  }
}
