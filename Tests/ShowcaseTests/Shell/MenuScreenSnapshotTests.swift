import SnapshotTesting
import TerminalUI
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The showcase menu, as text, with and without its `?` help.
@MainActor @Suite(.snapshots(record: .missing)) struct MenuScreenSnapshotTests {
  @Test func menu() {
    let screen = MenuScreen(apps: ShowcaseCommand.apps, inspector: Inspector())
    assertFrames(screen, named: "menu")
    assertFrames(screen, named: "menu", showingHelp: true)
  }
}
