import ConcurrencyExtras
import Foundation
import Gallery
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ImageStoreTests {
  private let url = URL(string: "http://images.test/a.png")!

  @Test func aStoreReleasedMidLoadCancelsItsDownloads() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending))
    var store: ImageStore? = ImageStore(loader: ImageLoader(client: client))
    #expect(store?.image(for: url, fitting: (8, 8)) == .loading)
    await pending.waitUntilWaiting(1)
    store = nil
    await pending.waitUntilWaiting(0)  // the request was cancelled: nothing waits for it
    #expect(await client.requests.count == 1)
  }

  @Test func atMostThreeLoadsHoldTheirBytesAtOnce() async {
    let client = StubHTTPClient()
    let pending = (0..<5).map { _ in PendingResponse() }
    for (index, response) in pending.enumerated() {
      await client.stub("\(index).jpg", with: .pending(response))
    }
    let store = ImageStore(loader: ImageLoader(client: client, maximumDownloads: 4))
    let urls = (0..<5).map { URL(string: "http://images.test/\($0).jpg")! }
    for url in urls { _ = store.image(for: url, fitting: (8, 8)) }
    for response in pending.prefix(3) { await response.waitUntilWaiting(1) }
    #expect(await client.requests.count == 3, "the loader could take four; the store asks three")
    await pending[0].fail(.httpStatus(404, bodyExcerpt: ""))
    await pending[3].waitUntilWaiting(1)
    #expect(
      Set(await client.requests.map(\.url.lastPathComponent))
        == ["0.jpg", "1.jpg", "2.jpg", "3.jpg"])
    #expect(await pending[4].waiting == 0, "the fifth waits for a turn")
    store.keepLoading(only: [])
    for response in pending.dropFirst() { await response.waitUntilWaiting(0) }
    #expect(await client.requests.count == 4, "the fifth, cancelled while waiting, never asked")
  }

  @Test func bytesThatAreNotAnImageAreUnavailable() async {
    let client = StubHTTPClient()
    await client.stub("a.png", with: .status(200, body: "not a picture"))
    let store = ImageStore(loader: ImageLoader(client: client))
    _ = store.image(for: url, fitting: (8, 8))
    await waitUntil { store.isIdle }
    #expect(store.image(for: url, fitting: (8, 8)) == .unavailable)
  }

  @Test func anImageThatLeavesTheScreenStopsLoadingAndLoadsAgainWhenItComesBack() async {
    let client = StubHTTPClient()
    let pending = PendingResponse()
    await client.stub("a.png", with: .pending(pending), .status(404))
    let store = ImageStore(loader: ImageLoader(client: client))
    _ = store.image(for: url, fitting: (8, 8))
    await pending.waitUntilWaiting(1)
    store.keepLoading(only: [])
    await pending.waitUntilWaiting(0)
    #expect(store.isIdle)
    #expect(store.image(for: url, fitting: (8, 8)) == .loading, "back on screen: asked again")
    await waitUntil { store.isIdle }
    #expect(store.image(for: url, fitting: (8, 8)) == .unavailable)
    #expect(await client.requests.count == 2)
  }

  private func size(of entry: ImageStore.Entry) -> String {
    if case .loaded(let image) = entry { "\(image.width)x\(image.height)" } else { "\(entry)" }
  }

  /// A view draws the cells the store made of the image: the same image, at the same size, in the
  /// store's colours; while a larger size loads, the smaller one fitted to the new cells.
  @Test func aDrawingIsTheImageMadeIntoCellsAtTheSizeShown() async {
    // astronaut.png: 256x256.
    let photo = URL(string: "https://sample.gallery.invalid/photos/astronaut.png")!
    let store = ImageStore(loader: ImageLoader(client: GalleryBundle.client()), colors: .palette)
    #expect(store.drawing(for: photo, columns: 8, rows: 4) == .loading)
    await waitUntil { store.isIdle }
    guard case .loaded(let small) = store.image(for: photo, fitting: (8, 8)) else {
      Issue.record("not loaded")
      return
    }
    let cells = small.cells(fitting: 8, 4, colors: .palette)
    #expect((cells.columns, cells.rows) == (8, 4))
    #expect(store.drawing(for: photo, columns: 8, rows: 4) == .cells(cells))
    #expect(store.drawing(for: photo, columns: 8, rows: 4) == .cells(cells), "kept, the same")
    // Twice as large: the 8x8 image fitted to 16x8 cells until the 16x16 one is decoded.
    #expect(
      store.drawing(for: photo, columns: 16, rows: 8)
        == .cells(small.cells(fitting: 16, 8, colors: .palette)))
    await waitUntil { store.isIdle }
    guard case .loaded(let large) = store.image(for: photo, fitting: (16, 16)) else {
      Issue.record("not loaded")
      return
    }
    #expect((large.width, large.height) == (16, 16))
    #expect(
      store.drawing(for: photo, columns: 16, rows: 8)
        == .cells(large.cells(fitting: 16, 8, colors: .palette)))
    #expect(store.drawing(for: photo, columns: 8, rows: 4) == .cells(cells))
  }

  /// A frame whose pictures are all in, each at the size it was decoded for, does not depend on
  /// the images still loading: another image's load and arrival do not draw it again. A picture
  /// shown while its size loads does.
  @Test func aPictureDrawnAtItsSizeIsNotDrawnAgainWhenAnotherImageArrives() async {
    let photo = URL(string: "https://sample.gallery.invalid/photos/astronaut.png")!
    let other = URL(string: "https://sample.gallery.invalid/photos/coffee.png")!
    let store = ImageStore(loader: ImageLoader(client: GalleryBundle.client()))
    _ = store.drawing(for: photo, columns: 8, rows: 4)
    await waitUntil { store.isIdle }
    _ = store.drawing(for: photo, columns: 8, rows: 4)

    let changes = LockIsolated(0)
    /// Whether `frame` is drawn again by what `elsewhere` loads, or by what it loads itself.
    func isDrawnAgain(_ frame: () -> Void, loading elsewhere: () -> Void = {}) async -> Bool {
      changes.setValue(0)
      withObservationTracking(frame) { changes.withValue { $0 += 1 } }
      elsewhere()
      await waitUntil { store.isIdle }
      return changes.value > 0
    }
    #expect(
      await isDrawnAgain(
        { _ = store.drawing(for: photo, columns: 8, rows: 4) },
        loading: { _ = store.image(for: other, fitting: (8, 8)) }) == false)
    #expect(
      await isDrawnAgain {
        _ = store.drawing(for: photo, columns: 8, rows: 4)
        _ = store.drawing(for: other, columns: 12, rows: 6)
      }, "a picture loading in the frame")
    #expect(
      await isDrawnAgain { _ = store.drawing(for: photo, columns: 16, rows: 8) },
      "shown at another size while its own loads")
  }

  @Test func anImageIsDecodedAtTheSizeItIsShownAndAgainAtANewSize() async {
    // astronaut.png: 256x256.
    let photo = URL(string: "https://sample.gallery.invalid/photos/astronaut.png")!
    let store = ImageStore(loader: ImageLoader(client: GalleryBundle.client()))
    #expect(store.image(for: photo, fitting: (8, 8)) == .loading)
    await waitUntil { store.isIdle }
    #expect(size(of: store.image(for: photo, fitting: (8, 8))) == "8x8")

    // Larger (the terminal grew): the small one is shown until the larger one is decoded.
    #expect(size(of: store.image(for: photo, fitting: (40, 30))) == "8x8")
    #expect(!store.isIdle)
    await waitUntil { store.isIdle }
    #expect(size(of: store.image(for: photo, fitting: (40, 30))) == "30x30")
    #expect(size(of: store.image(for: photo, fitting: (8, 8))) == "8x8", "both sizes are kept")

    // Beyond four sizes, the least recently asked for is let go: asked again, it is decoded
    // again, another size shown meanwhile.
    for side in [12, 16, 20] { _ = store.image(for: photo, fitting: (side, side)) }
    await waitUntil { store.isIdle }
    #expect(size(of: store.image(for: photo, fitting: (8, 8))) == "8x8")
    #expect(size(of: store.image(for: photo, fitting: (40, 30))) != "30x30")
    #expect(!store.isIdle)
    await waitUntil { store.isIdle }
    #expect(size(of: store.image(for: photo, fitting: (40, 30))) == "30x30")
  }
}
