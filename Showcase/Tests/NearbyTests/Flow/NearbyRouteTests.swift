import Nearby
import Testing

@Suite struct NearbyRouteTests {
  @Test(arguments: [
    (NearbyRoute.home, "/nearby"),
    (.list(type: .cafe), "/nearby/list/cafe"),
    (.list(type: .nightClub), "/nearby/list/night_club"),
    (.place(id: "ChIJ-abc_123"), "/nearby/place/ChIJ-abc_123"),
    (.place(id: "a/b"), "/nearby/place/a%2Fb"),
    (.home(filter: PlaceFilter(openNow: true)), "/nearby?opennow=true"),
    (.home(filter: PlaceFilter(keyword: "fish & chips")), "/nearby?keyword=fish%20%26%20chips"),
    (
      .list(type: .cafe, filter: PlaceFilter(openNow: true, keyword: "flat white")),
      "/nearby/list/cafe?keyword=flat%20white&opennow=true"
    ),
  ])
  func eachRouteHasAPathThatNamesIt(route: NearbyRoute, path: String) {
    #expect(route.path == path)
    #expect(NearbyRoute(path: path) == route)
  }

  @Test func aListsTrailIsAHomeNarrowedAsItIs() {
    let filter = PlaceFilter(openNow: true)
    #expect(
      NearbyRoute.list(type: .cafe, filter: filter).trail == [
        .home(filter: filter), .list(type: .cafe, filter: filter),
      ])
    #expect(NearbyRoute.place(id: "p").trail == [.home, .place(id: "p")])
    #expect(NearbyRoute(path: "/nearby?opennow=false&keyword=%20") == .home)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in [
      "/", "/gallery", "/nearby/list/zoo", "/nearby/list", "/nearby/place", "/nearby/x/y",
    ] {
      #expect(NearbyRoute(path: path) == nil, "\(path)")
    }
  }
}
