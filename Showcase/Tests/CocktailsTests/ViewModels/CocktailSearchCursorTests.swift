import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Cocktails

/// The search screen's one cursor, which every view shows and moves: the section it is in, each
/// section's card by identity, and the drink a favourite acts on.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailSearchCursorTests {
  let clock = TestClock()
  let api = ScriptedCocktailAPI()

  private func loadedViewModel() async -> CocktailSearchViewModel {
    api.searches[""] = [
      .success([drink("10", "Mojito"), drink("11", "Negroni"), drink("12", "Daiquiri")])
    ]
    let viewModel = CocktailSearchViewModel(
      drinkService: api.drinks, restaurantService: api.restaurantService, clock: clock)
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func itStartsInTheFieldOnNoDrinkAndEachSectionOnItsFirstCard() async {
    let viewModel = await loadedViewModel()
    #expect(viewModel.focusedSection == .search)
    #expect(viewModel.selectedDrinkID == nil)
    #expect(viewModel.cursor(in: .drinks) == "10")
    #expect(viewModel.cursor(in: .favourites) == nil, "no favourites, no cursor")
    #expect(viewModel.actions.first { $0.id == "favourite" }?.isEnabled == false)
    viewModel.focus(on: .drinks)
    #expect(viewModel.selectedDrinkID == "10")
    #expect(viewModel.actions.first { $0.id == "favourite" }?.isEnabled == true)
  }

  @Test func theFavouriteActsOnTheDrinkOfTheSectionWithTheFocus() async {
    let viewModel = await loadedViewModel()
    viewModel.select("12", in: .drinks)
    #expect(viewModel.focusedSection == .drinks, "a card chosen takes the focus to its section")
    viewModel.actions.first { $0.id == "favourite" }?.perform()
    viewModel.select("11", in: .drinks)
    viewModel.actions.first { $0.id == "favourite" }?.perform()
    #expect(viewModel.favouriteCards.map(\.id) == ["11", "12"], "the newest first")
    viewModel.select("11", in: .favourites)
    #expect(viewModel.cursor(in: .drinks) == "11", "each section keeps its own card")
    viewModel.actions.first { $0.id == "favourite" }?.perform()
    #expect(viewModel.favouriteCards.map(\.id) == ["12"])
    #expect(viewModel.cursor(in: .favourites) == "12", "the card gone: the first")
    viewModel.actions.first { $0.id == "favourite" }?.perform()
    #expect(viewModel.favouriteCards.isEmpty)
    #expect(viewModel.focusedSection == .drinks, "the last favourite forgotten: on to the drinks")
    viewModel.focus(on: .favourites)
    #expect(viewModel.focusedSection == .drinks, "no favourites to take the focus")
  }

  @Test func choosingOpensTheDrinkTheCursorIsOn() async {
    let viewModel = await loadedViewModel()
    var opened: [String] = []
    let subscription = viewModel.events.listen { event in
      if case .showDrink(let id) = event { opened.append(id) }
    }
    viewModel.selectedDrinkChosen()
    viewModel.select("11", in: .drinks)
    viewModel.selectedDrinkChosen()
    #expect(opened == ["11"], "nothing from the field; the drink from the drinks")
    _ = subscription
  }
}
