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
    let sources = try sources()
    // One frame for scripts: no debounce to wait out.
    let clock: any Clock<Duration> = display.once ? ImmediateClock() : ContinuousClock()
    if let drinkID {
      let detail = DrinkDetailViewModel(drinkID: drinkID, service: sources.drinks, clock: clock)
      try await display.present(DrinkDetailScreen(viewModel: detail)) { detail.drink.isSettled }
      return
    }
    let viewModel = sources.makeSearchViewModel(clock: clock)
    let screen = CocktailSearchScreen(viewModel: viewModel, initialQuery: query)
    try await display.present(screen) { viewModel.restaurants.isSettled && viewModel.drinks.isSettled }
  }

  /// Where the app's data comes from.
  struct Sources {
    let drinks: any DrinkService
    let restaurants: any RestaurantService

    /// The bundled data.
    static let bundled = Sources(drinks: CocktailDBService.bundled(), restaurants: RestaurantAPIService.bundled())

    @MainActor
    func makeSearchViewModel(clock: any Clock<Duration> = ContinuousClock()) -> CocktailSearchViewModel {
      CocktailSearchViewModel(drinkService: drinks, restaurantService: restaurants, clock: clock)
    }
  }

  /// The services: live where an API URL is given (option first, then environment), bundled otherwise.
  func sources() throws -> Sources {
    let environment = ProcessInfo.processInfo.environment
    let client = URLSessionHTTPClient()
    var sources = Sources.bundled
    if let url = try Self.apiURL(cocktailAPI ?? environment["COCKTAIL_API_URL"], option: "--cocktail-api") {
      sources = Sources(drinks: CocktailDBService(client: client, baseURL: url), restaurants: sources.restaurants)
    }
    if let url = try Self.apiURL(restaurantAPI ?? environment["RESTAURANT_API_URL"], option: "--restaurant-api") {
      sources = Sources(drinks: sources.drinks, restaurants: RestaurantAPIService(client: client, baseURL: url))
    }
    return sources
  }

  /// `text` as an API base URL (with a trailing slash, so paths append under it).
  static func apiURL(_ text: String?, option: String) throws -> URL? {
    guard let text, !text.isEmpty else { return nil }
    guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
    else {
      throw ValidationError("\(option) needs an http or https URL, such as http://127.0.0.1:8080/; got “\(text)”.")
    }
    return url
  }
}
