import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Nearby

/// The Nearby flow: a category to its list, a place to its detail, from the home or a list; an
/// address of a list or a place opens it before the home has loaded, and it loads itself.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyFlowTests {
  func loadedFlow() async -> NearbyFlow {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home)
    home.appeared()
    await waitUntil { home.isSettled }
    return flow
  }

  @Test func aCategoryOpensItsListAndAPlaceInItItsDetail() async throws {
    let flow = await loadedFlow()
    flow.home.categorySelected(.cafe)
    #expect(flow.stack.routes == [.home, .list(type: .cafe)])
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(list.title == "Cafes")
    let first = try #require(list.rows.first)
    list.placeSelected(first.id)
    #expect(flow.stack.routes == [.home, .list(type: .cafe), .place(id: first.id)])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.id == first.id)
    #expect(place.detail.value?.place.id == first.id, "the list's place, at once")
    #expect(flow.back())
    #expect(flow.back())
    #expect(!flow.back(), "the home stays")
  }

  @Test func aPlaceInTheHomesRowsOpensItsDetail() async throws {
    let flow = await loadedFlow()
    flow.home.placeSelected("sample-rules")
    #expect(flow.stack.routes == [.home, .place(id: "sample-rules")])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.title == "Rules")
    #expect(place.detail.value?.mapPoints.count == 21, "mapped among the other restaurants")
  }

  @Test func anAddressOfAPlaceLoadsItByItsIdBeforeTheHomeHasLoaded() async throws {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home, routes: [.place(id: "sample-rules")])
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    #expect(place.title == "Place")
    #expect(place.status == .idle)
    place.appeared()
    await place.tasks.idle()
    #expect(place.title == "Rules")
    #expect(
      place.detail.value?.distanceFromCentre.hasSuffix("from Trafalgar Square (sample)") == true)
    #expect(place.detail.value?.mapPoints.count == 2, "the place and the centre alone")
    #expect(home.pages.isEmpty, "the home has loaded nothing")
  }

  @Test func anAddressOfAPlaceNoOneHasSaysSoOnItsScreen() async throws {
    let flow = await loadedFlow()
    flow.stack.push(.place(id: "nowhere"))
    guard case .place(let place) = try #require(flow.screens().last) else {
      Issue.record("the place is shown")
      return
    }
    place.appeared()
    await place.tasks.idle()
    #expect(flow.stack.routes == [.home, .place(id: "nowhere")])
    #expect(
      place.status
        == .failed(
          "The Places API has no such place: it may have closed, or its id may have changed."))
  }

  @Test func anAddressOfAListFindsWhereItIsAndLoadsItsFirstPage() async throws {
    let home = NearbyHomeViewModel(service: GooglePlacesService.bundled(), clock: ImmediateClock())
    let flow = NearbyFlow(home: home, routes: [.list(type: .cafe)])
    guard case .list(let list) = try #require(flow.screens().last) else {
      Issue.record("the list is shown")
      return
    }
    #expect(list.rows.isEmpty)
    list.appeared()
    await list.tasks.idle()
    #expect(list.summary == "6 places · by distance")
    #expect(list.rows.first?.distance.isEmpty == false)
    let first = try #require(list.rows.first)
    #expect(list.detail(of: first.id)?.centre == "Trafalgar Square (sample)")
  }
}
