import Nearby
import Testing

@Suite struct NearbyRouteTests {
  @Test(arguments: [
    (NearbyRoute.home, "/nearby"),
    (.list(type: .cafe), "/nearby/list/cafe"),
    (.list(type: .nightClub), "/nearby/list/night_club"),
    (.place(id: "ChIJ-abc_123"), "/nearby/place/ChIJ-abc_123"),
    (.place(id: "a/b"), "/nearby/place/a%2Fb"),
  ])
  func eachRouteHasAPathThatNamesIt(route: NearbyRoute, path: String) {
    #expect(route.path == path)
    #expect(NearbyRoute(path: path) == route)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in [
      "/", "/gallery", "/nearby/list/zoo", "/nearby/list", "/nearby/place", "/nearby/x/y",
    ] {
      #expect(NearbyRoute(path: path) == nil, "\(path)")
    }
  }
}
