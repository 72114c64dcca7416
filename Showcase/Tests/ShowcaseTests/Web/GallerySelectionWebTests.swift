import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The Gallery's grid in the browser has one cursor, the view model's: the arrows move it, Enter
/// opens what it is on, and a photo's detail stepping along the feed moves it too.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct GallerySelectionWebTests {
  /// The `data-key` of every card, in order.
  private func cards(in session: WebSession) throws -> [String] {
    let html = session.mainHTML.description
    return html.matches(of: try Regex(#"<li (?:class="selected" )?data-key="([^"]+)""#)).map {
      String($0.output[1].substring ?? "")
    }
  }

  @Test func theDetailsStepsMoveTheGridsSelection() async throws {
    let tab = try #require(try GalleryCommand.parse([]).makeTab(at: "/gallery"))
    let session = WebSession(tab, images: ImageRoutes()) { _ in }
    await session.waitUntilSettled()
    session.start()
    let photos = try cards(in: session)
    try #require(photos.count >= 3)
    #expect(try session.selectedKey() == nil, "nothing selected before the keys move")
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    try session.receive(#"{"type":"key","key":"ArrowRight"}"#)
    #expect(try session.selectedKey() == photos[1])
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery/photo/\(photos[1])", "Enter opens what the arrows reached")
    try session.receive(#"{"type":"key","key":"ArrowRight"}"#)
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery/photo/\(photos[2])")
    try session.receive(#"{"type":"key","key":"Escape"}"#)
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery")
    #expect(try session.selectedKey() == photos[2], "the grid follows the detail's step")
    session.close()
  }
}
