import ArgumentParser
import Clocks
import Cocktails
import Foundation
import MVVMKitNetworking
import TerminalUI

/// `showcase cocktails`: the Cocktails app.
struct CocktailsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cocktails",
    abstract: "Search cocktails and nearby restaurants; open a drink's detail."
  )

  @OptionGroup var display: DisplayOptions

  @Option(help: "Start with this search (with --once: the search shown).")
  var query: String?

  @Option(name: .customLong("drink"), help: "Open the detail of the drink with this id.")
  var drinkID: String?

  @Option(
    name: .customLong("cocktail-api"),
    help: "TheCocktailDB-compatible API to use instead of the bundled data (or COCKTAIL_API_URL).")
  var cocktailAPI: String?

  @Option(
    name: .customLong("restaurant-api"),
    help: "Restaurant API to use instead of the bundled data (or RESTAURANT_API_URL).")
  var restaurantAPI: String?

  func validate() throws {
    _ = try sources()
  }

  @MainActor
  mutating func run() async throws {
    let inspector = try display.makeInspector()
    let sources = try sources(inspector: inspector)
    // One frame for scripts: no debounce to wait out.
    let clock: any Clock<Duration> = display.once ? ImmediateClock() : ContinuousClock()
    if let drinkID {
      let detail = DrinkDetailViewModel(drinkID: drinkID, service: sources.drinks, clock: clock)
      try await display.present(
        DrinkDetailScreen(viewModel: detail), inspector: inspector,
        under: [CocktailSearchScreen(viewModel: sources.makeSearchViewModel(clock: clock))],
        settled: { detail.drink.isSettled },
        failed: { detail.drink.failure != nil })
      return
    }
    let viewModel = sources.makeSearchViewModel(clock: clock)
    let screen = CocktailSearchScreen(viewModel: viewModel, initialQuery: query)
    try await display.present(
      screen, inspector: inspector,
      settled: { viewModel.restaurants.isSettled && viewModel.drinks.isSettled },
      failed: { viewModel.restaurants.failure != nil || viewModel.drinks.failure != nil })
  }

  /// Where the app's data comes from.
  struct Sources {
    let drinks: any DrinkService
    let restaurants: any RestaurantService

    /// The bundled data, its clients passed through `inspector`.
    static func bundled(inspector: Inspector?) -> Sources {
      let wrap = Inspector.wrapping(inspector)
      return Sources(
        drinks: CocktailDBService.bundled(through: wrap),
        restaurants: RestaurantAPIService.bundled(through: wrap))
    }

    @MainActor
    func makeSearchViewModel(clock: any Clock<Duration> = ContinuousClock())
      -> CocktailSearchViewModel
    {
      CocktailSearchViewModel(drinkService: drinks, restaurantService: restaurants, clock: clock)
    }
  }

  /// The services: live where an API URL is given (option first, then environment), bundled
  /// otherwise; through `inspector`.
  func sources(inspector: Inspector? = nil) throws -> Sources {
    let client = Inspector.wrapping(inspector)(URLSessionHTTPClient())
    var sources = Sources.bundled(inspector: inspector)
    if let url = try apiBaseURL(
      cocktailAPI, option: "--cocktail-api", variable: "COCKTAIL_API_URL")
    {
      sources = Sources(
        drinks: CocktailDBService(client: client, baseURL: url), restaurants: sources.restaurants)
    }
    if let url = try apiBaseURL(
      restaurantAPI, option: "--restaurant-api", variable: "RESTAURANT_API_URL")
    {
      sources = Sources(
        drinks: sources.drinks, restaurants: RestaurantAPIService(client: client, baseURL: url))
    }
    return sources
  }
}
