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

  @Test func escapeGoesBack() async {
    let (_, screen) = await makeScreen()
    guard case .pop = screen.handle(.escape) else {
      Issue.record("Esc did not go back")
      return
    }
  }
}
