import Clocks
import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing

@testable import Cocktails
@testable import ExchangeRates
@testable import Gallery
@testable import Meditation
@testable import Nearby
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// Every screen of every app, on its bundled data, walked key by key: each binding it lists acts
/// (the frame or the navigation changes), and each key it does not list does nothing. And at
/// 80x24, with a fault badge or without, its status bar keeps `? help` and the way back.
@MainActor @Suite(.timeLimit(.scaled(minutes: 2)))
struct EveryKeyTests {
  /// A screen in the state a user first meets it, made afresh for each key.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @MainActor @Sendable () async -> Navigator
    var testDescription: String { name }
  }

  static let size = (width: 100, height: 30)

  /// Waits until every screen on the stack has loaded what it loads.
  static func settled(_ navigator: Navigator) async -> Navigator {
    await waitUntil {
      navigator.stack.allSatisfy { DisplayOptions.settling($0)?.isSettled ?? true }
    }
    _ = frame(of: navigator, width: size.width, height: size.height)
    return navigator
  }

  /// `navigator` after `keys`, settled.
  static func after(_ keys: [Key], _ navigator: Navigator) async -> Navigator {
    for key in keys {
      navigator.handle(key, terminalSize: size)
      _ = await settled(navigator)
    }
    return navigator
  }

  /// The Cocktails app's screens as its flow shows them.
  static func cocktails() -> Navigator {
    let sources = CocktailsCommand.Sources.bundled(clients: nil)
    let flow = CocktailsFlow(
      drinkService: sources.drinks, restaurantService: sources.restaurants,
      clock: ImmediateClock())
    return Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
  }

  /// The Exchange rates app's screens as its flow shows them.
  static func rates() -> Navigator {
    let flow = RatesFlow(service: FrankfurterService.bundled(), clock: ImmediateClock())
    return Navigator(root: AppScreens.screens(of: flow)[0])
  }

  static func meditation() -> Navigator {
    let clock = TestClock()
    let home = HomeViewModel(
      name: "Ada", store: UnsavedSessions(over: nil), now: { Date(timeIntervalSince1970: 0) },
      calendar: Calendar(identifier: .gregorian), clock: ImmediateClock())
    let flow = MeditationFlow(
      home: home, catalog: SongCatalogService.bundled(), clock: clock,
      makePlayer: { ClockPlayer(clock: clock) })
    return Navigator(root: AppScreens.screens(of: flow)[0])
  }

  /// The Nearby app's screens as its flow shows them.
  static func nearby() -> Navigator {
    let flow = NearbyFlow(
      home: NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock()))
    return Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
  }

  /// The Gallery's screens as its flow shows them.
  static func gallery() -> Navigator {
    let flow = GalleryFlow(
      service: OpenverseService.bundled(),
      images: ImageLoader(client: GalleryBundle.client()), clock: ImmediateClock())
    let images = ImageStore(loader: flow.images, colors: .greyscale)
    return Navigator(root: AppScreens.screens(of: flow, images: images)[0])
  }

  nonisolated static let cases: [Case] = [
    Case(name: "cocktails search field") { await settled(cocktails()) },
    Case(name: "cocktails drinks") { await after([.escape], await settled(cocktails())) },
    Case(name: "drink detail") { await after([.escape, .enter], await settled(cocktails())) },
    Case(name: "rates") { await settled(rates()) },
    Case(name: "rate history") { await after([.enter], await settled(rates())) },
    Case(name: "meditation home") { await settled(meditation()) },
    Case(name: "meditation picking") { await after([.enter], await settled(meditation())) },
    Case(name: "nearby home") { await settled(nearby()) },
    Case(name: "nearby list") { await after([.down, .enter], await settled(nearby())) },
    Case(name: "place detail") { await after([.enter], await settled(nearby())) },
    Case(name: "gallery") { await settled(gallery()) },
    Case(name: "photo detail") { await after([.enter], await settled(gallery())) },
  ]

  /// What a user sees of the navigation and the screen: the frame with its styles (a selection
  /// is a style), and what is not drawn.
  struct Look: Equatable {
    var frame: ScreenBuffer
    var navigation: String
  }

  static func look(_ navigator: Navigator) -> Look {
    Look(
      frame: frame(of: navigator, width: size.width, height: size.height),
      navigation: "\(navigator.stack.count) \(navigator.isFinished) \(navigator.isShowingHelp)"
        + " \(navigator.alert?.title ?? "")")
  }

  /// A binding's keys, those most likely to act from where a list starts first: down, right,
  /// the end.
  static func ordered(_ keys: [Key]) -> [Key] {
    let forward: [Key] = [.down, .right, .end, .pageDown]
    return keys.filter(forward.contains) + keys.filter { !forward.contains($0) }
  }

  @Test(arguments: cases)
  func everyListedKeyActsAndNoOtherDoes(of screen: Case) async {
    let start = await screen.make()
    let bindings = start.bindings(width: Self.size.width)
    #expect(!bindings.isEmpty)
    for binding in bindings where !binding.keys.isEmpty {  // typing: the field's own tests
      var acts = false
      // Some key of it acts from here; a key that only goes back (up, to the top) is tried
      // where there is somewhere to go.
      for key in Self.ordered(binding.keys) where !acts {
        let navigator = await screen.make()
        if [Key.up, .home, .pageUp, .left].contains(key) {
          _ = await Self.after([.down, .down], navigator)
        }
        let before = Self.look(navigator)
        navigator.handle(key, terminalSize: Self.size)
        let atOnce = Self.look(navigator)  // a refresh shows itself before it is done
        _ = await Self.settled(navigator)
        acts = atOnce != before || Self.look(navigator) != before
      }
      #expect(
        acts, "\(screen.name): \(binding.keyLabel) “\(binding.action)” is listed and does nothing")
    }
    // The keys it does not list (printable ones type into a field, where there is one).
    let listed = Set(bindings.flatMap(\.keys))
    let isEditing = start.top?.isEditingText == true
    let printable = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 /?"
      .map(Key.character)
    let others: [Key] =
      [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .backspace,
        .delete, .tab, .backTab,
      ] + (1...12).map(Key.function) + (isEditing ? [] : printable)
    let navigator = await screen.make()
    let before = Self.look(navigator)
    for key in others where !listed.contains(key) {
      navigator.handle(key, terminalSize: Self.size)
      _ = await Self.settled(navigator)
      #expect(
        Self.look(navigator) == before,
        "\(screen.name): \(key.name) is not listed and acts")
      if Self.look(navigator) != before { break }
    }
  }

  @Test(arguments: cases)
  func theStatusBarKeepsHelpAndTheWayBackAt80Columns(of screen: Case) async {
    let navigator = await screen.make()
    let inspector = Inspector()
    navigator.panel = inspector
    for badge in [false, true] {
      if badge { inspector.stepFailureRate() }  // "⚠ faults: 50 % failing"
      let bar =
        frame(of: navigator, width: 80, height: 24).plainText()
        .split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
      let help = navigator.top?.isEditingText == true ? "F1 help" : "? help"
      #expect(bar.contains(help), "\(screen.name)\(badge ? " with a fault" : ""): \(bar)")
      #expect(
        bar.hasSuffix("Esc back") || bar.hasSuffix("q quit") || bar.hasSuffix("Esc leave field"),
        "\(screen.name)\(badge ? " with a fault" : ""): \(bar)")
      #expect(bar.contains("⚠ faults") == badge)
    }
  }
}
