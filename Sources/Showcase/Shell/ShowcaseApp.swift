import ArgumentParser
import TerminalUI

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
}

extension ShowcaseApp {
  /// The app in a sentence, as its command's help says it.
  static var summary: String { configuration.abstract }
}
