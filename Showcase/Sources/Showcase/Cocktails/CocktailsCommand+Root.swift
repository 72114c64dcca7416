import ArgumentParser
import Cocktails
import Foundation
import ImageDecoding
import MVVMKitNetworking
import MVVMKitStorage
import Nearby
import ShowcaseTerminal
import ShowcaseWeb
import TerminalUI
import WebUI

/// The Cocktails app's composition root: its services, its flow and the routes the options open
/// it at, and the views of its screens.
extension CocktailsCommand {
  /// Where the options open the app: the search (with `--query` or `--ingredient` typed, of the
  /// drinks `--alcoholic` keeps), and with `--drink` that drink's detail over it.
  var routes: [CocktailsRoute] {
    let alcohol: DrinkSearch.Alcohol =
      switch alcoholic {
      case .yes: .alcoholic
      case .no: .nonAlcoholic
      case nil: .any
      }
    let search = CocktailsRoute.search(
      query: ingredient ?? query ?? "", by: ingredient == nil ? .name : .ingredient,
      alcohol: alcohol)
    return [search] + (drinkID.map { [.drink(id: $0)] } ?? [])
  }

  /// The favourites of `--data-dir`, shared by the flow's screens. With `--once`, which only
  /// looks, the file is read as it is: never made, changed or moved.
  @MainActor
  func favourites() -> Favourites {
    let directory = dataDirectory.url
    let looking = display.once
    guard !looking || FavouritesFile.exists(in: directory) else { return Favourites(store: nil) }
    let (file, notice) = openStore { () throws(StoreError) in
      try FavouritesFile(directory: directory, lookingOnly: looking)
    }
    return Favourites(store: file, storeNotice: notice)
  }

  /// The app's flow at `routes` (by default ``routes``), on the services the options choose, its time on `clock`.
  @MainActor
  func makeFlow(
    clients: any ServiceClients, clock: any Clock<Duration>, routes: [CocktailsRoute]? = nil
  ) throws -> CocktailsFlow {
    let sources = try sources(clients: clients)
    return CocktailsFlow(
      drinkService: sources.drinks, restaurantService: sources.restaurants,
      favourites: favourites(), clock: clock, routes: routes ?? self.routes)
  }

  /// The terminal screens of a new flow at ``routes``, bottom first, the pictures from `images`;
  /// they follow the flow from now on.
  @MainActor
  func makeScreens(clients: any ServiceClients, images: ImageStore?) throws -> [any TerminalScreen]
  {
    AppScreens.screens(
      of: try makeFlow(clients: clients, clock: display.clock), images: images)
  }

  /// What loads the drinks' pictures: a live API's only (the bundled drinks come without theirs:
  /// the cards are laid out without one, and the drinks' header says so).
  func pictureLoader(clients: (any ServiceClients)?) throws -> ImageLoader? {
    guard try cocktailAPI.baseURL(live: display.network.live) != nil else { return nil }
    return ImageLoader(client: display.network.liveClient(clients))
  }

  /// A new flow showing `route`, on the services the options choose.
  @MainActor
  func makeFlow(at route: CocktailsRoute, clients: any ServiceClients) throws -> CocktailsFlow {
    try makeFlow(clients: clients, clock: display.clock, routes: [route])
  }

  /// The drinks' pictures (see ``pictureLoader(clients:)``).
  @MainActor
  func imageLoader(of flow: CocktailsFlow, clients: any ServiceClients) throws -> ImageLoader? {
    try pictureLoader(clients: clients)
  }

  /// Where the app's data comes from.
  struct Sources {
    let drinks: any DrinkService
    let restaurants: any RestaurantService

    /// The bundled data, its clients passed through `clients`.
    static func bundled(clients: (any ServiceClients)?) -> Sources {
      let wrap = wrapping(clients)
      return Sources(
        drinks: CocktailDBService.bundled(through: wrap),
        restaurants: RestaurantAPIService.bundled(through: wrap))
    }

  }

  /// The services: live where an API URL is given (option first, then environment), bundled
  /// otherwise; through `clients`.
  func sources(clients: (any ServiceClients)? = nil) throws -> Sources {
    Sources(
      drinks: try cocktailAPI.service(
        CocktailDBService.self, clients: clients, network: display.network),
      restaurants: try restaurants(clients: clients))
  }

  /// The restaurant section's source: a restaurant API named by its option or variable; else
  /// cocktail bars from Places API (New) when a key is given, `--places-api` names a base or
  /// `--live` asks (saying what it needs when there is no key); else the bundled sample.
  func restaurants(clients: (any ServiceClients)?) throws -> any RestaurantService {
    if try restaurantAPI.baseURL() != nil {
      return try restaurantAPI.service(
        RestaurantAPIService.self, clients: clients, network: display.network)
    }
    let key = places.givenKey
    guard let base = try placesAPI.liveBaseURL(key: key, live: display.network.live)
    else { return RestaurantAPIService.bundled(through: wrapping(clients)) }
    guard !key.isEmpty else { return RestaurantsNeedAKey() }
    let client = display.network.liveClient(clients, redacting: PlacesNewService.redaction(of: key))
    return CocktailBars(
      places: PlacesNewService(client: client, key: key, baseURL: base),
      location: try places.origin(), radius: Self.barsRadius)
  }

  /// How far around the location the bars are searched: 1.5 km, Nearby's default.
  static let barsRadius = 1500
}
