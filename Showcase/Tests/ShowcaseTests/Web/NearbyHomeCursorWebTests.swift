import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// Nearby's home in the browser has the terminal's one cursor, the view model's: the arrows go
/// down the home in the terminal's order (the hot pick, the categories, each type's places), row
/// to row, and along a row; the focus moves it, and Enter opens what it is on.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyHomeCursorWebTests {
  private func press(_ key: String, in session: WebSession) throws {
    try session.receive(#"{"type":"key","key":"\#(key)"}"#)
  }

  @Test func theArrowsGoDownTheHomeAndAlongALineAndEnterOpens() async throws {
    let tab = try #require(try NearbyCommand.parse([]).makeTab(at: "/nearby"))
    let session = WebSession(tab, images: ImageRoutes()) { _ in }
    await session.waitUntilSettled()
    session.start()
    #expect(try session.selectedKey() == "hot", "the hot pick, before the keys move")
    try press("ArrowRight", in: session)
    #expect(session.mainHTML.description.contains(" 2 of 4 "), "→ pages the hot picks")
    try press("ArrowDown", in: session)
    try press("ArrowRight", in: session)
    try press("ArrowRight", in: session)
    #expect(try session.selectedKey() == "category-cafe")
    try press("ArrowDown", in: session)
    try press("ArrowRight", in: session)
    #expect(try session.selectedKey() == "place-atm-sample-coutts-strand")
    try press("ArrowDown", in: session)
    #expect(try session.selectedKey() == "place-restaurant-sample-clos-maggiore", "row to row")
    try press("ArrowUp", in: session)
    try press("ArrowUp", in: session)
    #expect(try session.selectedKey() == "category-cafe", "back on the chip last chosen")
    // Tab to a restaurant: the focus is the cursor, and Enter opens it.
    try session.receive(
      #"{"type":"select","region":"places","key":"place-restaurant-sample-dishoom-cg"}"#)
    #expect(try session.selectedKey() == "place-restaurant-sample-dishoom-cg")
    try press("Enter", in: session)
    await session.waitUntilSettled()
    #expect(tab.address() == "/nearby/place/sample-dishoom-cg")
    session.close()
  }
}
