import Foundation
import Gallery
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// `o` in a photo's detail: the photo's page in the browser once the opener says it took it, or,
/// where nothing opened it, an alert with why and the whole address, which is copied too.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PhotoDetailScreenTests {
  @Test func oOpensThePhotosPageOrCopiesItAndIsOfferedOnlyWithAPage() async throws {
    let json =
      #"{"id": 1, "name": "Dawn", "created_at": "2026-11-21T10:00:00+00:00", "for_sale": true, "url": "/photo/1/dawn"}"#
    let photo = try decodeJSON(Photo.self, from: Data(json.utf8))
    let images = ImageStore(loader: ImageLoader(client: BundledHTTPClient(routes: [])))
    for canOpen in [true, false] {
      let screen = PhotoDetailScreen(
        viewModel: PhotoDetailViewModel(photo: photo), images: images,
        opener: LinkOpener { _ in
          canOpen ? .opened : .failed("xdg-open found no browser to open it")
        })
      let navigator = Navigator(root: screen)
      navigator.handle(.character("o"))
      #expect(navigator.notice == "Opening the photo's page in your browser…")
      await waitUntil { navigator.notice != "Opening the photo's page in your browser…" }
      #expect(
        navigator.notice
          == (canOpen ? "Opened the photo's page in your browser" : "Copied the link"))
      #expect(navigator.takeClipboard() == (canOpen ? nil : "https://500px.com/photo/1/dawn"))
      #expect(navigator.alert?.title == (canOpen ? nil : "Not opened"))
      #expect(
        navigator.alert?.message
          == (canOpen
            ? nil
            : "Could not open the photo's page: xdg-open found no browser to open it. The link, copied to the clipboard:\n\nhttps://500px.com/photo/1/dawn")
      )
    }
    var withoutPage = photo
    withoutPage.pageURL = nil
    let screen = PhotoDetailScreen(
      viewModel: PhotoDetailViewModel(photo: withoutPage), images: images)
    #expect(!screen.bindings.contains { $0.action == "open page" })
  }
}

/// A photo in the middle of its list, alone at 70 columns: ← and → are one binding, so that the
/// status bar never keeps one and drops the other.
@MainActor @Suite struct PhotoAloneKeysTests {
  @Test func bothWaysAreOneBindingInANarrowStatusBar() throws {
    let detail = PhotoDetailViewModel(
      photo: Photo(id: "2", name: "Chelsea the cat", author: "Stefan van der Walt"))
    detail.canStep = { _ in true }
    var steps: [PhotoDetailViewModel.Event] = []
    let subscription = detail.events.listen { steps.append($0) }
    let images = ImageStore(loader: ImageLoader(client: BundledHTTPClient(routes: [])))
    let navigator = Navigator(root: FullScreenPhotoScreen(viewModel: detail, images: images))
    let text = frame(of: navigator, width: 70, height: 20).plainText()
    let statusBar = try #require(text.split(separator: "\n").last)
    #expect(statusBar.contains("←→ previous, next"), "\(statusBar)")
    navigator.handle(.left)
    navigator.handle(.character("l"))
    #expect(steps == [.showNeighbour(offset: -1), .showNeighbour(offset: 1)])
    _ = subscription
  }
}

/// A photo with its credit written in still decodes as the photo it was.
@Suite struct CreditedPhotoDecodingTests {
  @Test(arguments: ["chelsea.png", "rocket.jpg", "hubble_deep_field.jpg", "horse.png"])
  func aCreditedPhotoDecodesAsTheOriginal(name: String) throws {
    let original = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Gallery/Resources/photos/\(name)")
        .standardizedFileURL)
    let credited = PhotoCredit.embedding(
      PhotoFiles.credit(of: Photo(id: "1", name: "A photo", author: "Ann")), in: original)
    #expect(credited != original)
    let decoded = ImageDecoder.decode(credited)
    #expect(decoded == ImageDecoder.decode(original))
    if case .failure(let failure) = decoded { Issue.record("not decoded: \(failure)") }
  }
}
