import Meditation
import Testing

@Suite struct MeditationRouteTests {
  @Test(arguments: [
    (MeditationRoute.home, "/meditation"),
    (.session(songs: []), "/meditation/session"),
    (.session(songs: [1, 2]), "/meditation/session?songs=1,2"),
    (.summary, "/meditation/summary"),
  ])
  func eachRouteHasAPathThatNamesIt(route: MeditationRoute, path: String) {
    #expect(route.path == path)
    #expect(MeditationRoute(path: path) == route)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    #expect(MeditationRoute(path: "/meditation/session?songs=1%2C2") == .session(songs: [1, 2]))
    for path in ["/", "/gallery", "/meditation/session?songs=1,x", "/meditation/player"] {
      #expect(MeditationRoute(path: path) == nil, "\(path)")
    }
  }
}
