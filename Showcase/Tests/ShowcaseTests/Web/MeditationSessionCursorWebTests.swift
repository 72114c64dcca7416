import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// The songs' list in the browser has one cursor, the session view model's: the arrows and the
/// focus move it, and Enter picks the song it is on.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct MeditationSessionCursorWebTests {
  @Test func theArrowsAndTheFocusMoveWhatEnterPicks() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("showcase-cursor-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let command = try MeditationCommand.parse(["--data-dir", directory])
    let session = WebSession(try #require(try command.makeTab()), images: ImageRoutes())
    await session.waitUntilSettled()
    try session.receive(#"{"type":"click","action":"home/act-session"}"#)
    await session.waitUntilSettled()
    #expect(try session.selectedKey() == "song-1", "the first song, before the keys move")
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    #expect(try session.selectedKey() == "song-3")
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    #expect(session.mainHTML.description.contains("1 picked · 5:30"))
    // Tab to the fifth song: the focus is the cursor, and Enter picks it.
    try session.receive(#"{"type":"select","region":"session","key":"song-5"}"#)
    #expect(try session.selectedKey() == "song-5")
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    #expect(session.mainHTML.description.contains("2 picked · 6:41"))
    session.close()
  }
}
