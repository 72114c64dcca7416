import MVVMKit
import MVVMKitTesting
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct RouteStackTests {
  enum Route: Hashable, Sendable {
    case search(query: String)
    case drink(id: String)
    case ingredient(name: String)
  }

  @Test func aNewStackShowsItsRoot() {
    let stack = RouteStack(root: Route.search(query: ""))
    #expect(stack.routes == [.search(query: "")])
    #expect(stack.top == .search(query: ""))
    #expect(stack.path == [])
    #expect(stack.count == 1)
    #expect(stack.isAtRoot)
  }

  @Test func pushShowsARouteAndPopGoesBack() {
    let stack = RouteStack(root: Route.search(query: "rum"))
    stack.push(.drink(id: "11000"))
    stack.push(.ingredient(name: "Mint"))
    #expect(
      stack.routes == [.search(query: "rum"), .drink(id: "11000"), .ingredient(name: "Mint")])
    #expect(stack.top == .ingredient(name: "Mint"))
    #expect(stack.count == 3)
    #expect(stack.pop() == .ingredient(name: "Mint"))
    #expect(stack.routes == [.search(query: "rum"), .drink(id: "11000")])
    #expect(stack.pop() == .drink(id: "11000"))
    #expect(stack.pop() == nil, "the root stays")
    #expect(stack.routes == [.search(query: "rum")])
  }

  @Test func popToRootAndPopToARoute() {
    let stack = RouteStack(
      root: Route.search(query: ""),
      path: [.drink(id: "1"), .ingredient(name: "Gin"), .drink(id: "2"), .ingredient(name: "Lime")])
    #expect(stack.pop(to: .drink(id: "2")))
    #expect(stack.top == .drink(id: "2"))
    #expect(stack.count == 4)
    #expect(!stack.pop(to: .drink(id: "9")), "not on the stack: nothing changes")
    #expect(stack.count == 4)
    #expect(stack.pop(to: .search(query: "")))
    #expect(stack.routes == [.search(query: "")])
    stack.push(.drink(id: "3"))
    #expect(stack.popToRoot() == [.drink(id: "3")])
    #expect(stack.isAtRoot)
  }

  @Test func replaceTopAndReplaceTheWholeStack() {
    let stack = RouteStack(root: Route.search(query: ""))
    stack.replaceTop(with: .search(query: "gin"))
    #expect(stack.routes == [.search(query: "gin")], "at the root, the root is replaced")
    stack.push(.drink(id: "1"))
    stack.replaceTop(with: .drink(id: "2"))
    #expect(stack.routes == [.search(query: "gin"), .drink(id: "2")])
    stack.replace(with: [.search(query: "rum"), .drink(id: "11000")])
    #expect(stack.routes == [.search(query: "rum"), .drink(id: "11000")])
    stack.replace(with: [])
    #expect(stack.routes == [.search(query: "rum"), .drink(id: "11000")], "empty: unchanged")
  }

  @Test func aRouteIsReplacedInItsPlace() {
    let stack = RouteStack(root: Route.search(query: ""), path: [.drink(id: "1")])
    stack.replace(at: 0, with: .search(query: "rum"))
    stack.replace(at: 1, with: .drink(id: "2"))
    stack.replace(at: 2, with: .drink(id: "3"))
    #expect(stack.routes == [.search(query: "rum"), .drink(id: "2")], "no place 2: unchanged")
  }

  @Test func aFollowerHearsOfEachChangeAtOnceAndOnce() {
    let stack = RouteStack(root: Route.search(query: ""))
    var heard: [[Route]] = []
    let following = stack.follow { heard.append($0.routes) }
    stack.push(.drink(id: "1"))
    stack.replace(with: [.search(query: "x"), .ingredient(name: "Gin")])
    stack.replace(at: 0, with: .search(query: "y"))
    stack.replaceTop(with: .drink(id: "2"))
    stack.popToRoot()
    stack.replace(at: 0, with: .search(query: "y"))  // the same: no change
    #expect(
      heard == [
        [.search(query: ""), .drink(id: "1")],
        [.search(query: "x"), .ingredient(name: "Gin")],
        [.search(query: "y"), .ingredient(name: "Gin")],
        [.search(query: "y"), .drink(id: "2")],
        [.search(query: "y")],
      ])
    following.cancel()
    stack.push(.drink(id: "3"))
    #expect(heard.count == 5)
  }

  @Test func stacksAreEqualWhenTheirRoutesAre() {
    let one = RouteStack(root: Route.search(query: ""), path: [.drink(id: "1")])
    let other = RouteStack(root: Route.search(query: ""))
    #expect(one != other)
    other.push(.drink(id: "1"))
    #expect(one == other)
    #expect(one.description == #"search(query: "") › drink(id: "1")"#)
  }

  @Test func aChangeIsObserved() async {
    let stack = RouteStack(root: Route.search(query: ""))
    let tops = ObservationRecorder { stack.top }
    stack.push(.drink(id: "1"))
    #expect(await tops.next() == .search(query: ""))
    #expect(await tops.next() == .drink(id: "1"))
    stack.pop()
    #expect(await tops.next() == .search(query: ""))
    tops.stop()
  }
}
