import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Nearby
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The Nearby screens, as text, at 60x20, 100x30 and 200x60, on the bundled sample data around
/// Trafalgar Square: the home, a list, a detail with its map, and a home whose types fail.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct NearbyScreenSnapshotTests {
  private func loadedHome(service: any PlacesService = GooglePlacesService.bundled()) async
    -> NearbyHomeViewModel
  {
    let home = NearbyHomeViewModel(service: service, clock: ImmediateClock())
    home.appeared()
    await waitUntil { home.isSettled }
    return home
  }

  @Test func withEverythingFailedEnterIsOfferedOnlyToRetry() async {
    let home = await loadedHome(
      service: TestPlacesService { _, _, _, _, _ throws(APIError) in
        throw .transport("connection refused")
      })
    let navigator = Navigator(root: NearbyHomeScreen(viewModel: home))
    #expect(!navigator.bindings.contains { $0.keyLabel == "Enter" }, "nothing to open")
    navigator.handle(.down)  // the categories
    #expect(navigator.bindings.first { $0.keyLabel == "Enter" }?.action == "open")
    navigator.handle(.down)  // the first type's failed row
    #expect(navigator.bindings.first { $0.keyLabel == "Enter" }?.action == "retry")
  }

  @Test func home() async {
    let screen = NearbyHomeScreen(viewModel: await loadedHome())
    assertFrames(screen, named: "home")
  }

  @Test func theCategoriesKeepTheirChipWhenTheCursorLeavesAndComesBack() async {
    let home = await loadedHome()
    let navigator = Navigator(
      root: AppScreens.screens(of: NearbyFlow(home: home), images: nil)[0])
    let size = (width: 100, height: 30)
    _ = frame(of: navigator, width: size.width, height: size.height)
    let chips = home.categories.cells.map(\.title)
    // Down to the chips, two along, down to the places and back up.
    for key in [Key.down, .right, .right, .down, .up] {
      navigator.handle(key, terminalSize: size)
      _ = frame(of: navigator, width: size.width, height: size.height)
    }
    navigator.handle(.enter, terminalSize: size)
    await waitUntil { navigator.stack.count == 2 }
    #expect(chips[2] == "Cafes")
    #expect(navigator.trail == ["Nearby", "Cafes"])
  }

  @Test func homeWithFailures() async {
    let service = TestPlacesService { type, _, _, _, _ throws(APIError) in
      switch type {
      case .atm: throw .transport("connection refused")
      case .restaurant:
        throw .refused(
          code: "OVER_QUERY_LIMIT",
          message: "The Places API quota is used up for now. Try again later.",
          isRetryable: true)
      case .cafe: return PlacesPage(places: [])
      case .nightClub:
        return try await GooglePlacesService.bundled().nearby(
          .nightClub, around: NearbyBundle.center, radius: 1500, pageToken: nil)
      }
    }
    assertFrames(NearbyHomeScreen(viewModel: await loadedHome(service: service)), named: "failures")
  }

  @Test func list() async {
    let home = await loadedHome()
    // The list the app's flow opens for the category.
    let list = home.list(of: .restaurant)
    // At 200x60 the rows leave room: the next page loads to fill it, before the frames.
    _ = frame(of: PlaceListScreen(viewModel: list), width: 200, height: 60)
    await waitUntil { list.paging.next != .loading }
    #expect(list.paging.pagesLoaded == 2)
    assertFrames(PlaceListScreen(viewModel: list), named: "restaurants")
    list.sortToggled()
    assertFrames(PlaceListScreen(viewModel: list), named: "restaurants-by-rating")
  }

  @Test func detail() async {
    let home = await loadedHome()
    // The detail the app's flow opens for the place.
    guard let detail = home.detail(of: "sample-rules") else {
      Issue.record("the detail opens")
      return
    }
    // Its contact details asked for: the sample data has none, and the screen says so.
    let place = home.place(id: "sample-rules")
    place.appeared()
    await waitUntil { place.isSettled }
    #expect(place.contactStatus == .empty(NearbyBundle.contactNote))
    assertFrames(PlaceDetailScreen(viewModel: place), named: "rules")
    #expect(
      detail.mapURL?.absoluteString
        == "https://www.google.com/maps/search/?api=1&query=51.5107048,-0.1226201&query_place_id=sample-rules"
    )
    #expect(
      detail.directionsURL?.absoluteString
        == "https://www.google.com/maps/dir/?api=1&origin=51.50809,-0.12803&destination=51.5107048,-0.1226201&destination_place_id=sample-rules"
    )
    // o and d: in the browser where something opens links, else shown whole and copied.
    for canOpen in [true, false] {
      let navigator = Navigator(
        root: PlaceDetailScreen(
          viewModel: home.place(id: "sample-rules"),
          opener: LinkOpener { _ in canOpen ? .opened : .failed("xdg-open failed (exit status 1)") }
        ))
      navigator.handle(.character("o"))
      await waitUntil { navigator.notice != "Opening the place in your browser…" }
      #expect(
        navigator.notice == (canOpen ? "Opened the place in your browser" : "Copied the link"))
      #expect(navigator.takeClipboard() == (canOpen ? nil : detail.mapURL?.absoluteString))
      #expect(
        navigator.alert?.message.hasSuffix("\n\n" + (detail.mapURL?.absoluteString ?? "-"))
          ?? canOpen)
      navigator.handle(.escape)
      navigator.handle(.character("d"))
      await waitUntil { navigator.notice != "Opening the directions in your browser…" }
      #expect(navigator.takeClipboard() == (canOpen ? nil : detail.directionsURL?.absoluteString))
    }
  }

  @Test func oneRowViewDrawsTwoDifferentRowViewModels() async {
    let home = await loadedHome()
    var top = ScreenBuffer(width: 60, height: 5)
    var picks = ScreenBuffer(width: 60, height: 5)
    PlaceRowView(row: home.rows[2]).draw(
      at: 0, in: top.bounds, selected: nil, retryHint: "", tick: 0, on: &top)
    PlaceRowView(row: home.hotPicks).draw(
      at: 0, in: picks.bounds, selected: nil, retryHint: "", tick: 0, on: &picks)
    #expect(
      top.plainText() == """
        Top Cafes nearby
          Monmouth Coffee Company            691 m  ★ 4.6 (2,870)
          Maison Bertaux                     642 m  ★ 4.5 (1,540)
          Flat White                         764 m  ★ 4.5 (980)

        """)
    #expect(
      picks.plainText() == """
        Hot picks only for you  ● ○ ○ ○
          ATM · Coutts                       249 m  ★ 4.1 (96)



        """)
    home.hotPicks.nextPage()
    picks = ScreenBuffer(width: 60, height: 2)
    PlaceRowView(row: home.hotPicks).draw(
      at: 0, in: picks.bounds, selected: nil, retryHint: "", tick: 0, on: &picks)
    #expect(
      picks.plainText() == """
        Hot picks only for you  ○ ● ○ ○
          Restaurant · Clos Maggiore         448 m  ★ 4.7 (3,488)
        """)
  }
}
