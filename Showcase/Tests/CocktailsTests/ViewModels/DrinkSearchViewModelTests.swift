import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Cocktails

/// Searching by ingredient, of one kind of drink, and the favourites, on the search screen and a
/// drink's detail.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct DrinkSearchViewModelTests {
  let clock = TestClock()
  let api = ScriptedCocktailAPI()
  let initial = [drink("10", "Mojito"), drink("11", "Negroni"), drink("12", "Daiquiri")]
  /// How `filter.php` answers: id, name and picture only.
  let withGin = [
    Drink(id: "11", name: "Negroni"), Drink(id: "20", name: "Dry Martini"),
    Drink(id: "21", name: "Virgin Gin Fizz"),
  ]

  private func loadedViewModel(favourites: Favourites? = nil) async -> CocktailSearchViewModel {
    api.searches[""] = [.success(initial)]
    let viewModel = CocktailSearchViewModel(
      drinkService: api.drinks, restaurantService: api.restaurantService, favourites: favourites,
      clock: clock)
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func byIngredientTheTextIsAnIngredientAndTheCardsShowWhatTheyHave() async {
    api.ingredients["gin"] = [.success(withGin)]
    let viewModel = await loadedViewModel()
    viewModel.searchTextChanged("gin")
    viewModel.searchFieldChanged(to: .ingredient)  // at once: no wait for typing to pause
    await viewModel.tasks.idle()
    #expect(api.calls.filter { $0 != "restaurants" } == [#"search """#, #"ingredient "gin""#])
    #expect(viewModel.drinksSearch == DrinkSearch("gin", by: .ingredient))
    #expect(viewModel.drinkCards.map(\.title) == ["Negroni", "Dry Martini", "Virgin Gin Fizz"])
    #expect(viewModel.drinkCards[0].lines == ["With gin"], "a summary says what the search knows")
    #expect(viewModel.searchPlaceholder == "An ingredient: Gin, Lime…")
    #expect(viewModel.searchSummary == "by ingredient · All drinks")
  }

  @Test func aFavouriteKeptFromASummaryIsLookedUpAndKeptWholeForOffline() async throws {
    api.ingredients["gin"] = [.success(withGin)]
    let negroni = Drink(
      id: "11", name: "Negroni", category: "Ordinary Drink", alcoholic: "Alcoholic",
      glass: "Old-fashioned glass", instructions: "Stir into glass over ice.",
      ingredients: [.init(name: "Gin", measure: "1 oz")])
    api.lookups["11"] = [.success(negroni)]
    api.lookups["20"] = [.failure(.transport("connection reset"))]
    let viewModel = await loadedViewModel()
    viewModel.searchRequested("gin", by: .ingredient, alcohol: .any)
    await clock.advance(by: CocktailSearchViewModel.searchDebounce)
    await viewModel.tasks.idle()
    viewModel.favouriteToggled(id: "11")
    #expect(viewModel.favourites.drink(id: "11")?.hasRecipe == false, "kept at once")
    #expect(viewModel.favouritesNotice == "Keeping the recipe of Negroni…")
    await viewModel.tasks.idle()
    #expect(viewModel.favourites.drink(id: "11") == negroni, "then whole, in its place")
    #expect(viewModel.favouritesNotice == nil)
    #expect(api.calls.contains("lookup 11"))

    viewModel.favouriteToggled(id: "20")
    await viewModel.tasks.idle()
    #expect(viewModel.favourites.contains(id: "20"))
    #expect(
      viewModel.favouritesNotice
        == "Dry Martini is kept without its recipe: The server could not be reached (connection reset)."
    )
    // A drink with its recipe needs no lookup; forgetting one asks nothing.
    let calls = api.calls.count
    viewModel.favouriteToggled(id: "11")
    #expect(api.calls.count == calls)
  }

  @Test func oneKindOfDrinkKeepsTheTextsAnswerInItsOrder() async {
    api.ingredients["gin"] = [.success(withGin)]
    api.kinds[.nonAlcoholic] = [
      .success([Drink(id: "21", name: "Virgin Gin Fizz"), Drink(id: "30", name: "Shirley Temple")])
    ]
    let viewModel = await loadedViewModel()
    viewModel.searchRequested("gin", by: .ingredient, alcohol: .nonAlcoholic)
    await clock.advance(by: CocktailSearchViewModel.searchDebounce)
    await viewModel.tasks.idle()
    #expect(viewModel.drinkCards.map(\.title) == ["Virgin Gin Fizz"])
    #expect(viewModel.searchSummary == "by ingredient · Non-alcoholic")

    // No text: the kind's whole list.
    viewModel.searchTextChanged("")
    await viewModel.tasks.idle()
    #expect(viewModel.drinkCards.map(\.title) == ["Virgin Gin Fizz", "Shirley Temple"])
    #expect(
      api.calls.filter { $0.hasPrefix("kind") } == ["kind nonAlcoholic", "kind nonAlcoholic"])
  }

  @Test func whatOneKindLacksIsSaidInTheSearchsTerms() async {
    api.ingredients["gin"] = [.success(withGin)]
    api.kinds[.nonAlcoholic] = [.success([Drink(id: "30", name: "Shirley Temple")])]
    let viewModel = await loadedViewModel()
    viewModel.searchRequested("gin", by: .ingredient, alcohol: .nonAlcoholic)
    await clock.advance(by: CocktailSearchViewModel.searchDebounce)
    await viewModel.tasks.idle()
    #expect(viewModel.drinksStatus == .empty("No non-alcoholic cocktails are made with “gin”."))
    viewModel.searchFieldChanged(to: .name)
    await viewModel.tasks.idle()
    #expect(viewModel.drinksStatus == .empty("No non-alcoholic cocktails match “gin”."))
  }

  @Test func backToEveryDrinkWithNoTextShowsTheFirstDrinksWithNoRequest() async {
    api.kinds[.alcoholic] = [.success([drink("10", "Mojito")])]
    let viewModel = await loadedViewModel()
    viewModel.alcoholChanged(to: .alcoholic)
    await viewModel.tasks.idle()
    #expect(viewModel.drinkCards.map(\.title) == ["Mojito"])
    viewModel.alcoholChanged(to: .any)
    #expect(viewModel.drinks == .loaded(initial), "kept from the first search")
    #expect(api.calls.filter { $0 != "restaurants" } == [#"search """#, "kind alcoholic"])
  }

  @Test func aFavouriteKeptFromTheResultsIsListedAndOpensWhenTheResultsChange() async {
    let viewModel = await loadedViewModel()
    viewModel.favouriteToggled(id: "11")
    #expect(viewModel.favouriteCards.map(\.title) == ["Negroni"])
    #expect(viewModel.isFavourite(id: "11"))
    #expect(viewModel.favouritesStatus == .loaded)
    #expect(viewModel.title(of: viewModel.drinkCards[1]) == "★ Negroni")
    #expect(viewModel.sections.sections[2].items.map(\.id) == [.favourite("11")])

    // Another search no longer shows it; the favourite still opens.
    api.searches["rum"] = [.success([drink("1", "Rum Punch")])]
    viewModel.searchTextChanged("rum")
    await clock.advance(by: CocktailSearchViewModel.searchDebounce)
    await viewModel.tasks.idle()
    var opened: [CocktailSearchViewModel.Event] = []
    let subscription = viewModel.events.listen { opened.append($0) }
    viewModel.drinkSelected(id: "11")
    #expect(opened == [.showDrink(id: "11")])
    _ = subscription
    viewModel.favouriteToggled(id: "11")
    #expect(viewModel.favouriteCards == [])
    #expect(
      viewModel.favouritesStatus == .empty("No favourites yet: keep a drink to list it here."))
  }

  @Test func theDetailKeepsTheDrinkAndItsRecipeOnceLoaded() async throws {
    let favourites = Favourites(store: nil)
    let summary = Drink(id: "11000", name: "Mojito")
    let full = drink("11000", "Mojito")
    api.lookups["11000"] = [.success(full)]
    let detail = DrinkDetailViewModel(
      drink: summary, service: api.drinks, favourites: favourites, clock: clock)
    #expect(detail.favouriteLabel == "☆ Favourite")
    detail.favouriteToggled()
    #expect(detail.isFavourite)
    #expect(detail.favouriteLabel == "★ Favourite")
    #expect(favourites.drinks == [summary])
    detail.appeared()
    await detail.tasks.idle()
    #expect(favourites.drinks == [full], "the recipe, kept for offline")
  }

  @Test func theFlowOpensAFavouriteWithItsKeptRecordOffline() async throws {
    let favourites = Favourites(store: nil)
    favourites.toggle(drink("11000", "Mojito"))
    let flow = CocktailsFlow(
      drinkService: api.drinks, restaurantService: api.restaurantService,
      favourites: favourites, clock: clock, routes: [.search(query: ""), .drink(id: "11000")])
    guard case .drink(let detail) = flow.screens().last else {
      Issue.record("the detail is on top")
      return
    }
    detail.appeared()
    #expect(detail.status == .loaded)
    #expect(detail.instructions == "Stir.")
    #expect(!api.calls.contains { $0.hasPrefix("lookup") }, "no request for a kept recipe")
  }
}
