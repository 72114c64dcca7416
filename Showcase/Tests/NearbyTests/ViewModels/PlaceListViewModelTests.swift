import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Nearby

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PlaceListViewModelTests {
  private let here = Coordinate(latitude: 51.5, longitude: -0.1)
  private let calls = Calls()
  private let base = TestClock()

  private var firstPage: PlacesPage {
    PlacesPage(
      places: (1...20).map {
        place("p\($0)", rating: 4, at: 51.5 + Double($0) / 10_000, -0.1, types: ["cafe"])
      }, nextPageToken: "next")
  }

  /// A service whose next page answers `INVALID_REQUEST` (the token not valid yet) `early` times.
  private func service(invalidTimes early: Int) -> TestPlacesService {
    TestPlacesService { [calls] type, _, _, _, token throws(APIError) in
      await calls.record(type, token)
      if await calls.count(of: type) <= early {
        throw .refused(code: "INVALID_REQUEST", message: "Not yet.", isRetryable: false)
      }
      return PlacesPage(places: [place("p21", rating: 5, at: 51.6, -0.1, types: ["cafe"])])
    }
  }

  private func list(_ service: TestPlacesService) -> (PlaceListViewModel, AsyncStream<Void>) {
    let (sleeps, sleeping) = AsyncStream.makeStream(of: Void.self)
    let list = PlaceListViewModel(
      type: .cafe, origin: here, firstPage: firstPage, service: service,
      clock: SignallingClock(base: base, sleeps: sleeping))
    return (list, sleeps)
  }

  @Test func aNextPageWhoseTokenIsNotValidYetIsAskedAgainEveryTwoSeconds() async {
    let (list, sleeps) = list(service(invalidTimes: 2))
    var sleeping = sleeps.makeAsyncIterator()
    #expect(list.hasMore)
    list.loadMoreTapped()
    for _ in 0..<2 {
      _ = await sleeping.next()
      // Past the deadline, so a sleep that starts late still ends.
      await base.advance(by: .milliseconds(2500))
    }
    await waitFor({ list.paging.next }) { $0 != .loading }
    #expect(list.places.value?.count == 21, "the pages shown stay, the new one is added")
    #expect(list.paging.next == .end, "the second page has no token after it")
    #expect(list.paging.pagesLoaded == 2)
    #expect(!list.hasMore)
    #expect(await calls.made.map(\.token) == ["next", "next", "next"])
  }

  @Test func aPlaceAnEarlierPageListedStaysWhereItWas() async {
    let repeating = TestPlacesService { _, _, _, _, _ throws(APIError) in
      PlacesPage(places: [
        place("p3", rating: 1, at: 51.7, -0.1, types: ["cafe"]),
        place("p21", rating: 5, at: 51.6, -0.1, types: ["cafe"]),
      ])
    }
    let (list, _) = list(repeating)
    list.loadMoreTapped()
    await waitFor({ list.paging.next }) { $0 != .loading }
    let ids = list.places.value?.map(\.id) ?? []
    #expect(ids == (1...21).map { "p\($0)" })
    #expect(list.places.value?.first { $0.id == "p3" }?.rating == 4, "its first record")
  }

  @Test func theNextPageLoadsWhileTheListDoesNotFillTheScreensRoom() async {
    let (list, _) = list(service(invalidTimes: 0))
    list.roomChanged(to: 15)
    #expect(list.paging.next == .more, "twenty places fill fifteen rows")
    list.roomChanged(to: 30)
    await waitFor({ list.paging.next }) { $0 != .loading }
    #expect(list.places.value?.count == 21)
    #expect(list.paging.next == .end)
    #expect(await calls.made.map(\.token) == ["next"])
  }

  @Test func afterThreeRetriesThePageFailsAndThePagesShownStay() async {
    let (list, sleeps) = list(service(invalidTimes: 10))
    var sleeping = sleeps.makeAsyncIterator()
    list.loadMoreTapped()
    for _ in 0..<3 {
      _ = await sleeping.next()
      await base.advance(by: .milliseconds(2500))
    }
    await waitFor({ list.paging.next }) { $0 != .loading }
    #expect(list.paging.next == .failed("Not yet."))
    #expect(list.paging.canLoadNext)
    #expect(list.places.value?.count == 20)
    #expect(list.hasMore, "the user can try the page again")
    #expect(await calls.made.count == 4, "the first ask and three more")
  }

  /// A list of three cafés, one page: near (3.9), top (4.8) and mid (4.2).
  private func threeCafes() -> PlaceListViewModel {
    let places = [
      place("near", rating: 3.9, at: 51.5001, -0.1, types: ["cafe"]),
      place("top", rating: 4.8, at: 51.51, -0.1, types: ["cafe"]),
      place("mid", rating: 4.2, at: 51.505, -0.1, types: ["cafe"]),
    ]
    return PlaceListViewModel(
      type: .cafe, origin: here, firstPage: PlacesPage(places: places),
      service: TestPlacesService(), clock: base)
  }

  @Test func sortsByDistanceOrByRating() {
    let list = threeCafes()
    #expect(list.rows.map(\.name) == ["Near", "Mid", "Top"])
    #expect(list.summary == "3 places · by distance")
    list.sortToggled()
    #expect(list.rows.map(\.name) == ["Top", "Mid", "Near"])
    #expect(list.rows.map(\.hours) == ["Hours unknown", "Hours unknown", "Hours unknown"])
  }

  @Test func theCursorIsThePlaceSelectedByItsIdAndEnterOpensIt() {
    let list = threeCafes()
    var events: [PlaceListViewModel.Event] = []
    let subscription = list.events.listen { events.append($0) }
    defer { subscription.cancel() }
    #expect(list.selectedRow?.id == "near", "the first row until the cursor moves")
    list.select("top")
    #expect(list.selectedRow?.id == "top")
    list.sortToggled()
    #expect(list.rows.map(\.id) == ["top", "mid", "near"])
    #expect(list.selectedRow?.id == "top", "the same place, wherever the sort puts it")
    list.openSelected()
    #expect(events == [.showDetail(id: "top")])
    list.select("gone")
    #expect(list.selectedRow?.id == "top", "a place not listed leaves the cursor on the first row")
  }
}
