import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Nearby

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyHomeViewModelTests {
  private let here = Coordinate(latitude: 51.5, longitude: -0.1)
  private let calls = Calls()

  /// ATMs fail to connect, restaurants are over the quota, cafes have three places, night clubs
  /// none.
  private func mixedService() -> TestPlacesService {
    let cafes = [
      place("far", rating: 4.5, at: 51.51, -0.1, types: ["cafe"]),
      place("best", rating: 4.7, at: 51.505, -0.1, types: ["cafe"]),
      place("near", rating: 4.5, at: 51.501, -0.1, types: ["cafe"]),
      place("unrated", rating: nil, at: 51.5001, -0.1, types: ["cafe"]),
      place("fair", rating: 4.0, at: 51.5002, -0.1, types: ["cafe"]),
    ]
    return TestPlacesService { [calls] type, _, _, _, token throws(APIError) in
      await calls.record(type, token)
      switch type {
      case .atm: throw .transport("connection refused")
      case .restaurant:
        throw .refused(code: "OVER_QUERY_LIMIT", message: "Quota used up.", isRetryable: true)
      case .cafe: return PlacesPage(places: cafes)
      case .nightClub: return PlacesPage(places: [])
      }
    }
  }

  private func loadedHome(_ service: TestPlacesService) async -> NearbyHomeViewModel {
    let home = NearbyHomeViewModel(
      service: service, locationProvider: FixedLocation(here), clock: ImmediateClock())
    home.appeared()
    await waitFor({ home.isSettled }) { $0 }
    return home
  }

  /// A location source's centre, by what it is.
  private struct Located: LocationProvider {
    let kind: LocationKind
    func currentLocation() async throws(LocationError) -> Coordinate {
      Coordinate(latitude: 51.5, longitude: -0.1)
    }
  }

  @Test func theHeaderNamesTheCentreAndSaysYouOnlyOfTheUsersOwnPosition() async {
    var areas: [String?] = []
    var distances: [String] = []
    for kind in [LocationKind.named("Trafalgar Square (sample)"), .given, .user] {
      let home = NearbyHomeViewModel(
        service: TestPlacesService { type, _, _, _, _ throws(APIError) in
          PlacesPage(
            places: type == .cafe
              ? [place("cafe", rating: 4, at: 51.501, -0.1, types: ["cafe"])] : [])
        }, locationProvider: Located(kind: kind), radius: 300, units: .imperial,
        clock: ImmediateClock())
      #expect(home.searchArea == nil, "not before the position is known")
      home.appeared()
      await waitFor({ home.isSettled }) { $0 }
      areas.append(home.searchArea)
      // The detail the app's flow opens for the place chosen.
      distances.append(home.detail(of: "cafe")?.distanceFromCentre ?? "")
    }
    #expect(
      areas == [
        "Places within 0.2 mi of Trafalgar Square (sample)",
        "Places within 0.2 mi of 51.5000,-0.1000",
        "Places within 0.2 mi of you",
      ])
    #expect(
      distances == [
        "360 ft N from Trafalgar Square (sample)", "360 ft N from 51.5000,-0.1000",
        "360 ft N from you",
      ])
  }

  @Test func theATMsRowListsTheClosestAndTheOthersTheBest() async {
    let places = [
      place("bank", rating: 4.9, at: 51.51, -0.1, types: ["atm"]),
      place("corner", rating: 3.0, at: 51.502, -0.1, types: ["atm"]),
      place("station", rating: nil, at: 51.5005, -0.1, types: ["atm"]),
    ]
    let home = await loadedHome(
      TestPlacesService { type, _, _, _, _ throws(APIError) in
        PlacesPage(places: type == .atm ? places : [])
      })
    guard case .places(let atms) = home.rows[0].content else {
      Issue.record("the ATMs row shows its places")
      return
    }
    #expect(home.rows[0].title == "Closest ATMs nearby")
    #expect(atms.map(\.name) == ["Station", "Corner", "Bank"])
    #expect(atms.map(\.distance) == ["56 m", "222 m", "1.1 km"])
  }

  @Test(arguments: [
    (PlaceType.atm, "ATMs"), (.restaurant, "restaurants"), (.cafe, "cafes"),
    (.nightClub, "night clubs"),
  ])
  func eachTypeIsNamedInASentenceAsPeopleWriteIt(type: PlaceType, name: String) {
    #expect(type.pluralName == name, "“No \(name) within 1.5 km.”, never “No atms”")
  }

  @Test func theFourTypesLoadInParallelAndOneFailingNeverBlanksAnother() async {
    let home = await loadedHome(mixedService())
    #expect(home.hasFailure)
    let contents = home.rows.map(\.content)
    #expect(
      contents[0]
        == .failed("The server could not be reached (connection refused).", canRetry: true))
    #expect(contents[1] == .failed("Quota used up.", canRetry: true))
    guard case .places(let cafes) = contents[2] else {
      Issue.record("the cafes row shows its places")
      return
    }
    #expect(cafes.map(\.name) == ["Best", "Near", "Far"], "top 3 by rating, ties nearest first")
    #expect(cafes.map(\.distance) == ["556 m", "111 m", "1.1 km"])
    #expect(contents[3] == .empty("No night clubs within 1.5 km."))
    #expect(
      home.rows.map(\.title) == [
        "Closest ATMs nearby", "Top Restaurants nearby", "Top Cafes nearby",
        "Top Nightclubs nearby",
      ])
  }

  @Test func theHotPicksShowEachTypesBestAsSoonAsItIsThere() async {
    let home = await loadedHome(mixedService())
    guard case .places(let picks) = home.hotPicks.content else {
      Issue.record("the cafes' best is a hot pick")
      return
    }
    #expect(picks.map(\.name) == ["Best"])
    #expect(picks.map(\.caption) == ["Cafe"])
    #expect(home.hotPicks.page?.index == 0)
    #expect(home.hotPicks.page?.count == 1)
  }

  @Test func aFailureIsNeverAskedAgainUntilTheUserRetries() async {
    let home = await loadedHome(mixedService())
    for type in PlaceType.allCases { #expect(await calls.count(of: type) == 1) }
    home.rows[0].retryTapped()
    await waitFor({ home.pages[.atm]?.isLoading == false }) { $0 }
    #expect(await calls.count(of: .atm) == 2)
    #expect(await calls.count(of: .restaurant) == 1, "only the row retried")
  }

  @Test func aMoveOfMoreThanAHundredMetresReloadsAndLessDoesNot() async {
    let home = await loadedHome(mixedService())
    home.locationChanged(to: Coordinate(latitude: 51.5008, longitude: -0.1))  // 89 m
    #expect(home.pages.values.allSatisfy { !$0.isLoading })
    home.locationChanged(to: Coordinate(latitude: 51.5010, longitude: -0.1))  // 111 m
    await waitFor({ home.isSettled }) { $0 }
    for type in PlaceType.allCases { #expect(await calls.count(of: type) == 2) }
  }

  @Test func aLocationThatCannotBeFoundSaysWhatToDo() async {
    let home = NearbyHomeViewModel(
      service: mixedService(), locationProvider: FixedLocation(failing: .accessOff),
      clock: ImmediateClock())
    home.appeared()
    await waitFor({ home.isSettled }) { $0 }
    #expect(
      home.location.failure?.message
        == "Location access is off. Turn it on in Settings, or choose a place to search around.")
    #expect(await calls.made.isEmpty, "no search without a location")
  }

  @Test func choosingACategoryOrAPlaceOpensIt() async {
    let home = await loadedHome(mixedService())
    var opened: [String] = []
    let subscription = home.events.listen { event in
      switch event {
      case .showList(let type): opened.append("list " + home.list(of: type).title)
      case .showDetail(let id): opened.append("detail " + (home.detail(of: id)?.name ?? ""))
      case .filterChanged(let filter): opened.append("filter " + (filter.summary ?? ""))
      }
    }
    home.categorySelected(.cafe)
    home.rows[2].cellSelected("near")
    home.openNowToggled()
    #expect(opened == ["list Cafes", "detail Near", "filter open now"])
    _ = subscription
  }

  @Test func everyHomeRowIsBehindTheOneRowProtocolTheCategoriesToo() async {
    let home = await loadedHome(mixedService())
    var opened: [String] = []
    let subscription = home.events.listen { event in
      if case .showList(let type) = event { opened.append(home.list(of: type).title) }
    }
    let rows = home.homeRows
    #expect(
      rows.map(\.title) == [
        "Hot picks only for you", "Want to be more specific", "Closest ATMs nearby",
        "Top Restaurants nearby", "Top Cafes nearby", "Top Nightclubs nearby",
      ])
    #expect(
      rows[1].content
        == .categories(PlaceType.allCases.map { CategoryCellViewModel(type: $0) }))
    #expect(home.categories.cells.map(\.title) == ["ATMs", "Restaurants", "Cafes", "Night Clubs"])
    #expect(rows[1].page == nil)
    rows[1].cellSelected("night_club")
    rows[1].cellSelected("no-such-type")
    rows[1].retryTapped()
    #expect(opened == ["Night Clubs"])
    _ = subscription
  }

  @Test func releasedMidLoadItCancelsAllFourRequests() async {
    let (cancellations, cancelled) = AsyncStream.makeStream(of: PlaceType.self)
    let service = TestPlacesService { [calls] type, _, _, _, token throws(APIError) in
      await calls.record(type, token)
      await withTaskCancellationHandler {
        let (never, _) = AsyncStream.makeStream(of: Void.self)
        for await _ in never {}
      } onCancel: {
        cancelled.yield(type)
      }
      throw .cancelled
    }
    var home: NearbyHomeViewModel? = NearbyHomeViewModel(
      service: service, locationProvider: FixedLocation(here), clock: ImmediateClock())
    home?.appeared()
    var arrivals = calls.arrivals.makeAsyncIterator()
    for _ in 0..<4 { _ = await arrivals.next() }
    let tracker = ReleaseTracker(home)
    home = nil
    #expect(tracker.isReleased)
    var seen: Set<PlaceType> = []
    for await type in cancellations {
      seen.insert(type)
      if seen.count == 4 { break }
    }
    #expect(seen == Set(PlaceType.allCases))
  }
}
