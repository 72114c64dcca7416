import SnapshotTesting
import TerminalUI
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The showcase menu, as text, with and without its `?` help.
@MainActor @Suite(.snapshots(record: .missing)) struct MenuScreenSnapshotTests {
  @Test func menu() {
    let screen = MenuScreen(apps: ShowcaseCommand.apps, inspector: Inspector(), environment: [:])
    assertFrames(screen, named: "menu")
    assertFrames(screen, named: "menu", showingHelp: true)
  }

  @Test func anAppAVariablePointsAtALiveAPISaysSo() {
    let screen = MenuScreen(
      apps: ShowcaseCommand.apps, inspector: Inspector(),
      environment: ["PLACES_API_URL": "http://127.0.0.1:9/", "RATES_API_URL": ""])
    let text = frame(of: screen, width: 80, height: 24).plainText()
    #expect(text.contains("The reference apps, on bundled data where no API is set."))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.contains("Nearby  live: PLACES_API_URL") })
    #expect(!lines.contains { $0.contains("Exchange rates  live") }, "an empty variable is none")
  }
}
