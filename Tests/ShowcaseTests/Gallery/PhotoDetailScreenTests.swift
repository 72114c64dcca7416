import Foundation
import Gallery
import ImageDecoding
import MVVMKitNetworking
import TerminalUI
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// `o` in a photo's detail: the photo's page in the browser, or its address copied.
@MainActor @Suite struct PhotoDetailScreenTests {
  @Test func oOpensThePhotosPageOrCopiesItAndIsOfferedOnlyWithAPage() throws {
    let json =
      #"{"id": 1, "name": "Dawn", "created_at": "2026-11-21T10:00:00+00:00", "for_sale": true, "url": "/photo/1/dawn"}"#
    let photo = try decodeJSON(Photo.self, from: Data(json.utf8))
    let images = ImageStore(loader: ImageLoader(client: BundledHTTPClient(routes: [])))
    for canOpen in [true, false] {
      let screen = PhotoDetailScreen(
        viewModel: PhotoDetailViewModel(photo: photo), images: images,
        opener: LinkOpener { _ in canOpen })
      let navigator = Navigator(root: screen)
      navigator.handle(.character("o"))
      #expect(
        navigator.notice
          == (canOpen
            ? "Opened the photo's page in your browser"
            : "Copied (no browser to open): https://500px.com/photo/1/dawn"))
      #expect(navigator.takeClipboard() == (canOpen ? nil : "https://500px.com/photo/1/dawn"))
    }
    var withoutPage = photo
    withoutPage.pageURL = nil
    let screen = PhotoDetailScreen(
      viewModel: PhotoDetailViewModel(photo: withoutPage), images: images)
    #expect(!screen.bindings.contains { $0.action == "open page" })
  }
}
