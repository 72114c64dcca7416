import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// Nearby's home in the browser has the terminal's one cursor, the view model's: the arrows go
/// down the home in the terminal's order (the hot pick, the categories, each type's places), row
/// to row, and along a row; the focus moves it, and Enter opens what it is on.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyHomeCursorWebTests {
  @Test func theArrowsGoDownTheHomeAndAlongALineAndEnterOpens() async throws {
    let (tab, session) = try await WebSession.started(try NearbyCommand.parse([]), at: "/nearby")
    #expect(try session.selectedKey() == "hot", "the hot pick, before the keys move")
    try session.press("ArrowRight")
    #expect(session.mainHTML.description.contains(" 2 of 4 "), "→ pages the hot picks")
    try session.press("ArrowDown")
    try session.press("ArrowRight")
    try session.press("ArrowRight")
    #expect(try session.selectedKey() == "category-cafe")
    try session.press("ArrowDown")
    try session.press("ArrowRight")
    #expect(try session.selectedKey() == "place-atm-sample-coutts-strand")
    try session.press("ArrowDown")
    #expect(try session.selectedKey() == "place-restaurant-sample-clos-maggiore", "row to row")
    try session.press("ArrowUp")
    try session.press("ArrowUp")
    #expect(try session.selectedKey() == "category-cafe", "back on the chip last chosen")
    // Tab to a restaurant: the focus is the cursor, and Enter opens it.
    try session.receive(
      #"{"type":"select","region":"places","key":"place-restaurant-sample-dishoom-cg"}"#)
    #expect(try session.selectedKey() == "place-restaurant-sample-dishoom-cg")
    try session.press("Enter")
    await session.waitUntilSettled()
    #expect(tab.address() == "/nearby/place/sample-dishoom-cg")
    session.close()
  }
}
