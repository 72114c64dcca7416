import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct ImageStoreTests {
  private let url = URL(string: "http://images.test/a.png")!

  @Test func aStoreReleasedMidLoadCancelsItsDownloads() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending))
    var store: ImageStore? = ImageStore(loader: ImageLoader(client: client))
    #expect(store?.image(for: url) == .loading)
    await pending.waitUntilWaiting(1)
    store = nil
    await pending.waitUntilWaiting(0)  // the request was cancelled: nothing waits for it
    #expect(await client.requests.count == 1)
  }

  @Test func bytesThatAreNotAnImageAreUnavailable() async {
    let client = StubHTTPClient()
    await client.stub("a.png", with: .status(200, body: "not a picture"))
    let store = ImageStore(loader: ImageLoader(client: client))
    _ = store.image(for: url)
    await waitUntil { store.isIdle }
    #expect(store.image(for: url) == .unavailable)
  }

  @Test func anImageThatLeavesTheScreenStopsLoadingAndLoadsAgainWhenItComesBack() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending), .status(404))
    let store = ImageStore(loader: ImageLoader(client: client))
    _ = store.image(for: url)
    await pending.waitUntilWaiting(1)
    store.keepLoading(only: [])
    await pending.waitUntilWaiting(0)
    #expect(store.isIdle)
    #expect(store.image(for: url) == .loading, "back on screen: asked again")
    await waitUntil { store.isIdle }
    #expect(store.image(for: url) == .unavailable)
    #expect(await client.requests.count == 2)
  }
}
