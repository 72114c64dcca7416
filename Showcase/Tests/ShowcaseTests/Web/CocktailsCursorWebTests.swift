import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The Cocktails search in the browser has the terminal's one cursor, the view model's: the
/// arrows go from the field to the drinks and through them, the focus takes it to a favourite,
/// and `f` keeps or forgets the drink it is on.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailsCursorWebTests {
  @Test func theArrowsTheFocusAndTheFavouriteActOnOneCursor() async throws {
    let (tab, session) = try await WebSession.started(
      try CocktailsCommand.parse([]), at: "/cocktails")
    let drinks = try session.keys(in: "drinks")
    try #require(drinks.count >= 3)
    #expect(try session.selectedKey() == nil, "in the field: no drink chosen")
    try session.press("ArrowDown")
    #expect(try session.selectedKey() == drinks[0], "↓ from the field: the drinks")
    try session.press("ArrowRight")
    try session.press("ArrowRight")
    #expect(try session.selectedKey() == drinks[2])
    try session.press("f")
    #expect(try session.keys(in: "favourites") == [drinks[2]])
    // Tab to the favourite: the focus is the cursor, and `f` forgets the drink it is on.
    try session.receive(#"{"type":"select","region":"favourites","key":"\#(drinks[2])"}"#)
    #expect(try session.keys(in: "favourites", selected: true) == [drinks[2]])
    #expect(try session.keys(in: "drinks", selected: true) == [], "one cursor shown")
    try session.press("f")
    #expect(try session.keys(in: "favourites") == [])
    #expect(try session.selectedKey() == drinks[2], "the last favourite gone: back on the drinks")
    try session.press("Enter")
    await session.waitUntilSettled()
    #expect(tab.address() == "/cocktails/drink/\(drinks[2])", "Enter opens the drink it is on")
    session.close()
  }
}
