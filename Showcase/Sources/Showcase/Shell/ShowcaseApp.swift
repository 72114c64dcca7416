import ArgumentParser
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import ShowcaseTerminal
import ShowcaseWeb
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
  /// The app's first screen, for the menu, its services' clients passed through `clients` (the
  /// inspector's): by default, the first of the terminal screens of the app's address.
  @MainActor func makeFirstScreen(clients: any ServiceClients) throws -> any TerminalScreen
  /// The app's flow: where the user is, and the view models of its routes.
  associatedtype Flow: ShowcaseFlow where Flow.Route: AddressableRoute
  /// A new flow showing `route`, on the services the options choose, their clients passed
  /// through `clients`.
  @MainActor func makeFlow(at route: Flow.Route, clients: any ServiceClients) throws -> Flow
  /// What loads the pictures `flow`'s screens show, through `clients`; by default none.
  @MainActor func imageLoader(of flow: Flow, clients: any ServiceClients) throws -> ImageLoader?
  /// The live APIs the app's `--…-api` options name.
  static var liveAPIs: [any LiveAPI.Type] { get }
  /// The options every app shares.
  var display: DisplayOptions { get set }
  /// Takes what `showcase web`'s options give it (see ``served(with:)``): the URLs of its live
  /// APIs, and the other values it uses.
  mutating func take(_ shared: SharedAppOptions)
  /// Whether `route` can name a screen of the app's services (a photo id of the form they
  /// use): an address of a route that cannot is an address of no screen (on the web, 404).
  func accepts(_ route: Flow.Route) throws -> Bool
  /// Runs the app as `showcase APP` does, its services' clients passed through `inspector`: the
  /// screens its options name, interactive or once.
  @MainActor mutating func run(inspecting inspector: Inspector) async throws
}

extension ShowcaseApp {
  /// Runs the app through the inspector the options ask for (``run(inspecting:)``).
  @MainActor
  mutating func run() async throws {
    try await run(inspecting: display.makeInspector())
  }

  /// The app as `showcase web` serves it: its options at their defaults (and its variables'),
  /// then what `shared` gives it, checked as its command line would be.
  ///
  /// - Throws: What the app refuses, as its command says it (`--radius 0`, no key with
  ///   `--live`).
  static func served(with shared: SharedAppOptions) throws -> Self {
    var app = try parse([])
    app.display.network = shared.network
    app.take(shared)
    try app.validate()
    return app
  }

  /// Every route the app's flow parses.
  func accepts(_ route: Flow.Route) throws -> Bool { true }

  /// No pictures.
  @MainActor
  func imageLoader(of flow: Flow, clients: any ServiceClients) throws -> ImageLoader? { nil }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from then on.
  @MainActor
  func terminalScreens(of flow: Flow, clients: any ServiceClients) throws -> [any TerminalScreen] {
    AppScreens.screens(
      of: flow, images: try imageLoader(of: flow, clients: clients).map(AppScreens.imageStore))
  }

  /// The web pages of `flow`'s routes, bottom first, which follow it from then on.
  @MainActor
  func webPages(of flow: Flow, clients: any ServiceClients) throws -> [any WebPage] {
    AppPages.pages(of: flow, images: try imageLoader(of: flow, clients: clients))
  }

  /// The views of the app at `address` (a route's path, such as `/cocktails/drink/11000`), on a
  /// new flow: those of the address's first route, made by `views`, the rest of its trail (for
  /// the caller to push: at once, or once the views shown have loaded a route that is found in
  /// them), and the flow; `nil` for an address of no screen of the app, or of a route it does not
  /// accept (see ``accepts(_:)``).
  @MainActor
  func views<View>(
    at address: String, clients: any ServiceClients,
    _ views: (Self, Flow) throws -> [View]
  ) throws -> (views: [View], rest: [Flow.Route], flow: Flow)? {
    guard let trail = Flow.Route(path: address)?.trail, let root = trail.first,
      try trail.allSatisfy(accepts)
    else { return nil }
    let flow = try makeFlow(at: root, clients: clients)
    return (try views(self, flow), Array(trail.dropFirst()), flow)
  }

  /// The app's address: `/cocktails`.
  static var address: String { "/" + (configuration.commandName ?? "") }

  /// The first of the terminal screens of the app's address (see ``views(at:clients:_:)``).
  @MainActor
  func makeFirstScreen(clients: any ServiceClients) throws -> any TerminalScreen {
    guard
      let (screens, _, _) = try views(
        at: Self.address, clients: clients,
        { app, flow in try app.terminalScreens(of: flow, clients: clients) }),
      let first = screens.first
    else { throw ValidationError("\(Self.address) has no first screen.") }
    return first
  }

  /// A browser tab of the app at `address` (by default, its first screen's): its pages, on
  /// services of its own with the faults the options ask for, and every message to the tab
  /// stripped of the services' keys; `nil` for an address of no screen of the app.
  @MainActor
  func makeTab(at address: String? = nil) throws -> WebTab? {
    let clients = FaultedClients(faults: try display.faults())
    let address = address ?? Self.address
    guard
      let (pages, rest, flow) = try views(
        at: address, clients: clients, { app, flow in try app.webPages(of: flow, clients: clients) }
      ),
      let first = pages.first
    else { return nil }
    // The tab's location is the top route's address, and its history moves the flow.
    let steps = rest.map { route in
      WebTab.Step(waits: route.isFoundInScreenBelow) { flow.stack.push(route) }
    }
    return WebTab(
      page: first, steps: steps, address: { flow.stack.top.path },
      navigate: { address in
        guard let route = Flow.Route(path: address) else { return false }
        flow.stack.navigate(to: route)
        return true
      }, redact: { clients.redaction.apply(to: $0) }, note: { clients.keptAnswers.note })
  }

  /// The app in a sentence, as its command's help says it.
  static var summary: String { configuration.abstract }
}
