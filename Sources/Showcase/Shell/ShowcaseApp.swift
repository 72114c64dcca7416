import ArgumentParser
import MVVMKitInspection
import TerminalUI
import WebUI

/// One app of the showcase: its command, which parses the options the app reads, and its
/// composition root, which builds the app from them (services live or bundled, the clock, the
/// stores, the first screen), in the command's `+Root` file.
///
/// The menu, `showcase APP` and `--once` all start an app through its root, so every way in
/// honours the same options and environment variables: the menu parses an app's command with no
/// arguments, as `showcase APP` would.
protocol ShowcaseApp: AsyncParsableCommand {
  /// The kind of the app's first screen.
  associatedtype FirstScreen: TerminalScreen
  /// The app's first screen, built from the options, its services passed through `inspector`.
  @MainActor func makeFirstScreen(inspector: Inspector) throws -> FirstScreen
  /// The app's first page in the browser, on the same services, through `inspector`.
  @MainActor func makeFirstPage(inspector: Inspector) throws -> any WebPage
  /// The live APIs the app's `--…-api` options name.
  static var liveAPIs: [any LiveAPI.Type] { get }
  /// The options every app shares.
  var display: DisplayOptions { get }
}

extension ShowcaseApp {
  /// A browser tab of the app: its first page, on services of its own with the faults the
  /// options ask for, and every message to the tab stripped of the services' keys.
  @MainActor
  func makeTab() throws -> WebTab {
    let inspector = Inspector(faults: try display.faults())
    let page = try makeFirstPage(inspector: inspector)
    return WebTab(page: page) { inspector.redaction.apply(to: $0) }
  }

  /// The app in a sentence, as its command's help says it.
  static var summary: String { configuration.abstract }
}
