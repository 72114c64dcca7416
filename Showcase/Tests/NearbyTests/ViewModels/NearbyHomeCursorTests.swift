import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Nearby

/// The home's one cursor, which every view shows and moves: what it can be on, how it moves down
/// the home and along a line, and what choosing it does.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyHomeCursorTests {
  private let here = Coordinate(latitude: 51.5, longitude: -0.1)

  /// ATMs fail, cafes have three places, restaurants and night clubs none.
  private func loadedHome() async -> NearbyHomeViewModel {
    let cafes = [
      place("best", rating: 4.7, at: 51.505, -0.1, types: ["cafe"]),
      place("near", rating: 4.5, at: 51.501, -0.1, types: ["cafe"]),
      place("far", rating: 4.5, at: 51.51, -0.1, types: ["cafe"]),
    ]
    let service = TestPlacesService { type, _, _, _, _ throws(APIError) in
      switch type {
      case .atm: throw .transport("connection refused")
      case .cafe: return PlacesPage(places: cafes)
      case .restaurant, .nightClub: return PlacesPage(places: [])
      }
    }
    let home = NearbyHomeViewModel(
      service: service, locationProvider: FixedLocation(here), clock: ImmediateClock())
    home.appeared()
    await waitFor({ home.isSettled }) { $0 }
    return home
  }

  @Test func itIsOnEveryItemTopToBottomAndStartsOnTheHotPick() async {
    let home = await loadedHome()
    #expect(
      home.items == [
        .hotPick, .category(.atm), .category(.restaurant), .category(.cafe),
        .category(.nightClub), .row(.atm), .row(.restaurant), .place(.cafe, id: "best"),
        .place(.cafe, id: "near"), .place(.cafe, id: "far"), .row(.nightClub),
      ])
    #expect(home.selectedItem == .hotPick)
    #expect(home.selectedID == .hotPick)
    #expect(
      home.items.map(\.description).prefix(3) == ["hot", "category-atm", "category-restaurant"])
  }

  @Test func downTheHomeTheCategoriesAreOneStopEnteredWhereTheyWereLeft() async {
    let home = await loadedHome()
    home.moveSelection(by: 1)
    #expect(home.selectedItem == .category(.atm))
    #expect(home.moveAlong(by: 1))
    #expect(home.moveAlong(by: 1))
    #expect(home.selectedItem == .category(.cafe))
    home.moveSelection(by: 1)
    #expect(home.selectedItem == .row(.atm))
    home.moveSelection(by: -1)
    #expect(home.selectedItem == .category(.cafe), "back on the chip last chosen")
    home.moveSelection(by: .max)
    #expect(home.selectedItem == .row(.nightClub), "the end stops at the last")
    home.moveSelection(by: .min)
    #expect(home.selectedItem == .hotPick, "the start at the first")
  }

  @Test func placesSideBySideAreOneStopEnteredAtTheFirst() async {
    let home = await loadedHome()
    home.select(.row(.restaurant))
    home.moveSelection(by: 1, eachPlace: false)
    #expect(home.selectedItem == .place(.cafe, id: "best"))
    home.moveAlong(by: 1)
    home.moveSelection(by: 1, eachPlace: false)
    #expect(home.selectedItem == .row(.nightClub))
    home.moveSelection(by: -1, eachPlace: false)
    #expect(home.selectedItem == .place(.cafe, id: "best"))
    home.moveSelection(by: 1)
    #expect(home.selectedItem == .place(.cafe, id: "near"), "one under another: each a stop")
  }

  @Test func alongARowOfPlacesTheCursorStopsAtItsEnds() async {
    let home = await loadedHome()
    home.select(.place(.cafe, id: "near"))
    #expect(home.moveAlong(by: 1))
    #expect(home.selectedItem == .place(.cafe, id: "far"))
    #expect(home.moveAlong(by: 1))
    #expect(home.selectedItem == .place(.cafe, id: "far"))
    home.select(.row(.restaurant))
    #expect(!home.moveAlong(by: 1), "a row with nothing to choose has no line")
  }

  @Test func choosingOpensWhatTheCursorIsOnAndRetriesAFailedRow() async {
    let home = await loadedHome()
    var events: [NearbyHomeViewModel.Event] = []
    let subscription = home.events.listen { events.append($0) }
    #expect(home.selectedItemChoice == .open)
    home.select(.place(.cafe, id: "near"))
    home.selectedItemChosen()
    home.select(.category(.cafe))
    home.selectedItemChosen()
    #expect(events == [.showDetail(id: "near"), .showList(type: .cafe)])
    home.select(.row(.restaurant))
    #expect(home.selectedItemChoice == nil, "an empty row: nothing to choose")
    home.select(.row(.atm))
    #expect(home.selectedItemChoice == .retry)
    home.selectedItemChosen()
    #expect(home.pages[.atm]?.isLoading == true)
    _ = subscription
  }

  @Test func anItemThatLeavesTheHomeLeavesTheCursorOnTheHotPick() async {
    let home = await loadedHome()
    home.select(.place(.cafe, id: "gone"))
    #expect(home.selectedItem == .hotPick)
  }
}
