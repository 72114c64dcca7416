import MVVMKitNetworking
import MVVMKitTesting
import Nearby
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyBundleTests {
  private let service = GooglePlacesService.bundled()
  private let square = NearbyBundle.center

  @Test func answersEachTypeWithinTheRadiusTwentyToAPage() async throws {
    let first = try await service.nearby(.restaurant, around: square, radius: 1500, pageToken: nil)
    #expect(first.places.count == 20)
    let token = try #require(first.nextPageToken)
    let second = try await service.nearby(
      .restaurant, around: square, radius: 1500, pageToken: token)
    #expect(second.places.count == 5)
    #expect(second.nextPageToken == nil)
    let all = first.places + second.places
    #expect(Set(all.map(\.id)).count == 25, "no place twice across pages")
    #expect(all.allSatisfy { $0.types.contains("restaurant") })
    for type in [PlaceType.atm, .cafe, .nightClub] {
      let page = try await service.nearby(type, around: square, radius: 1500, pageToken: nil)
      #expect(!page.places.isEmpty)
      #expect(page.places.allSatisfy { $0.types.contains(type.rawValue) })
    }
  }

  @Test func honoursTheRadius() async throws {
    let near = try await service.nearby(.cafe, around: square, radius: 300, pageToken: nil)
    #expect(near.places.map(\.name) == ["Café in the Crypt"])
    #expect(near.places.allSatisfy { square.distance(to: $0.location) <= 300 })
    let far = try await service.nearby(
      .cafe, around: Coordinate(latitude: -33.87, longitude: 151.21), radius: 1500, pageToken: nil)
    #expect(far.places.isEmpty, "nothing bundled near Sydney: ZERO_RESULTS")
  }

  @Test func saysItIsSampleData() {
    #expect(service.sourceNote == NearbyBundle.note)
    #expect(NearbyBundle.note.hasPrefix("Sample data"))
  }
}
