import MVVMKit
import Testing

@Suite struct RoutePathTests {
  @Test func segmentsAndAQueryAreWrittenEncodedAndSorted() {
    #expect(RoutePath(["cocktails", "drink", "11000"]).description == "/cocktails/drink/11000")
    #expect(RoutePath([]).description == "/")
    #expect(
      RoutePath(["rates"], query: ["base": "GBP", "amount": "100"]).description
        == "/rates?amount=100&base=GBP")
    #expect(
      RoutePath(["cocktails"], query: ["query": "gin & tonic/?#+é"]).description
        == "/cocktails?query=gin%20%26%20tonic%2F%3F%23%2B%C3%A9")
    #expect(RoutePath(["nearby", "place", "a/b c"]).description == "/nearby/place/a%2Fb%20c")
  }

  @Test func anAddressIsReadBack() {
    #expect(RoutePath("/cocktails/drink/11000") == RoutePath(["cocktails", "drink", "11000"]))
    #expect(
      RoutePath("/rates?base=GBP&amount=100")
        == RoutePath(["rates"], query: ["base": "GBP", "amount": "100"]))
    #expect(
      RoutePath("/cocktails?query=gin+%26+tonic")
        == RoutePath(["cocktails"], query: ["query": "gin & tonic"]),
      "a + reads as a space, as forms send it")
    #expect(RoutePath("//nearby/list/cafe/") == RoutePath(["nearby", "list", "cafe"]))
    #expect(RoutePath("/a?flag") == RoutePath(["a"], query: ["flag": ""]))
  }

  @Test func whatIsNoAddressIsRefused() {
    #expect(RoutePath("cocktails") == nil, "not from /")
    #expect(RoutePath("/cocktails/%E") == nil, "broken encoding")
    #expect(RoutePath("/cocktails?query=%ZZ") == nil)
  }

  @Test(arguments: ["", "rum", "gin & tonic", "a/b?c#d", "100%", "Piña colada 🍹", "+ +"])
  func anyTextGoesThereAndBack(text: String) {
    // An empty segment is no segment (`/cocktails/` is `/cocktails`); a value may be empty.
    let path = RoutePath(["cocktails"] + (text.isEmpty ? [] : [text]), query: ["query": text])
    #expect(RoutePath(path.description) == path)
  }

  @Test func theSegmentAfterAPrefix() {
    let path = RoutePath(["nearby", "list", "cafe"])
    #expect(path.segment(after: ["nearby", "list"]) == "cafe")
    #expect(path.segment(after: ["nearby"]) == nil, "two more, not one")
    #expect(path.segment(after: ["gallery", "list"]) == nil)
  }
}
