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
  /// The app's first screen, built from the options, its services' clients passed through
  /// `clients` (the inspector's).
  @MainActor func makeFirstScreen(clients: any ServiceClients) throws -> FirstScreen
  /// A browser tab of the app at `address` (a route's path, such as `/cocktails/drink/11000`), on
  /// the same services, through `clients`; `nil` for an address of no screen of the app.
  @MainActor func makeWebTab(at address: String, clients: any ServiceClients) throws -> WebTab?
  /// The live APIs the app's `--…-api` options name.
  static var liveAPIs: [any LiveAPI.Type] { get }
  /// The options every app shares.
  var display: DisplayOptions { get }
}

extension ShowcaseApp {
  /// A browser tab of the app at `address` (by default, its first screen's): its pages, on
  /// services of its own with the faults the options ask for, and every message to the tab
  /// stripped of the services' keys; `nil` for an address of no screen of the app.
  @MainActor
  func makeTab(at address: String? = nil) throws -> WebTab? {
    let clients = FaultedClients(faults: try display.faults())
    let address = address ?? "/" + (Self.configuration.commandName ?? "")
    guard var tab = try makeWebTab(at: address, clients: clients) else { return nil }
    tab.redact = { clients.redaction.apply(to: $0) }
    return tab
  }

  /// The app in a sentence, as its command's help says it.
  static var summary: String { configuration.abstract }
}
