import Cocktails
import Foundation
import ImageDecoding
import MVVMKitNetworking
import TerminalUI
import WebUI

/// The Cocktails app's composition root: its services and its first screen, from the options.
extension CocktailsCommand {
  /// The search screen, on the services the options choose, with `--query` typed in.
  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> CocktailSearchScreen {
    CocktailSearchScreen(
      viewModel: try sources(inspector: inspector).makeSearchViewModel(clock: display.clock),
      initialQuery: query, images: try pictures(inspector: inspector))
  }

  /// The drinks' pictures, from a live API only: the bundled drinks come without theirs, so the
  /// cards are laid out without one and say nothing of it.
  @MainActor
  func pictures(inspector: Inspector?) throws -> ImageStore? {
    try pictureLoader(inspector: inspector).map {
      ImageStore(loader: $0, colors: .from(environment: ProcessInfo.processInfo.environment))
    }
  }

  /// What loads the drinks' pictures: a live API's only.
  func pictureLoader(inspector: Inspector?) throws -> ImageLoader? {
    guard try cocktailAPI.baseURL() != nil else { return nil }
    return ImageLoader(client: Inspector.wrapping(inspector)(URLSessionHTTPClient()))
  }

  /// The search page, on the services the options choose, with `--query` typed in.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    CocktailSearchPage(
      viewModel: try sources(inspector: inspector).makeSearchViewModel(), initialQuery: query,
      pictures: try pictureLoader(inspector: inspector))
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
    Sources(
      drinks: try cocktailAPI.service(CocktailDBService.self, inspector: inspector),
      restaurants: try restaurantAPI.service(RestaurantAPIService.self, inspector: inspector))
  }
}
