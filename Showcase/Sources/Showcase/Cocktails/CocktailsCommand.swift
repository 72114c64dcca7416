import ArgumentParser
import Clocks
import Cocktails
import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import ShowcaseTerminal
import TerminalUI

/// `showcase cocktails`: the Cocktails app.
struct CocktailsCommand: ShowcaseApp {
  static let configuration = CommandConfiguration(
    commandName: "cocktails",
    abstract: "Search cocktails and nearby restaurants; open a drink's detail.",
    discussion: """
      Runs on drinks from TheCocktailDB and a sample of restaurants, bundled with the app, unless \
      --live (TheCocktailDB itself, keyless) or --cocktail-api (or COCKTAIL_API_URL) names a \
      server speaking TheCocktailDB's API. The restaurants come from --restaurant-api (or \
      RESTAURANT_API_URL), a server speaking the restaurant API; or, with a Google Places key (or \
      --live), they are cocktail bars near --location, from Places API (New) or the server \
      --places-api names.
      """
  )

  static var liveAPIs: [any LiveAPI.Type] {
    [TheCocktailDB.self, RestaurantAPI.self, NearbyCommand.GooglePlaces.self]
  }

  @Option(
    help: ArgumentHelp("Start with this search (with --once: the search shown).", valueName: "TEXT")
  )
  var query: String?

  @Option(
    help: ArgumentHelp(
      "Start with the drinks made with this ingredient (TheCocktailDB's filter.php?i=).",
      valueName: "NAME"))
  var ingredient: String?

  @Option(
    help: ArgumentHelp(
      "Only alcoholic drinks (yes) or only non-alcoholic ones (no).", valueName: "yes|no"))
  var alcoholic: Alcoholic?

  @OptionGroup var dataDirectory: FolderOption<DataFolder>

  @Option(
    name: .customLong("drink"),
    help: ArgumentHelp("Open the detail of the drink with this id.", valueName: "ID"))
  var drinkID: String?

  @OptionGroup var cocktailAPI: APIOption<TheCocktailDB>

  @OptionGroup var restaurantAPI: APIOption<RestaurantAPI>

  @OptionGroup var placesAPI: APIOption<NearbyCommand.GooglePlaces>

  @OptionGroup var places: PlacesOptions

  /// `--alcoholic`'s values.
  enum Alcoholic: String, ExpressibleByArgument, CaseIterable {
    case yes, no
  }

  /// The options every app shares: after the app's own, in its help.
  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if query != nil, ingredient != nil {
      throw ValidationError("--query searches names and --ingredient an ingredient: give one.")
    }
    _ = try sources()
  }

  /// Takes its APIs' URLs, the Places key and location for the bars, and the data directory.
  mutating func take(_ shared: SharedAppOptions) {
    cocktailAPI.take(shared)
    restaurantAPI.take(shared)
    placesAPI.take(shared)
    places.take(shared)
    dataDirectory.take(shared)
  }

  @MainActor
  mutating func run(inspecting inspector: Inspector) async throws {
    let images = try pictureLoader(clients: inspector).map(AppScreens.imageStore)
    // The routes the options name (a deep link is a route): the search, and the drink over it.
    let screens = try makeScreens(clients: inspector, images: images)
    try await display.present(screens, inspector: inspector, pictures: images)
  }

  /// TheCocktailDB, or a server that speaks it.
  enum TheCocktailDB: LiveAPI {
    static let name = "cocktail"
    static let summary = "TheCocktailDB-compatible API to use instead of the bundled data"
    static var liveURL: URL? { CocktailDBService.defaultBaseURL }
  }

  /// The restaurant API, or a server that speaks it.
  enum RestaurantAPI: LiveAPI {
    static let name = "restaurant"
    static let summary = "Restaurant API to use instead of the bundled data"
    /// No live service yet: the restaurants stay the bundled sample under `--live`.
    static var liveURL: URL? { nil }
  }
}
