import Gallery
import Testing

@Suite struct GalleryRouteTests {
  @Test(arguments: [(GalleryRoute.popular, "/gallery"), (.photo(id: 4001), "/gallery/photo/4001")])
  func eachRouteHasAPathThatNamesIt(route: GalleryRoute, path: String) {
    #expect(route.path == path)
    #expect(GalleryRoute(path: path) == route)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in ["/", "/nearby", "/gallery/photo/x", "/gallery/photo", "/gallery/photos/1"] {
      #expect(GalleryRoute(path: path) == nil, "\(path)")
    }
  }
}
