import Gallery
import Testing

@Suite struct GalleryRouteTests {
  @Test(arguments: [
    (GalleryRoute.popular, "/gallery"), (.photo(id: "4001"), "/gallery/photo/4001"),
    (.fullScreen(id: "4001"), "/gallery/photo/4001/full"),
    (
      .photo(id: "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"),
      "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20"
    ),
  ])
  func eachRouteHasAPathThatNamesIt(route: GalleryRoute, path: String) {
    #expect(route.path == path)
    #expect(GalleryRoute(path: path) == route)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in [
      "/", "/nearby", "/gallery/photo", "/gallery/photos/1", "/gallery/photo/1/whole",
      "/gallery/photo/1/full/2",
    ] {
      #expect(GalleryRoute(path: path) == nil, "\(path)")
    }
  }

  @Test func aPhotoAlonesTrailIsItsDetailsThenIt() {
    #expect(
      GalleryRoute.fullScreen(id: "7").trail == [.popular, .photo(id: "7"), .fullScreen(id: "7")])
  }
}
