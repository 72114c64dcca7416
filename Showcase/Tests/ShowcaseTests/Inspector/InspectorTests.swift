import ArgumentParser
import Clocks
import Foundation
import LocalHTTPServer
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Nearby
import TerminalUI
import Testing

@testable import Cocktails
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The inspector's keys, its note in the status bar, the events it watches, and the keys it never
/// shows.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1)))
struct InspectorTests {
  @Test func theFaultKeysStepThroughTheirValuesAndTheStatusBarSaysWhatIsOn() {
    let inspector = Inspector()
    #expect(inspector.statusNote == nil)
    var latencies: [Duration] = []
    for _ in 0..<4 {
      inspector.stepLatency()
      latencies.append(inspector.faults.faults.latency)
    }
    #expect(latencies == [.milliseconds(300), .seconds(1), .seconds(3), .zero])
    var rates: [Double] = []
    for _ in 0..<3 {
      inspector.stepFailureRate()
      rates.append(inspector.faults.faults.failureRate)
    }
    #expect(rates == [0.5, 1, 0])
    inspector.stepLatency()
    inspector.stepFailureRate()
    inspector.toggleOffline()
    #expect(inspector.statusNote == "faults: offline, +300 ms, 50 % failing")
    inspector.toggleOffline()
    #expect(inspector.statusNote == "faults: +300 ms, 50 % failing")
  }

