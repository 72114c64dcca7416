import Cocktails

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

extension CocktailsCommand.Sources {
  /// A search view model on these services, for a test that shows one screen without its flow.
  @MainActor
  func makeSearchViewModel(clock: any Clock<Duration>) -> CocktailSearchViewModel {
    CocktailSearchViewModel(drinkService: drinks, restaurantService: restaurants, clock: clock)
  }
}
