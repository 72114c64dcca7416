import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Nearby

/// The Nearby flow: a category to its list, a place to its detail, from the home or a list.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NearbyFlowTests {
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
    #expect(place.place.id == first.id)
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
    #expect(place.name == "Rules")
  }

  @Test func aPlaceNoRowHasIsNoScreenAndItsRouteGoes() async {
    let flow = await loadedFlow()
    flow.stack.push(.place(id: "nowhere"))
    #expect(flow.screens().count == 1)
    #expect(flow.stack.routes == [.home])
  }
}
