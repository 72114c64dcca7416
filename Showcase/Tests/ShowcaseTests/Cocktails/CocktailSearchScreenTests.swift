import Clocks
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing

@testable import Cocktails
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// Keys on the search screen reach the view model the way a user's would.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailSearchScreenTests {
  /// The app's screens as the flow shows them, on `drinks` (the bundled ones by default).
  private func makeScreen(
    drinks: any DrinkService = CocktailDBService.bundled(),
    restaurants: any RestaurantService = RestaurantAPIService.bundled()
  ) async -> (CocktailSearchViewModel, Navigator) {
    let flow = CocktailsFlow(
      drinkService: drinks, restaurantService: restaurants, clock: ImmediateClock())
    let screens = AppScreens.screens(of: flow, images: nil)
    let search = screens.first as? CocktailSearchScreen
    let navigator = Navigator(root: screens[0])
    let viewModel = search?.viewModel ?? CocktailSearchViewModel()
    await viewModel.tasks.idle()
    return (viewModel, navigator)
  }

  @Test func typingSearches() async {
    let (viewModel, navigator) = await makeScreen()
    for character in "rum" { navigator.handle(.character(character)) }
    await viewModel.tasks.idle()
    #expect(viewModel.searchText == "rum")
    #expect(viewModel.drinkCards.map(\.title) == ["Rum Punch", "Hot Buttered Rum", "Rum Sour"])
  }

  @Test func enterOnADrinkOpensItsDetailAtOnce() async {
    let (_, navigator) = await makeScreen()
    navigator.handle(.tab)  // the restaurants
    navigator.handle(.tab)  // the drinks: no favourite to stop at
    navigator.handle(.right)
    navigator.handle(.enter)
    #expect(
      navigator.top is DrinkDetailScreen, "the view model's event navigated, with no further key")
    let text = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(text.hasPrefix(" Old Fashioned"))
    #expect(
      text.split(separator: "\n").last?.hasPrefix(" Cocktails › Old Fashioned  │") == true)
  }

  @Test func withBothSourcesFailedNoKeyOffersToOpenOrMove() async {
    let refused: @Sendable (String) async throws(APIError) -> [Drink] = { _ throws(APIError) in
      throw .transport("connection refused")
    }
    let (viewModel, navigator) = await makeScreen(
      drinks: TestDrinkService(
        searchDrinks: refused, drinksWithIngredient: refused,
        drinksOfKind: { _ throws(APIError) in throw .transport("connection refused") }),
      restaurants: TestRestaurantService { () throws(APIError) in
        throw .transport("connection refused")
      })
    await viewModel.tasks.idle()
    #expect(viewModel.drinks.failure != nil && viewModel.restaurants.failure != nil)
    for _ in 0..<3 {
      navigator.handle(.tab)  // the restaurants, the drinks, the search
      let actions = Set(navigator.bindings.map(\.action))
      #expect(actions.isDisjoint(with: ["open", "move"]), "\(actions)")
      #expect(actions.contains("retry"))
    }
  }

  @Test func theFieldShowsTheViewModelsTextAndTheCursorItsDrink() async {
    let (viewModel, navigator) = await makeScreen()
    _ = frame(of: navigator, width: 60, height: 20)
    // A search the flow gives (a link, the web in the same process) shows in the field.
    viewModel.searchRequested("rum")
    await viewModel.tasks.idle()
    let text = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(text.contains("│ rum"), "\(text)")
    // The view model moved the cursor: the screen shows it, and Enter opens it.
    viewModel.select(viewModel.drinkCards[2].id, in: .drinks)
    _ = frame(of: navigator, width: 60, height: 20)
    #expect(viewModel.drinkCards[2].title == "Rum Sour")
    navigator.handle(.enter)
    #expect((navigator.top as? DrinkDetailScreen)?.viewModel.name == "Rum Sour")
  }

  @Test func aClickOnADrinksFavouriteSwitchTogglesItAsFDoes() async throws {
    let (_, navigator) = await makeScreen()
    navigator.handle(.tab)
    navigator.handle(.tab)
    navigator.handle(.right)
    navigator.handle(.enter)
    let detail = try #require(navigator.top as? DrinkDetailScreen)
    func switchAt() -> (x: Int, y: Int)? {
      let lines = frame(of: navigator, width: 60, height: 20).plainText()
        .split(separator: "\n", omittingEmptySubsequences: false)
      guard let row = lines.firstIndex(where: { $0.contains("Favourite") }),
        let column = lines[row].firstIndex(of: "F")
      else { return nil }
      return (lines[row].distance(from: lines[row].startIndex, to: column), row)
    }
    let place = try #require(switchAt())
    #expect(!detail.viewModel.isFavourite)
    navigator.handle(.mouse(MouseEvent(.click, x: place.x, y: place.y)), terminalSize: (60, 20))
    #expect(detail.viewModel.isFavourite)
    #expect(frame(of: navigator, width: 60, height: 20).plainText().contains("★ Favourite"))
    navigator.handle(.mouse(MouseEvent(.click, x: place.x, y: place.y)), terminalSize: (60, 20))
    #expect(!detail.viewModel.isFavourite)
  }

  @Test func fKeepsTheSelectedDrinkAsAFavouriteListedAboveTheDrinks() async throws {
    let (viewModel, navigator) = await makeScreen()
    navigator.handle(.escape)  // out of the field, into the drinks
    navigator.handle(.right)
    navigator.handle(.character("f"))
    #expect(viewModel.favourites.drinks.map(\.name) == ["Old Fashioned"])
    let lines = frame(of: navigator, width: 80, height: 30).plainText().split(separator: "\n")
    let favourites = try #require(lines.firstIndex { $0.hasPrefix(" Favourites") })
    #expect(lines[favourites + 2].hasPrefix(" │ Old Fashioned "))
    #expect(lines.contains { $0.contains("│ ★ Old Fashioned ") }, "the drink's card is marked")
    // Up from the drinks reaches the favourites; Enter opens the favourite.
    navigator.handle(.up)
    navigator.handle(.enter)
    #expect((navigator.top as? DrinkDetailScreen)?.viewModel.name == "Old Fashioned")
    navigator.handle(.character("f"))
    #expect(viewModel.favourites.drinks.isEmpty, "f on the detail forgets it")
  }

  @Test func tSearchesByIngredientAndAKeepsOneKindOfDrink() async {
    let (viewModel, navigator) = await makeScreen()
    for character in "gin" { navigator.handle(.character(character)) }
    navigator.handle(.ctrl("t"))
    await viewModel.tasks.idle()
    #expect(viewModel.drinksSearch == DrinkSearch("gin", by: .ingredient))
    #expect(viewModel.drinkCards.count == 11)
    navigator.handle(.escape)
    navigator.handle(.character("a"))  // alcoholic
    navigator.handle(.character("a"))  // non-alcoholic
    await viewModel.tasks.idle()
    #expect(viewModel.drinksStatus == .empty("No non-alcoholic cocktails are made with “gin”."))
    navigator.handle(.character("t"))  // by name again, in the field
    navigator.handle(.escape)
    navigator.handle(.character("a"))  // every drink
    await viewModel.tasks.idle()
    #expect(
      viewModel.drinkCards.map(\.title) == ["Gin Fizz", "Virgin Mojito", "Gin Tonic", "Pink Gin"])
  }

  @Test func tFromTheDrinksFocusesTheFieldSoWhatIsTypedIsTheSearch() async {
    let (viewModel, navigator) = await makeScreen()
    navigator.handle(.escape)  // out of the field, into the drinks
    #expect(navigator.stack.last?.isEditingText == false)
    navigator.handle(.character("t"))
    #expect(navigator.stack.last?.isEditingText == true, "the field has the keys")
    for character in "gin" { navigator.handle(.character(character)) }
    await viewModel.tasks.idle()
    #expect(viewModel.drinksSearch == DrinkSearch("gin", by: .ingredient))
    #expect(viewModel.drinkCards.count == 11)
    #expect(navigator.stack.count == 1, "no key opened anything")
  }

  @Test func escapeLeavesTheFieldKeepingItsTextThenQuits() async {
    let (viewModel, navigator) = await makeScreen()
    for character in "rum" { navigator.handle(.character(character)) }
    navigator.handle(.escape)
    #expect(!navigator.isFinished)
    #expect(viewModel.searchText == "rum", "nothing typed is lost")
    navigator.handle(.character("q"))  // outside the field, q goes back: here, quits
    #expect(navigator.isFinished)
  }

  @Test func enterInTheSearchFieldReachesTheResults() async {
    let (_, navigator) = await makeScreen()
    navigator.handle(.enter)
    navigator.handle(.enter)  // opens the first drink: the focus is on the results
    #expect(navigator.top is DrinkDetailScreen)
  }

  @Test func everyKeyTheStatusBarNamesIsOneTheScreenHandles() async throws {
    let (_, navigator) = await makeScreen()
    for _ in 0..<3 {
      let bar =
        frame(of: navigator, width: 200, height: 40).plainText().split(separator: "\n").last ?? ""
      for binding in navigator.bindings where binding.isInStatusBar {
        #expect(bar.contains("\(binding.keyLabel) \(binding.action)"))
      }
      let top = try #require(navigator.top)
      let help = frame(of: top, width: 200, height: 40, showingHelp: true).plainText()
      for binding in navigator.bindings {
        #expect(help.contains(binding.keyLabel), "the ? help lists every binding")
      }
      navigator.handle(.tab)
    }
  }

  @Test func questionMarkOpensAndClosesTheHelp() async {
    let (_, navigator) = await makeScreen()
    navigator.handle(.tab)  // out of the search field, where ? would be typed
    navigator.handle(.character("?"))
    #expect(navigator.isShowingHelp)
    #expect(frame(of: navigator, width: 100, height: 30).plainText().contains("? or Esc to close"))
    navigator.handle(.character("j"))
    #expect(navigator.isShowingHelp, "other keys do nothing under the help")
    navigator.handle(.escape)
    #expect(!navigator.isShowingHelp)
    #expect(!navigator.isFinished)
  }

  @Test func aSearchThatReordersTheResultsKeepsTheSelectedDrinkSelected() async throws {
    let first = [drink("1", "Aviation"), drink("2", "Bramble"), drink("3", "Caipirinha")]
    let reordered = [
      drink("3", "Caipirinha"), drink("4", "Daiquiri"), drink("2", "Bramble"),
      drink("1", "Aviation"),
    ]
    let (viewModel, navigator) = await makeScreen(
      drinks: TestDrinkService(searchDrinks: { query in query.isEmpty ? first : reordered }),
      restaurants: TestRestaurantService())
    let screen = try #require(navigator.top)
    _ = frame(of: screen, width: 100, height: 30, tick: 0)
    navigator.handle(.tab)
    navigator.handle(.tab)
    navigator.handle(.right)  // Bramble

    viewModel.searchTextChanged("ra")
    await viewModel.tasks.idle()
    let marked = frame(of: screen, width: 100, height: 30, tick: 1)
    navigator.handle(.enter)
    #expect(
      frame(of: navigator, width: 60, height: 20).plainText().hasPrefix(" Bramble"),
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
}

/// A drink with its recipe, so its detail needs no lookup.
private func drink(_ id: String, _ name: String) -> Drink {
  Drink(
    id: id, name: name, category: "Cocktail", alcoholic: "Alcoholic", glass: "Cocktail glass",
    instructions: "Shake.", ingredients: [Ingredient(name: "Gin", measure: "2 oz")])
}
