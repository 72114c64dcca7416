import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The photo alone in the browser: opened from its detail, along the feed with ← and →, and
/// back; the tab's address follows each step.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryFullScreenWebTests {
  @Test func thePhotoAloneStepsAlongTheFeedAndGoesBackToItsDetail() async throws {
    let tab = try #require(
      try GalleryCommand.parse([]).makeTab(
        at: "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20"))
    var messages: [String] = []
    let session = WebSession(tab, images: ImageRoutes()) { messages.append($0) }
    await session.waitUntilSettled()
    for step in session.steps {
      step.open()
      await session.waitUntilSettled()
    }
    session.start()
    try session.receive(#"{"type":"click","action":"photo/act-full-screen"}"#)
    await session.waitUntilSettled()
    #expect(session.mainHTML.description.contains(#"<figure class="alone">"#))
    #expect(tab.address() == "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full")
    try session.receive(#"{"type":"key","key":"ArrowRight"}"#)
    await session.waitUntilSettled()
    let next = try #require(tab.address())
    #expect(
      next.hasSuffix("/full") && next != "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full",
      "\(next)")
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    await session.waitUntilSettled()
    #expect(tab.address() == String(next.dropLast("/full".count)))
    session.close()
  }
}
