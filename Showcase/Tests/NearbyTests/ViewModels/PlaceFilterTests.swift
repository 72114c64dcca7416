import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Nearby

/// Open now and a keyword: what the filter keeps of its text, how the home and a list ask for
/// places with it, and what they say of it.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PlaceFilterTests {
  private let here = Coordinate(latitude: 51.5, longitude: -0.1)

  /// The searches a service received, in order.
  actor Searches {
    private(set) var made: [(type: PlaceType, filter: PlaceFilter, token: String?)] = []
    func record(_ type: PlaceType, _ filter: PlaceFilter, _ token: String?) {
      made.append((type, filter, token))
    }
  }

  /// A service with two cafes, one open and one closed, the open one a "roastery"; it keeps what
  /// the filter asks, as Google does.
  private func service(_ searches: Searches) -> TestPlacesService {
    TestPlacesService { type, _, _, filter, token throws(APIError) in
      await searches.record(type, filter, token)
      guard type == .cafe else { return PlacesPage(places: []) }
      var open = place("roastery", rating: 4.5, at: 51.501, -0.1, types: ["cafe"])
      open.isOpenNow = true
      var closed = place("tearoom", rating: 4.2, at: 51.502, -0.1, types: ["cafe"])
      closed.isOpenNow = false
      return PlacesPage(
        places: [open, closed].filter {
          (!filter.openNow || $0.isOpenNow == true)
            && (filter.keyword.isEmpty || $0.name.lowercased().contains(filter.keyword))
        }, nextPageToken: filter.isEmpty ? "more" : nil)
    }
  }

  /// A home on `service(searches)`, timed on `clock`, its places loaded.
  private func loadedHome(_ searches: Searches, clock: any Clock<Duration>) async
    -> NearbyHomeViewModel
  {
    let home = NearbyHomeViewModel(
      service: service(searches), locationProvider: FixedLocation(here), clock: clock)
    home.appeared()
    await waitFor({ home.isSettled }) { $0 }
    return home
  }

  @Test func theKeywordLosesControlCharactersAndTheSpacesAtItsEnds() {
    let filter = PlaceFilter(keyword: "  flat\u{7}\u{1B} white\n")
    #expect(filter.keyword == "flat white")
    #expect(PlaceFilter(keyword: " \t\u{0}").isEmpty)
    #expect(PlaceFilter(openNow: true, keyword: "flat white").summary == "open now · “flat white”")
    #expect(PlaceFilter().summary == nil)
    #expect(
      PlaceFilter(openNow: true, keyword: "flat white").noPlaces("cafes", within: "1.5 km")
        == "No cafes open now matching “flat white” within 1.5 km.")
    #expect(PlaceFilter().noPlaces("cafes", within: "1.5 km") == "No cafes within 1.5 km.")
  }

  @Test func openNowOnTheHomeLoadsEveryTypeAgainOpenOnly() async {
    let searches = Searches()
    let home = await loadedHome(searches, clock: ImmediateClock())
    home.openNowToggled()
    await waitFor({ home.isSettled }) { $0 }
    #expect(home.filter == PlaceFilter(openNow: true))
    #expect(home.filterSummary == "Only open now")
    #expect(home.openNowNote == nil, "a live service's hours are Google's")
    guard case .places(let cafes) = home.rows[2].content else {
      Issue.record("the cafes row shows its places")
      return
    }
    #expect(cafes.map(\.name) == ["Roastery"])
    #expect(home.rows[0].content == .empty("No ATMs open now within 1.5 km."))
    let made = await searches.made
    #expect(made.count == 8)
    #expect(made.suffix(4).allSatisfy { $0.filter == PlaceFilter(openNow: true) })
    #expect(Set(made.suffix(4).map(\.type)) == Set(PlaceType.allCases))
  }

  @Test func aKeywordTypedOnTheHomeSearchesOnceTypingPauses() async {
    let searches = Searches()
    let clock = TestClock()
    let home = await loadedHome(searches, clock: clock)
    for text in ["r", "ro", "roast"] {
      home.keywordChanged(text)
      await clock.advance(by: .milliseconds(100))
    }
    #expect(home.filter.isEmpty, "not while typing")
    #expect(home.keywordText == "roast", "what the field shows is what was typed")
    await clock.advance(by: PlaceFilter.typingPause)
    await waitFor({ home.filter.keyword }) { $0 == "roast" }
    await waitFor({ home.isSettled }) { $0 }
    let made = await searches.made
    #expect(made.count == 8, "four types at first, four for the keyword: none for r or ro")
    #expect(made.suffix(4).allSatisfy { $0.filter.keyword == "roast" })
    #expect(home.filterSummary == "Only “roast”")
    #expect(home.keywordTyping.draft == nil, "searched: no longer a draft")
    home.keywordSubmitted("roast")
    #expect(await searches.made.count == 8, "the keyword in use: nothing to load")
  }

  @Test func aKeywordTypedIsTheFieldsTextUntilItIsEnteredOrGivenUp() async {
    let searches = Searches()
    let clock = TestClock()
    let home = await loadedHome(searches, clock: clock)
    home.keywordChanged("tea")
    await clock.advance(by: PlaceFilter.typingPause - .milliseconds(1))
    #expect(home.keywordText == "tea")
    #expect(home.filter.isEmpty, "not searched before typing pauses")
    home.keywordAbandoned()
    await clock.advance(by: PlaceFilter.typingPause)
    #expect(home.keywordText == "", "given up: the filter's keyword")
    #expect(home.filter.isEmpty, "and nothing searched")
    home.keywordChanged("tea ")
    home.keywordSubmitted("tea ")
    #expect(home.keywordText == "tea", "entered: the filter's, trimmed")
    #expect(home.filter.keyword == "tea")
  }

  @Test func theSampleSaysItsHoursAreIllustrativeOnlyWhereItShowsOpenNow() async {
    let home = NearbyHomeViewModel(
      service: GooglePlacesService.bundled(), clock: ImmediateClock())
    #expect(home.openNowNote == nil)
    home.openNowToggled()
    #expect(home.openNowNote == NearbyBundle.openNowNote)
    let list = home.list(of: .cafe)
    #expect(list.openNowNote == NearbyBundle.openNowNote)
    #expect(list.filter == PlaceFilter(openNow: true), "a list opens narrowed as the home is")
  }

  @Test func aListOfTheSampleSaysItIsTheSample() async {
    let home = NearbyHomeViewModel(
      service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let list = home.list(of: .cafe)
    #expect(list.sourceNote == NearbyBundle.note)
    list.openNowToggled()
    #expect(list.openNowNote == NearbyBundle.openNowNote)
    #expect(list.sourceNote == nil, "the note on the hours says it is the sample")
    let live = NearbyHomeViewModel(service: service(Searches()), clock: ImmediateClock())
    #expect(live.list(of: .cafe).sourceNote == nil, "Google's places are no sample")
  }

  @Test func aListNarrowedAnewLoadsItsFirstPageAgainAndDropsTheNextOne() async {
    let searches = Searches()
    let list = PlaceListViewModel(
      type: .cafe, origin: here, service: service(searches), clock: ImmediateClock())
    var events: [PlaceListViewModel.Event] = []
    let subscription = list.events.listen { events.append($0) }
    list.appeared()
    await waitFor({ list.isSettled }) { $0 }
    #expect(list.hasMore)
    #expect(list.summary == "2 places · by distance · more to load")
    list.openNowToggled()
    #expect(!list.hasMore, "the next page of every place is no page of the open ones")
    #expect(list.places.value?.count == 2, "the places shown stay while the new ones load")
    await waitFor({ list.places.isLoading }) { !$0 }
    #expect(list.rows.map(\.name) == ["Roastery"])
    #expect(list.summary == "1 place · open now · by distance")
    list.keywordSubmitted("tea")
    await waitFor({ list.places.isLoading }) { !$0 }
    #expect(list.emptyMessage == "No cafes open now matching “tea” within 1.5 km.")
    #expect(
      await searches.made.map(\.filter) == [
        PlaceFilter(), PlaceFilter(openNow: true), PlaceFilter(openNow: true, keyword: "tea"),
      ])
    #expect(
      events == [
        .filterChanged(PlaceFilter(openNow: true)),
        .filterChanged(PlaceFilter(openNow: true, keyword: "tea")),
      ])
    list.filterRequested(PlaceFilter(openNow: true, keyword: "tea"))
    #expect(await searches.made.count == 3, "the filter in use: nothing to load")
    _ = subscription
  }
}
