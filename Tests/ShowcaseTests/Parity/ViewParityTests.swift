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

  /// The actions a terminal screen's keys do, by the name both views share; the keys that only
  /// move, page, focus a field or show help (the key model) are left out. A screen that starts in
  /// a field (the search) is asked again out of it.
  static func actions(of navigator: Navigator) -> Set<String> {
    let inField = bindingActions(of: navigator)
    guard let leave = navigator.bindings.first(where: { $0.action == "leave field" }) else {
      return inField
    }
    navigator.handle(leave.keys[0], terminalSize: size)
    return inField.union(bindingActions(of: navigator))
  }

  private static func bindingActions(of navigator: Navigator) -> Set<String> {
    let names: [String: String] = [
      "open": "open", "history": "open", "make base": "base", "refresh": "refresh",
      "reload": "reload", "save": "save", "open page": "page", "open in maps": "map",
      "directions": "directions", "sort": "sort", "start": "start", "pick": "pick",
      "session": "session", "next": "next", "previous": "previous", "play": "play-pause",
      "pause": "play-pause", "home": "home", "30d/90d/1y": "range", "span back": "range",
      "30d, 90d, 1y": "range", "retry": "retry", "favourite": "favourite",
      "unfavourite": "favourite", "by ingredient": "by", "by name": "by", "alcoholic": "alcohol",
      "non-alcoholic": "alcohol", "all drinks": "alcohol", "swap": "swap", "pin": "pin",
      "unpin": "pin", "timer": "timer", "seek 10 s": "seek", "louder": "volume",
      "softer": "volume", "next topic": "topic", "previous topic": "topic", "search": "search",
      "open now": "hours",
      "any hours": "hours", "keyword": "keyword", "call": "call", "website": "website",
      "full screen": "full", "detail": "detail",
    ]
    // Both ways along a list, in one binding where there are both.
    return Set(
      navigator.bindings.flatMap {
        $0.action == "previous, next"
          ? ["previous", "next"] : [names[$0.action]].compactMap(\.self)
      })
  }

  /// The actions a web page's buttons, fields and links do, by the same names.
  static func actions(of session: WebSession) throws -> Set<String> {
    let html = session.mainHTML.description
    var actions: Set<String> = []
    for match in html.matches(of: try Regex(#"data-(action|input|link)="([^"]+)""#)) {
      let kind = match.output[1].substring ?? ""
      let id = String(match.output[2].substring ?? "")
      let name = id.split(separator: "/").last.map(String.init) ?? id
      switch kind {
      case "link": actions.insert(name)
      case "input":
        if ["base", "keyword"].contains(name) { actions.insert(name) }
        if name == "query" { actions.insert("search") }
      default:
        if name.hasPrefix("open-") || name.contains("-open-") || name.hasPrefix("category-") {
          actions.insert("open")
        } else if name.hasPrefix("song-") {
          actions.insert("pick")
        } else if name.hasPrefix("play-"), name != "play-pause" {
          actions.insert("pick")
        } else if name.hasPrefix("range-") {
          actions.insert("range")
        } else if name.hasPrefix("by-") {
          actions.insert("by")
        } else if name.hasPrefix("alcohol-") {
          actions.insert("alcohol")
        } else if name.hasPrefix("favourite") {
          actions.insert("favourite")
        } else if name.hasPrefix("feed-") {
          actions.insert("topic")
        } else if name == "close" {
          actions.insert("detail")
        } else if name.hasPrefix("hours-") {
          actions.insert("hours")
        } else if name.hasPrefix("timer-") {
          actions.insert("timer")
        } else if name.hasPrefix("seek-") {
          actions.insert("seek")
        } else if name == "louder" || name == "softer" {
          actions.insert("volume")
        } else if name.hasPrefix("pin-") {
          actions.insert("pin")
        } else if name.hasPrefix("swap") {
          actions.insert("swap")
        } else if name == "retry" || name.hasSuffix("-retry") {
          actions.insert("retry")
        } else if !["more", "hot-next", "hot-previous", "back"].contains(name) {
          actions.insert(name)
        }
      }
    }
    return actions
  }

  /// Each route of each app: the address, and the actions both views of it offer.
  @Test(
    arguments: [
      ("/cocktails", ["open", "search", "by", "alcohol", "favourite"]),
      ("/cocktails/drink/11000", ["favourite"]),
      ("/rates", ["open", "base", "swap", "pin"]),
      ("/rates/history/USD", ["range", "swap"]),
      ("/meditation", ["session", "timer"]),
      ("/meditation/session?songs=1", ["pick", "start"]),
      ("/nearby", ["open", "refresh", "hours", "keyword"]),
      ("/nearby/list/cafe", ["open", "sort", "hours", "keyword"]),
      ("/nearby/place/sample-heaven", ["map", "directions"]),
      ("/gallery", ["open", "reload", "topic", "search"]),
      ("/gallery?q=cat", ["open", "reload", "topic", "search"]),
      ("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20", ["save", "next", "full", "page"]),
      ("/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20/full", ["next", "detail"]),
    ] as [(String, Set<String>)])
  func eachRouteOffersTheSameActionsInBothViews(address: String, actions: Set<String>)
    async throws
  {
    let name = String(address.dropFirst().prefix { $0 != "/" && $0 != "?" })
    let type = try #require(
      ShowcaseCommand.apps.first { $0.value.configuration.commandName == name }?.value)
    let app = try type.parse([])
    let navigator = try await Self.navigator(app, at: address)
    let session = try await Self.session(app, at: address)
    defer { session.close() }
    #expect(Self.actions(of: navigator) == actions, "the terminal at \(address)")
    #expect(try Self.actions(of: session) == actions, "the web at \(address)")
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
