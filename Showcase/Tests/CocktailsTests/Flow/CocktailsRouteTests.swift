import Cocktails
import Testing

@Suite struct CocktailsRouteTests {
  @Test(arguments: [
    (CocktailsRoute.search(query: ""), "/cocktails"),
    (.search(query: "rum"), "/cocktails?query=rum"),
    (.search(query: "gin & tonic"), "/cocktails?query=gin%20%26%20tonic"),
    (.search(query: "gin", by: .ingredient), "/cocktails?by=ingredient&query=gin"),
    (.search(query: "", alcohol: .nonAlcoholic), "/cocktails?alcohol=nonAlcoholic"),
    (.drink(id: "11000"), "/cocktails/drink/11000"),
  ])
  func eachRouteHasAPathThatNamesIt(route: CocktailsRoute, path: String) {
    #expect(route.path == path)
    #expect(CocktailsRoute(path: path) == route)
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in ["/", "/rates", "/cocktails/drink", "/cocktails/drink/1/2", "/cocktails/x/1", "x"] {
      #expect(CocktailsRoute(path: path) == nil, "\(path)")
    }
    #expect(CocktailsRoute(path: "/cocktails?query=a+b") == .search(query: "a b"))
    // A field or kind this version does not know opens the search as it would without it.
    #expect(
      CocktailsRoute(path: "/cocktails?query=gin&by=colour&alcohol=some")
        == .search(query: "gin"))
  }
}
