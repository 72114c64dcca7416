import Clocks
import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing

@testable import Nearby
@testable import Showcase
@testable import ShowcaseTerminal

/// Open now, the keyword and a place's contact in the terminal: `n` and `/` on the home and the
/// lists, the phone, website and week on a place, with `c` and `w` opening them.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyFilterScreenTests {
  private let size = (width: 100, height: 30)

  private func loadedFlow(clock: any Clock<Duration> = ImmediateClock()) async -> NearbyFlow {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: clock)
    home.appeared()
    await waitUntil { home.isSettled }
    return NearbyFlow(home: home)
  }

  private func text(_ navigator: Navigator) -> String {
    frame(of: navigator, width: size.width, height: size.height).plainText()
  }

  @Test func nOnTheHomeShowsOnlyPlacesOpenNowAndSaysTheSamplesHoursAreIllustrative() async {
    let flow = await loadedFlow()
    let navigator = Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
    #expect(navigator.bindings.contains { $0.keyLabel == "n" && $0.action == "open now" })
    navigator.handle(.character("n"), terminalSize: size)
    await waitUntil { flow.home.isSettled && flow.home.filter.openNow }
    let screen = text(navigator)
    #expect(screen.contains("Only open now"))
    #expect(screen.contains("Hours are illustrative in the sample data"))
    #expect(!screen.contains("Flat White"), "closed in the sample")
    #expect(screen.contains("Monmouth Coffee Company"))
    #expect(navigator.bindings.contains { $0.keyLabel == "n" && $0.action == "any hours" })
    #expect(flow.stack.routes == [.home(filter: PlaceFilter(openNow: true))])
  }

  @Test func slashTypesAKeywordSearchedAsTypingPausesAsOnTheWeb() async {
    let clock = TestClock()
    let flow = await loadedFlow(clock: clock)
    let navigator = Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
    navigator.handle(.character("/"), terminalSize: size)
    #expect(navigator.bindings.map(\.action) == ["keyword", "search", "leave field", "help"])
    for character in "bar" { navigator.handle(.character(character), terminalSize: size) }
    #expect(text(navigator).contains("Keyword: bar"))
    #expect(flow.home.keywordText == "bar", "what is typed is the view model's")
    navigator.handle(.escape, terminalSize: size)
    await clock.advance(by: PlaceFilter.typingPause)
    #expect(flow.home.filter.isEmpty, "Esc gives up what was not searched yet")
    #expect(flow.home.keywordText == "")
    navigator.handle(.character("/"), terminalSize: size)
    #expect(!text(navigator).contains("Keyword: bar"), "the field starts from the keyword in use")
    for character in "dishoom" { navigator.handle(.character(character), terminalSize: size) }
    await clock.advance(by: PlaceFilter.typingPause)
    await waitUntil { flow.home.isSettled && flow.home.filter.keyword == "dishoom" }
    #expect(text(navigator).contains("Keyword: dishoom"), "searched, and still typing")
    navigator.handle(.enter, terminalSize: size)
    let screen = text(navigator)
    #expect(screen.contains("Only “dishoom”"))
    #expect(screen.contains("Dishoom Covent Garden"))
    #expect(screen.contains("No cafes matching “dishoom” within 1.5 km."))
  }

  @Test func enterSearchesTheKeywordWithoutWaitingForThePause() async {
    let clock = TestClock()
    let flow = await loadedFlow(clock: clock)
    let navigator = Navigator(root: AppScreens.screens(of: flow, images: nil)[0])
    navigator.handle(.character("/"), terminalSize: size)
    for character in "dishoom" { navigator.handle(.character(character), terminalSize: size) }
    navigator.handle(.enter, terminalSize: size)
    #expect(flow.home.filter.keyword == "dishoom")
    #expect(flow.home.keywordTyping.draft == nil, "entered: nothing left waiting")
  }

  @Test func aListNarrowedWithNIsWhatBackShowsTheHomeNarrowedTo() async {
    let flow = await loadedFlow()
    flow.home.categorySelected(.cafe)
    let screens = AppScreens.screens(of: flow, images: nil)
    let navigator = Navigator(root: screens[0])
    navigator.push(screens[1])
    navigator.handle(.character("n"), terminalSize: size)
    guard case .list(let list) = flow.screens().last else {
      Issue.record("the list is shown")
      return
    }
    await waitUntil { !list.places.isLoading }
    let screen = text(navigator)
    #expect(screen.contains("3 places · open now · by distance"))
    #expect(screen.contains("Hours are illustrative in the sample data"))
    #expect(flow.home.filter == PlaceFilter(openNow: true))
  }

  /// Rules as Place Details sends it, with its Contact data.
  private nonisolated static let rules = Place(
    id: "sample-rules", name: "Rules", vicinity: "34-35 Maiden Lane, London", isOpenNow: true,
    location: Coordinate(latitude: 51.5107048, longitude: -0.1226201), types: ["restaurant"],
    phoneNumber: "020 7836 5314", internationalPhoneNumber: "+44 20 7836 5314",
    website: URL(string: "https://rules.co.uk/"),
    weekdayHours: ["Monday: 12:00 – 11:30 PM", "Tuesday: 12:00 – 11:30 PM"])

  @Test func aPlaceShowsItsPhoneWebsiteAndWeekAndCAndWOpenThem() async {
    let place = PlaceViewModel(
      placeID: "sample-rules",
      service: TestPlacesService(place: { _ throws(APIError) in Self.rules }),
      locationProvider: FixedLocation(NearbyBundle.center), units: .metric,
      clock: ImmediateClock())
    let opened = LockIsolated<[URL]>([])
    let navigator = Navigator(
      root: PlaceDetailScreen(
        viewModel: place,
        opener: LinkOpener { url in
          opened.withValue { $0.append(url) }
          return .opened
        }))
    place.appeared()
    await waitUntil { place.isSettled }
    let screen = text(navigator)
    for line in [
      "☎ 020 7836 5314", "⌂ rules.co.uk", "Hours", "Monday: 12:00 – 11:30 PM",
      "Tuesday: 12:00 – 11:30 PM",
    ] {
      #expect(screen.contains(line), "\(line)")
    }
    #expect(!screen.contains("illustrative"), "a live service's hours")
    #expect(navigator.bindings.map(\.keyLabel).prefix(4) == ["o", "d", "c", "w"])
    navigator.handle(.character("c"), terminalSize: size)
    await waitUntil { navigator.notice == "Opened the call in your browser" }
    navigator.handle(.character("w"), terminalSize: size)
    await waitUntil { navigator.notice == "Opened the website in your browser" }
    #expect(opened.value.map(\.absoluteString) == ["tel:+442078365314", "https://rules.co.uk/"])
  }
}
