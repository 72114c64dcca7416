import MVVMKit
import Testing

/// Moving a stack to an address, as a browser's Back and Forward do.
@MainActor @Suite struct RouteNavigationTests {
  enum Route: AddressableRoute {
    case search(String)
    case item(Int)

    init?(path: String) { nil }
    var path: String { "" }
    var trail: [Route] {
      switch self {
      case .search: [self]
      case .item: [.search(""), self]
      }
    }
  }

  @Test func backToARouteOnTheStack() {
    let stack = RouteStack(root: Route.search("rum"), path: [.item(1), .item(2)])
    stack.navigate(to: .item(1))
    #expect(stack.routes == [.search("rum"), .item(1)])
    stack.navigate(to: .search("rum"))
    #expect(stack.routes == [.search("rum")])
  }

  @Test func forwardToAScreenPushesItOverTheOneShown() {
    let stack = RouteStack(root: Route.search("rum"))
    stack.navigate(to: .item(7))
    #expect(stack.routes == [.search("rum"), .item(7)], "the search typed stays under it")
  }

  @Test func aFirstScreenReplacesTheStack() {
    let stack = RouteStack(root: Route.search("rum"), path: [.item(1)])
    stack.navigate(to: .search("gin"))
    #expect(stack.routes == [.search("gin")])
  }
}
