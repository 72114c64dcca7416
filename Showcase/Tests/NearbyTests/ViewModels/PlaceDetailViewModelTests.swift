import Nearby
import Testing

@Suite struct PlaceDetailViewModelTests {
  private let here = Coordinate(latitude: 51.5, longitude: -0.1)

  @Test func saysWhatItIsHowItRatesAndWhichWayItIs() {
    let place = Place(
      id: "rules", name: "Rules", vicinity: "34-35 Maiden Lane, London", rating: 4.5,
      ratingsCount: 3921, priceLevel: 3, isOpenNow: false,
      location: Coordinate(latitude: 51.505, longitude: -0.092),
      types: ["restaurant", "food", "point_of_interest", "establishment", "night_club"],
      businessStatus: "CLOSED_TEMPORARILY")
    let other = Place(id: "o", name: "O", location: Coordinate(latitude: 51.49, longitude: -0.1))
    let detail = PlaceDetailViewModel(
      place: place, origin: here, others: [place, other], units: .metric)
    #expect(detail.rating == "★ 4.5 · 3,921 ratings")
    #expect(detail.price == "Price ●●●○")
    #expect(detail.hours == "Closed")
    #expect(detail.distance == "785 m NE")
    #expect(detail.types == "Restaurant · Food · Night club")
    #expect(detail.businessStatus == "Temporarily closed")
    #expect(
      detail.mapPoints.map(\.kind) == [.other, .origin, .focus], "the place itself only once")
  }

  @Test func whatTheAPILeavesOutReadsAsUnknown() {
    let place = Place(id: "x", name: "X", location: here)
    let detail = PlaceDetailViewModel(place: place, origin: here, others: [], units: .imperial)
    #expect(detail.rating == "No ratings yet")
    #expect(detail.price == nil)
    #expect(detail.hours == "Hours unknown")
    #expect(detail.distance == "0 ft N")
    #expect(detail.businessStatus == nil)
  }
}