  @Test func itsKeysAreF2AndIThenTheFaultKeysWhileShown() {
    let inspector = Inspector()
    #expect(inspector.bindings.map(\.keys) == [[.function(2), .character("i")]])
    inspector.toggle()
    #expect(
      inspector.bindings.map(\.keyLabel) == ["F2", "F7", "F3", "F4", "F5"])
    #expect(inspector.bindings[1].keys == [.function(7), .tab])
    #expect(
      inspector.bindings.map(\.action) == [
        "hide inspector", "to inspector", "latency", "failures", "offline",
      ])
  }

  @Test func recordsTheEventsOfEachScreenFromItsPushWhileThePanelIsHidden() async throws {
    let inspector = Inspector(isShown: false, clock: TestClock())
    let sources = CocktailsCommand.Sources.bundled(clients: inspector)
    let flow = CocktailsFlow(
      drinkService: sources.drinks, restaurantService: sources.restaurants,
      clock: ImmediateClock())
    let screens = AppScreens.screens(of: flow, images: nil)
    let navigator = Navigator(root: screens[0])
    let viewModel = try #require((screens[0] as? CocktailSearchScreen)?.viewModel)
    navigator.panel = inspector
    await waitUntil { viewModel.drinks.isSettled }
    viewModel.drinkSelected(id: "11007")
    #expect(navigator.trail == ["Cocktails", "Margarita"])
    #expect(flow.stack.routes == [.search(query: ""), .drink(id: "11007")])
    #expect(inspector.events.records.map(\.event) == [#"showDrink(id: "11007")"#])
    #expect(inspector.events.records.map(\.isDelivered) == [true])
    inspector.toggle()
    navigator.goBack()
    #expect(flow.stack.routes == [.search(query: "")])
    let text = frame(of: navigator, width: 120, height: 36).plainText()
    #expect(text.contains(#"│ #1 showDrink(id: "11007") ·          │"#))
    #expect(text.contains("│   delivered                          │"))
  }

  @Test func aScreenPushedLaterIsWatchedFromItsPush() async throws {
    let inspector = Inspector(isShown: false, clock: TestClock())
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home)
    let navigator = Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
    navigator.panel = inspector
    await waitUntil { home.isSettled }
    home.categorySelected(.cafe)
    let list = try #require(navigator.top as? PlaceListScreen)
    #expect(list.viewModel.inspectedEventQueues.count == 1)
    #expect(inspector.events.records.map(\.event) == ["showList(type: .cafe)"])
    // The list's own events are those its panel shows: none yet; the home's are the home's.
    #expect(inspector.events(of: list).isEmpty)
    list.viewModel.placeSelected(try #require(list.viewModel.rows.first).id)
    #expect(inspector.events(of: list).count == 1)
    let homeScreen = try #require(navigator.stack.first)
    #expect(inspector.events(of: homeScreen).map(\.event) == ["showList(type: .cafe)"])
  }

  @Test func theStateIsDrawnAgainWhenAnOutputChanges() async {
    let inspector = Inspector(isShown: true, clock: TestClock())
    let viewModel = CocktailsCommand.Sources.bundled(clients: inspector)
      .makeSearchViewModel(clock: ImmediateClock())
    let navigator = Navigator(root: CocktailSearchScreen(viewModel: viewModel))
    navigator.panel = inspector
    await waitUntil { viewModel.drinks.isSettled }
    func stateLines() -> [Substring] {
      frame(of: navigator, width: 120, height: 36).plainText().split(separator: "\n")
        .map { $0.dropFirst(82).prefix { $0 != "│" } }
        .map { $0.trimmingSuffix(while: \.isWhitespace) }
    }
    #expect(
      stateLines()[2...4] == [#"searchText: """#, #"drinksQuery: """#, "drinks: loaded(54 drinks)"])
    // Drawn again unchanged: the same lines (from the tree kept since).
    #expect(
      stateLines()[2...4] == [#"searchText: """#, #"drinksQuery: """#, "drinks: loaded(54 drinks)"])
    viewModel.searchTextChanged("rum")
    await waitUntil { viewModel.drinks.value?.count == 3 }
    #expect(
      stateLines()[2...4] == [
        #"searchText: "rum""#, #"drinksQuery: "rum""#, "drinks: loaded(3 drinks)",
      ])
  }

  /// A shown inspector that has logged thirty requests, beside (or over) Nearby's home.
  static func thirtyRequests() async throws -> (Inspector, Navigator) {
    let inspector = Inspector(isShown: true, clock: TestClock())
    let client = inspector.client(CocktailsBundle.client())
    for _ in 1...30 {
      _ = try await client.send(
        HTTPRequest(url: try #require(URL(string: "https://restaurants.test/restaurants"))))
    }
    let navigator = Navigator(root: NearbyHomeScreen(viewModel: NearbyHomeViewModel()))
    navigator.panel = inspector
    return (inspector, navigator)
  }

  @Test func showsTheNewestRequestsThatFitAndCountsTheRest() async throws {
    let (_, navigator) = try await Self.thirtyRequests()
    let lines = frame(of: navigator, width: 80, height: 24).plainText().split(separator: "\n")
      .map { $0.dropFirst(2).prefix { $0 != "│" }.trimmingSuffix(while: \.isWhitespace) }
    // Over the screen, the panel has the keys: the section they scroll is marked.
    let requests = try #require(lines.firstIndex(of: "▸ Requests"))
    let faults = try #require(lines.firstIndex(of: "Faults"))
    let shown = lines[(requests + 1)..<faults].filter { !$0.isEmpty }
    #expect(shown.first == "GET restaurants.test/restaurants")
    #expect(shown.dropFirst().first == "  200 ok · 1.9 kB · 0 ms")
    #expect(shown.last == "… \(30 - (shown.count - 1) / 2) more requests")
  }

  @Test func focusedItsSectionsScrollToTheirLastItem() async throws {
    let (inspector, navigator) = try await Self.thirtyRequests()
    let size = (width: 150, height: 30)
    func panel() -> [Substring] {
      frame(of: navigator, width: size.width, height: size.height).plainText()
        .split(separator: "\n").map {
          $0.dropFirst(102).prefix { $0 != "│" }.trimmingSuffix(while: \.isWhitespace)
        }
    }
    _ = panel()
    // Beside the screen, Tab (which the home has no use for) takes the focus to the panel.
    navigator.handle(.tab, terminalSize: size)
    #expect(inspector.hasFocus)
    #expect(panel().contains("▸ Requests"))
    navigator.handle(.down, terminalSize: size)
    navigator.handle(.down, terminalSize: size)
    #expect(panel().contains("… 2 requests above"))
    navigator.handle(.end, terminalSize: size)
    let end = panel()
    #expect(end.contains("… 29 requests above"))
    #expect(!end.contains { $0.contains("more request") }, "the last one is reached")
    navigator.handle(.escape, terminalSize: size)
    #expect(!inspector.hasFocus && !navigator.isFinished)
  }

  @Test func neverShowsTheKeyOfALiveService() async throws {
    let key = "SECRET-PLACES-KEY"
    let inspector = Inspector(isShown: true, clock: TestClock())
    let url = try await LocalHTTPServer.closedPortURL()
    // The classic API, which carries the key in its URLs (Places API (New) sends it in a header).
    let command = try NearbyCommand.parse([
      "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
      "--places-key", key,
    ])
    let service = try command.service(clients: inspector)
    await #expect(throws: APIError.self) {
      _ = try await service.nearby(
        .cafe, around: Coordinate(latitude: 51.5, longitude: -0.12), radius: 500, pageToken: nil)
    }
    let exchange = try #require(inspector.requests.exchanges.first)
    #expect(exchange.url.hasSuffix("&key=REDACTED"))
    #expect(!exchange.url.contains(key))
    guard case .failed(let sentence) = exchange.outcome else {
      Issue.record("not failed: \(exchange.outcome)")
      return
    }
    #expect(!sentence.contains(key))
    #expect(inspector.redaction == GooglePlacesService.redaction(of: key).merging(.credentials))
    // Drawn over a screen, wide enough for the whole URL on one line.
    let navigator = Navigator(
      root: NearbyHomeScreen(viewModel: NearbyHomeViewModel(service: service)))
    navigator.panel = inspector
    let text = frame(of: navigator, width: 119, height: 40).plainText()
    #expect(text.contains("type=cafe&key=REDACTED"))
    #expect(!text.contains(key))
  }

  /// Below 120 columns the panel covers the screen and has every key: its section is marked, Tab
  /// is listed once (for the next section, not to take a focus it has), and a click on a fault's
  /// choice puts that choice in force, as its key would.
  @Test func overTheScreenTheKeysAreThePanelsAndItsFaultsAreButtons() async throws {
    let (inspector, navigator) = try await Self.thirtyRequests()
    let size = (width: 80, height: 24)
    let lines = frame(of: navigator, width: size.width, height: size.height).plainText()
      .split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("│ ▸ Requests") })
    let tabs = navigator.bindings(width: size.width).filter { $0.keys.contains(.tab) }
    #expect(tabs.map(\.action) == ["next section"])
    #expect(!navigator.bindings(width: size.width).contains { $0.action == "to inspector" })
    // "F3 latency   [0] 300 ms 1 s 3 s": a click on "1 s".
    let row = try #require(lines.firstIndex { $0.hasPrefix("│ F3 latency") })
    let column = try #require(lines[row].range(of: "1 s")).lowerBound
    let x = lines[row].distance(from: lines[row].startIndex, to: column)
    navigator.handle(.mouse(MouseEvent(.click, x: x, y: row)), terminalSize: size)
    #expect(inspector.faults.faults.latency == .seconds(1))
    // "F5 offline   [off] on": a click on "on", at column 21.
    let offline = try #require(lines.firstIndex { $0.hasPrefix("│ F5 offline   [off] on") })
    _ = frame(of: navigator, width: size.width, height: size.height)
    navigator.handle(.mouse(MouseEvent(.click, x: 21, y: offline)), terminalSize: size)
    #expect(inspector.faults.faults.isOffline)
    // q closes it, as Esc does: over the screen, never a key that does nothing.
    navigator.handle(.character("q"), terminalSize: size)
    #expect(!inspector.isShown)
    #expect(!navigator.isFinished, "back to the app, not out of it")
    // Enter and `a` are the app's: the inspector goes, and the screen takes the key.
    for key in [Key.enter, .character("a")] {
      inspector.toggle()
      navigator.handle(key, terminalSize: size)
      #expect(!inspector.isShown, "\(key) closes it")
      #expect(!navigator.isFinished)
    }
  }
}
