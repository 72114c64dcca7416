import Clocks
import Foundation
import Gallery
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing
import WebUI

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// Both views of a route offer the same actions, and say the same of an empty section.
@MainActor @Suite(.timeLimit(.scaled(minutes: 2))) struct ViewParityTests {
  static let size = (width: 100, height: 30)

  /// The terminal screens of `app` at `address`, its trail opened as a user would, settled.
  static func navigator(_ app: some ShowcaseApp, at address: String) async throws -> Navigator {
    let clients = FaultedClients(faults: .none)
    let (screens, rest, flow) = try #require(
      try app.views(at: address, clients: clients) { app, flow in
        try app.terminalScreens(of: flow, clients: clients)
      })
    let navigator = Navigator(root: screens[0])
    for screen in screens.dropFirst() { navigator.push(screen) }
    await settled(navigator)
    for route in rest {
      flow.stack.push(route)
      await settled(navigator)
    }
    return navigator
  }

  static func settled(_ navigator: Navigator) async {
    _ = frame(of: navigator, width: size.width, height: size.height)
    await waitUntil {
      navigator.stack.allSatisfy { DisplayOptions.settling($0)?.isSettled ?? true }
    }
    _ = frame(of: navigator, width: size.width, height: size.height)
  }

  /// The web session of `app` at `address`, its trail opened as the server does, settled.
  static func session(_ app: some ShowcaseApp, at address: String) async throws -> WebSession {
    let tab = try #require(try app.makeTab(at: address))
    let session = WebSession(tab, images: ImageRoutes())
    await session.waitUntilSettled()
    for step in session.steps {
      step.open()
      await session.waitUntilSettled()
    }
    return session
  }

  /// The key model's actions a terminal screen's keys do (open, search, a link), by the name both
  /// views share; the keys that only move, page, focus a field or show help are left out, and so
  /// are the view model's declared actions (see `eachRouteOffersItsDeclaredActionsInBothViews`).
  /// A screen that starts in a field (the search) is asked again out of it.
  static func keyModelActions(of navigator: Navigator) -> Set<String> {
    let inField = bindingActions(of: navigator)
    guard let leave = navigator.bindings.first(where: { $0.action == "leave field" }) else {
      return inField
    }
    navigator.handle(leave.keys[0], terminalSize: size)
    return inField.union(bindingActions(of: navigator))
  }

  private static func bindingActions(of navigator: Navigator) -> Set<String> {
    let names: [String: String] = [
      "open": "open", "history": "open", "refresh": "refresh", "reload": "reload",
      "pick": "pick", "retry": "retry", "search": "search", "keyword": "keyword",
    ]
    return Set(navigator.bindings.compactMap { names[$0.action] })
  }

  /// The key model's actions a web page's buttons, fields and links do, by the same names; the
  /// buttons of declared actions (`act-…`) and the controls that perform them are left out.
  static func keyModelActions(of session: WebSession) throws -> Set<String> {
    let html = session.mainHTML.description
    var actions: Set<String> = []
    let declared = [
      "act-", "range-", "by-", "alcohol-", "feed-", "hours-", "favourite-", "pin-", "swap-",
    ]
    for match in html.matches(of: try Regex(#"data-(action|input|link)="([^"]+)""#)) {
      let kind = match.output[1].substring ?? ""
      let id = String(match.output[2].substring ?? "")
      let name = id.split(separator: "/").last.map(String.init) ?? id
      switch kind {
      case "link": continue  // a declared action's link, or the download a declared save offers
      case "input":
        if name == "keyword" { actions.insert(name) }
        if name == "query" { actions.insert("search") }
      default:
        if declared.contains(where: name.hasPrefix) {
          continue
        } else if name.hasPrefix("open-") || name.contains("-open-") || name.hasPrefix("category-")
        {
          actions.insert("open")
        } else if name.hasPrefix("song-") || name.hasPrefix("play-") {
          actions.insert("pick")
        } else if name == "retry" || name.hasSuffix("-retry") {
          actions.insert("retry")
        } else if !["more", "hot-next", "hot-previous", "back", "close"].contains(name) {
          actions.insert(name)
        }
      }
    }
    return actions
  }

  nonisolated static let addresses = [
    "/cocktails", "/cocktails/drink/11000", "/rates", "/rates/history/USD", "/meditation",
    "/meditation/session?songs=1", "/nearby", "/nearby/list/cafe", "/nearby/place/sample-heaven",
    "/gallery", "/gallery?q=cat", "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20",
    "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full",
  ]

  /// The app of `address`, parsed with no arguments.
  static func app(at address: String) throws -> any ShowcaseApp {
    let name = String(address.dropFirst().prefix { $0 != "/" && $0 != "?" })
    let type = try #require(
      ShowcaseCommand.apps.first { $0.value.configuration.commandName == name }?.value)
    return try type.parse([])
  }

  /// Each route of each app: the address, and what both views of it offer beyond the actions its
  /// view model declares (the links out among them): opening, searching, retrying.
  @Test(
    arguments: [
      ("/cocktails", ["open", "search"]),
      ("/cocktails/drink/11000", []),
      ("/rates", ["open"]),
      ("/rates/history/USD", []),
      ("/meditation", []),
      ("/meditation/session?songs=1", ["pick"]),
      ("/nearby", ["open", "refresh", "keyword"]),
      ("/nearby/list/cafe", ["open", "keyword"]),
      ("/nearby/place/sample-heaven", []),
      ("/gallery", ["open", "reload", "search"]),
      ("/gallery?q=cat", ["open", "reload", "search"]),
      ("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20", []),
      ("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full", []),
    ] as [(String, Set<String>)])
  func eachRouteOffersTheSameKeyModelInBothViews(address: String, actions: Set<String>)
    async throws
  {
    let app = try Self.app(at: address)
    let navigator = try await Self.navigator(app, at: address)
    let session = try await Self.session(app, at: address)
    defer { session.close() }
    #expect(Self.keyModelActions(of: navigator) == actions, "the terminal at \(address)")
    #expect(try Self.keyModelActions(of: session) == actions, "the web at \(address)")
  }

  /// Every action a route's view model declares is in both views, from the one declaration: the
  /// terminal binds its keys under its title, the web draws a control that takes its key (or its
  /// button), and the web's help lists it; an action one view leaves out fails here.
  @Test(arguments: addresses)
  func eachRouteOffersItsDeclaredActionsInBothViews(address: String) async throws {
    let app = try Self.app(at: address)
    let navigator = try await Self.navigator(app, at: address)
    let session = try await Self.session(app, at: address)
    defer { session.close() }
    let page = try #require(session.page)
    let keys = page.actionKeys
    let declared = page.actions.filter(\.isEnabled)
    let html = session.mainHTML.description
    // What the terminal binds, in a field and out of it (a search starts in its field).
    var bindings = navigator.bindings
    Self.expectEachKeyBoundOnce(bindings, at: address)
    if let leave = bindings.first(where: { $0.action == "leave field" }) {
      navigator.handle(leave.keys[0], terminalSize: Self.size)
      Self.expectEachKeyBoundOnce(navigator.bindings, at: address)
      bindings += navigator.bindings
    }
    #expect(keys.conflicts(in: page.actions).isEmpty, "no two actions at \(address) share a key")
    let shortcutLists = html.matches(of: try Regex(#"aria-keyshortcuts="([^"]*)""#)).map {
      ($0.output[1].substring ?? "").split(separator: " ").map(String.init)
    }
    try session.receive(#"{"type":"key","key":"?"}"#)
    let help = session.overlayHTML.description
    for action in declared {
      let shortcuts = keys.keys(for: action.id)
      #expect(!shortcuts.isEmpty, "\(action.id) at \(address) has a key")
      // The terminal: a binding that does it, under its title, on its keys.
      let bound = bindings.contains { binding in
        binding.action.split(separator: ", ").contains { $0 == action.title }
          && shortcuts.allSatisfy { binding.keys.contains(Key($0)) }
      }
      #expect(bound, "the terminal at \(address) binds \(action.id)")
      // The web: its button, or a control that takes its key; and the help's line.
      let aria = shortcuts.compactMap(\.browserName).map { $0 == " " ? "Space" : $0 }
      let hasControl =
        html.contains("/act-\(action.id)\"")
        || aria.contains { key in shortcutLists.contains { $0.contains(key) } }
      #expect(hasControl, "the web at \(address) draws \(action.id)")
      if let key = shortcuts.first(where: { $0.browserName != nil }) {
        let line = HTML {
          HTML.element("dt") { HTML.element("kbd") { key.label } }
          HTML.element("dd") { action.title }
        }
        #expect(
          help.contains(line.description), "the web's help at \(address) lists \(action.id)")
      }
    }
  }

  /// On a list, the arrows move what Enter opens, and the cursor is the view model's: two steps
  /// down and Enter open the same place in the terminal and on the web.
  @Test func theArrowsMoveWhatEnterOpensInBothViews() async throws {
    let address = "/nearby/list/cafe"
    let app = try Self.app(at: address)
    let navigator = try await Self.navigator(app, at: address)
    let session = try await Self.session(app, at: address)
    defer { session.close() }
    let list = try #require(session.page as? PlaceListPage)
    let third = try #require(list.viewModel.rows.dropFirst(2).first)
    for _ in 0..<2 { navigator.handle(.down, terminalSize: Self.size) }
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    #expect(list.viewModel.selectedPlaceID == third.id, "the web moved the view model's cursor")
    let screen = try #require(navigator.top as? PlaceListScreen)
    #expect(screen.viewModel.selectedPlaceID == third.id, "the terminal moved the view model's")
    navigator.handle(.enter, terminalSize: Self.size)
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    await Self.settled(navigator)
    await session.waitUntilSettled()
    #expect(navigator.top?.title == third.name)
    #expect(session.page?.title == third.name)
  }

  /// No key is bound twice on a screen: an action's key taken by the screen's own keys (or by
  /// another action) would never reach it.
  static func expectEachKeyBoundOnce(_ bindings: [KeyBinding], at address: String) {
    var seen: [Key: String] = [:]
    for binding in bindings {
      for key in Set(binding.keys) {
        if let other = seen[key] {
          Issue.record("\(address): \(key) is both “\(other)” and “\(binding.action)”")
        }
        seen[key] = binding.action
      }
    }
  }

  /// A field keeps as much text in the terminal as on a page: what fits in one fits in the other.
  @Test func aFieldKeepsAsManyCharactersInBothViews() {
    #expect(TextFieldState.longestText == WebSession.longestInput)
  }

  @Test func anEmptyFeedSaysTheSameSentenceInBothViews() async throws {
    let command = try GalleryCommand.parse([])
    let flow = GalleryFlow(
      service: TestPhotoService { page in
        PhotosPage(currentPage: page, totalPages: 1, totalItems: 0, photos: [])
      }, images: ImageLoader(client: StubHTTPClient()), clock: ImmediateClock())
    let navigator = Navigator(
      root: try #require(
        try command.terminalScreens(of: flow, clients: FaultedClients(faults: .none)).first))
    await Self.settled(navigator)
    let pages = try command.webPages(of: flow, clients: FaultedClients(faults: .none))
    let session = WebSession(showing: try #require(pages.first), images: ImageRoutes())
    defer { session.close() }
    await session.waitUntilSettled()
    let sentence = "No popular photos right now."
    #expect(frame(of: navigator, width: 80, height: 24).plainText().contains(sentence))
    #expect(session.mainHTML.description.contains(sentence))
  }
}
