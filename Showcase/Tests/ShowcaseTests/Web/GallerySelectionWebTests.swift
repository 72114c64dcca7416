import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The Gallery's grid in the browser has one cursor, the view model's: the arrows move it, Enter
/// opens what it is on, and a photo's detail stepping along the feed moves it too.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct GallerySelectionWebTests {
  @Test func theDetailsStepsMoveTheGridsSelection() async throws {
    let (tab, session) = try await WebSession.started(try GalleryCommand.parse([]), at: "/gallery")
    let photos = try session.keys()
    try #require(photos.count >= 3)
    #expect(try session.selectedKey() == nil, "nothing selected before the keys move")
    try session.press("ArrowDown")
    try session.press("ArrowRight")
    #expect(try session.selectedKey() == photos[1])
    try session.press("Enter")
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery/photo/\(photos[1])", "Enter opens what the arrows reached")
    try session.press("ArrowRight")
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery/photo/\(photos[2])")
    try session.press("Escape")
    await session.waitUntilSettled()
    #expect(tab.address() == "/gallery")
    #expect(try session.selectedKey() == photos[2], "the grid follows the detail's step")
    session.close()
  }
}
