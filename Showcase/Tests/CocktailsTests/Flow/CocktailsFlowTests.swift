import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Cocktails

/// The Cocktails flow: the view model of each route, made once, and where events lead.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailsFlowTests {
  nonisolated static let mojito = Drink(id: "11000", name: "Mojito", category: "Cocktail")
  nonisolated static let negroni = Drink(
    id: "11003", name: "Negroni", instructions: "Stir.",
    ingredients: [Ingredient(name: "Gin", measure: "1 oz")])

  func makeFlow(routes: [CocktailsRoute] = []) -> CocktailsFlow {
    CocktailsFlow(
      drinkService: TestDrinkService(
        searchDrinks: { _ in [Self.mojito] }, drink: { $0 == "11003" ? Self.negroni : nil }),
      restaurantService: TestRestaurantService(), clock: ImmediateClock(), routes: routes)
  }

  func search(_ flow: CocktailsFlow) throws -> CocktailSearchViewModel {
    guard case .search(let search) = try #require(flow.screens().first) else {
      throw Unexpected.screen
    }
    return search
  }

  func detail(_ flow: CocktailsFlow) throws -> DrinkDetailViewModel {
    guard case .drink(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    return detail
  }

  enum Unexpected: Error { case screen }

  @Test func aNewFlowShowsTheSearch() throws {
    let flow = makeFlow()
    #expect(flow.stack.routes == [.search(query: "")])
    #expect(try search(flow).searchText == "")
  }

  @Test func aDeepLinkIsTheRoutesItNames() async throws {
    let flow = makeFlow(routes: [.search(query: "gin"), .drink(id: "11003")])
    #expect(flow.screens().count == 2)
    #expect(try search(flow).searchText == "gin")
    let detail = try detail(flow)
    #expect(detail.id == "11003")
    #expect(detail.drink == .idle, "not among the results: looked up when it appears")
    detail.appeared()
    await detail.tasks.idle()
    #expect(detail.drink == .loaded(Self.negroni))
  }

  @Test func aDrinkChosenIsPushedAndShownAtOnceFromTheResults() async throws {
    let flow = makeFlow()
    let search = try search(flow)
    search.appeared()
    await search.tasks.idle()
    search.drinkSelected(id: "11000")
    #expect(flow.stack.routes == [.search(query: ""), .drink(id: "11000")])
    let detail = try detail(flow)
    #expect(detail.drink.value == Self.mojito, "the result's summary, shown while it loads")
    #expect(try self.search(flow) === search, "the search below is the same view model")
    #expect(flow.back())
    #expect(flow.stack.routes == [.search(query: "")])
    #expect(!flow.back(), "the first screen stays")
  }

  @Test func theSearchTypedIsKeptInItsRouteAndTheViewModelStays() async throws {
    let flow = makeFlow()
    let search = try search(flow)
    let routes = ObservationRecorder { flow.stack.routes }
    search.searchTextChanged("rum")
    #expect(await routes.next() == [.search(query: "")])
    #expect(await routes.next() == [.search(query: "rum")])
    #expect(try self.search(flow) === search)
    flow.stack.replace(with: [.search(query: "gin")])
    #expect(try self.search(flow) === search, "a new query for the same screen")
    #expect(search.searchText == "gin", "given to the view model")
    routes.stop()
  }

  @Test func aFollowerHearsOfEachChangeAtOnce() {
    let flow = makeFlow()
    var heard: [[CocktailsRoute]] = []
    let following = flow.stack.follow { heard.append($0.routes) }
    flow.stack.push(.drink(id: "1"))
    flow.stack.replace(with: [.search(query: "x"), .drink(id: "2")])
    flow.back()
    #expect(
      heard == [
        [.search(query: ""), .drink(id: "1")], [.search(query: "x"), .drink(id: "2")],
        [.search(query: "x")],
      ])
    following.cancel()
    flow.stack.push(.drink(id: "3"))
    #expect(heard.count == 3)
  }
}
