import Clocks
import TerminalUI
import Testing

@testable import Cocktails
@testable import Showcase

/// Keys on the search screen reach the view model the way a user's would.
@MainActor @Suite(.timeLimit(.minutes(1))) struct CocktailSearchScreenTests {
  private func makeScreen() async -> (CocktailSearchViewModel, CocktailSearchScreen) {
    let viewModel = CocktailSearchViewModel(clock: ImmediateClock())
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    return (viewModel, screen)
  }

  @Test func typingSearches() async {
    let (viewModel, screen) = await makeScreen()
    for character in "rum" { _ = screen.handle(.character(character)) }
    await viewModel.tasks.idle()
    #expect(viewModel.searchText == "rum")
    #expect(viewModel.drinkCards.map(\.title) == ["Rum Punch", "Hot Buttered Rum", "Rum Sour"])
  }

  @Test func enterOnADrinkOpensItsDetail() async {
    let (_, screen) = await makeScreen()
    _ = screen.handle(.tab)
    _ = screen.handle(.tab)
    _ = screen.handle(.right)
    guard case .push(let detail) = screen.handle(.enter) else {
      Issue.record("Enter did not open the detail")
      return
    }
    #expect((detail as? DrinkDetailScreen) != nil)
    #expect(frame(of: detail, width: 60, height: 20).plainText().hasPrefix(" Old Fashioned"))
  }

  @Test func aSearchThatReordersTheResultsKeepsTheSelectedDrinkSelected() async throws {
    let first = [drink("1", "Aviation"), drink("2", "Bramble"), drink("3", "Caipirinha")]
    let reordered = [
      drink("3", "Caipirinha"), drink("4", "Daiquiri"), drink("2", "Bramble"),
      drink("1", "Aviation"),
    ]
    let viewModel = CocktailSearchViewModel(
      drinkService: TestDrinkService(searchDrinks: { query in query.isEmpty ? first : reordered }),
      restaurantService: TestRestaurantService(), clock: ImmediateClock())
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    _ = frame(of: screen, width: 100, height: 30, tick: 0)
    _ = screen.handle(.tab)
    _ = screen.handle(.tab)
    _ = screen.handle(.right)  // Bramble

    viewModel.searchTextChanged("ra")
    await viewModel.tasks.idle()
    let marked = frame(of: screen, width: 100, height: 30, tick: 1)
    guard case .push(let detail) = screen.handle(.enter) else {
      Issue.record("Enter did not open the detail")
      return
    }
    #expect(
      frame(of: detail, width: 60, height: 20).plainText().hasPrefix(" Bramble"),
      "still Bramble, now third")

    // Daiquiri, new, is marked during the tick the change arrived in, and only then.
    let text = marked.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(text.firstIndex { $0.contains("Daiquiri") }) - 1
    let column =
      try #require(text[row + 1].firstRange(of: "Daiquiri")).lowerBound.utf16Offset(
        in: text[row + 1]) - 2
    #expect(marked[column, row].style == Style(bold: true).foreground(.green))
    let later = frame(of: screen, width: 100, height: 30, tick: 2)
    #expect(later[column, row].style != Style(bold: true).foreground(.green))
  }

  @Test func escapeGoesBack() async {
    let (_, screen) = await makeScreen()
    guard case .pop = screen.handle(.escape) else {
      Issue.record("Esc did not go back")
      return
    }
  }
}

/// A drink with its recipe, so its detail needs no lookup.
private func drink(_ id: String, _ name: String) -> Drink {
  Drink(
    id: id, name: name, category: "Cocktail", alcoholic: "Alcoholic", glass: "Cocktail glass",
    instructions: "Shake.", ingredients: [Ingredient(name: "Gin", measure: "2 oz")])
}
