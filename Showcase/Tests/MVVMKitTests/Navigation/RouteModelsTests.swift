import MVVMKit
import Testing

@MainActor @Suite struct RouteModelsTests {
  enum Route: Hashable, Sendable {
    case list(filter: String)
    case item(id: Int)
  }

  /// A model that says what it was made for and what it was told since.
  final class Model {
    let made: Route
    let below: Int
    var told: [Route] = []
    init(_ route: Route, below: Int) {
      made = route
      self.below = below
    }
  }

  func makeModels() -> RouteModels<Route, Model> {
    RouteModels { old, new in
      switch (old, new) {
      case (.list, .list): true
      case (.item(let a), .item(let b)): a == b
      default: false
      }
    } make: { route, below in
      Model(route, below: below.count)
    } update: { route, model in
      model.told.append(route)
    }
  }

  @Test func aModelIsMadeForEachRouteWithThoseBelowItAtHand() {
    let models = makeModels().models(for: [.list(filter: ""), .item(id: 1), .item(id: 2)])
    #expect(models.map(\.made) == [.list(filter: ""), .item(id: 1), .item(id: 2)])
    #expect(models.map(\.below) == [0, 1, 2])
  }

  @Test func aModelIsKeptWhileItsScreenStaysAndToldOfItsNewRoute() {
    let models = makeModels()
    let first = models.models(for: [.list(filter: ""), .item(id: 1)])
    let second = models.models(for: [.list(filter: "rum"), .item(id: 1)])
    #expect(second[0] === first[0])
    #expect(second[1] === first[1])
    #expect(first[0].told == [.list(filter: "rum")])
    #expect(first[1].told == [], "its route did not change")
    let third = models.models(for: [.list(filter: "rum"), .item(id: 2)])
    #expect(third[0] === first[0])
    #expect(third[1] !== first[1], "another item: a new model")
    #expect(third[1].made == .item(id: 2))
  }

  @Test func modelsAbovePoppedRoutesGoAndComeBackNew() {
    let models = makeModels()
    let deep = models.models(for: [.list(filter: ""), .item(id: 1)])
    #expect(models.models(for: [.list(filter: "")]).count == 1)
    #expect(models.index(where: { $0 === deep[1] }) == nil)
    #expect(models.index(where: { $0 === deep[0] }) == 0)
    let again = models.models(for: [.list(filter: ""), .item(id: 1)])
    #expect(again[1] !== deep[1])
  }
}
