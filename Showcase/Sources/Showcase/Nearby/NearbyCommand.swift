import ArgumentParser
import Clocks
import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import Nearby
import ShowcaseTerminal
import TerminalUI

/// `showcase nearby`: the Nearby app.
struct NearbyCommand: ShowcaseApp {
  static let configuration = CommandConfiguration(
    commandName: "nearby",
    abstract: "ATMs, restaurants, cafes and night clubs around a location (Google Places' API).",
    discussion: """
      Runs on sample data of real places in central London unless --live (Google Places API \
      (New)) or --places-api (or PLACES_API_URL) names a server speaking it; a live API needs a \
      key in GOOGLE_PLACES_API_KEY (or --places-key), which is never shown, and a key alone means \
      the live API.
      """
  )

  static var liveAPIs: [any LiveAPI.Type] { [GooglePlaces.self] }

  @Option(
    help: ArgumentHelp(
      "Open the list of this type: atm, restaurant, cafe or night_club.", valueName: "TYPE"))
  var type: String?

  @Option(help: ArgumentHelp("Open the place with this place_id.", valueName: "ID"))
  var place: String?

  @OptionGroup var radius: SearchRadiusOption

  @Option(
    help: ArgumentHelp("Distances in metric or imperial units.", valueName: "metric|imperial"))
  var units = "metric"

  @Flag(help: "Show only places open now (the Places API's openNow).")
  var openNow = false

  @Option(
    help: ArgumentHelp(
      "Show only places matching this word, in their name, type or address.", valueName: "WORD"))
  var keyword: String?

  /// What `--open-now` and `--keyword` narrow the places to.
  var filter: PlaceFilter {
    PlaceFilter(openNow: openNow, keyword: keyword ?? "")
  }

  @OptionGroup var placesAPI: APIOption<GooglePlaces>

  @OptionGroup var places: PlacesOptions

  /// The options every app shares: after the app's own, in its help.
  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if let type, PlaceType(rawValue: type) == nil {
      throw ValidationError(
        "--type needs one of atm, restaurant, cafe, night_club; got “\(TerminalText.sanitized(type))”."
      )
    }
    guard Units(rawValue: units) != nil else {
      throw ValidationError(
        "--units needs metric or imperial; got “\(TerminalText.sanitized(units))”.")
    }
    if let keyword, PlaceFilter(keyword: keyword).keyword.isEmpty {
      throw ValidationError("--keyword needs a word; got only spaces or control characters.")
    }
    try radius.validate()
    _ = try service()
  }

  /// Takes its API's URL, the Places key, the radius and the location.
  mutating func take(_ shared: SharedAppOptions) {
    placesAPI.take(shared)
    places.take(shared)
    radius = shared.radius
  }

  @MainActor
  mutating func run(inspecting inspector: Inspector) async throws {
    let flow = try makeFlow(clients: inspector)
    let images = try photos(clients: inspector).map(AppScreens.imageStore)
    let home = flow.home
    if type != nil || place != nil {
      // The home loads first: a list starts from its first page, a place from the home's rows
      // (mapped among the others of its type), or by its id when no row has it. A deep link is
      // routes, pushed as choices would push them.
      home.appeared()
      await waitUntil { home.isSettled }
      if let type = type.flatMap(PlaceType.init(rawValue:)) {
        flow.stack.push(.list(type: type, filter: home.filter))
        if case .list(let list) = flow.screens().last { await Self.settle(list) }
      }
      if let place { flow.stack.push(.place(id: place)) }
    }
    let screens = AppScreens.screens(of: flow, images: images)
    try await display.present(screens, inspector: inspector, pictures: images)
  }

  /// Waits for `list`'s first page, where a place opened over it is mapped among the others.
  @MainActor
  private static func settle(_ list: PlaceListViewModel) async {
    list.appeared()
    await waitUntil { list.isSettled }
  }

  /// Where to search, and what it is called: `--location` or NEARBY_LOCATION (coordinates given),
  /// else the sample data's centre (by name).
  func searchCentre() throws -> FixedLocation {
    let origin = try places.origin()
    return places.isLocationGiven
      ? FixedLocation(origin) : FixedLocation(origin, name: NearbyBundle.centerName)
  }

  /// The places' photos: from a live API only (the sample data has none), through a client that
  /// never shows the key the photos' URLs carry.
  func photos(clients: (any ServiceClients)?) throws -> ImageLoader? {
    guard let url = try liveBaseURL() else { return nil }
    let key = self.key
    let client = display.network.liveClient(
      clients, redacting: GooglePlacesService.redaction(of: key))
    // Places API (New) takes the key in a header on the photos' requests too.
    return ImageLoader(
      client: Self.speaksLegacy(url)
        ? client : PlacesNewService.authorizing(client, key: key, baseURL: url))
  }

  /// The key: `--places-key`, else GOOGLE_PLACES_API_KEY; empty for none.
  var key: String { places.givenKey }

  /// The live API's base: `--places-api` (or PLACES_API_URL), else Places API (New)'s own with
  /// `--live` or a key (a key means the live service, never the sample); `nil` for the sample.
  func liveBaseURL() throws -> URL? {
    try placesAPI.liveBaseURL(key: key, live: display.network.live)
  }

  /// Whether a base speaks the classic Places API (`…/maps/api/place/`), which keys made before
  /// 2025 still reach; any other speaks Places API (New).
  static func speaksLegacy(_ url: URL) -> Bool {
    url.path.hasSuffix("/maps/api/place") || url.path.hasSuffix("/maps/api/place/")
  }

  /// The service: live at the given API URL with its key, the sample data otherwise; through
  /// `inspector`, which never shows the key.
  func service(clients: (any ServiceClients)? = nil) throws -> any PlacesService {
    guard let url = try liveBaseURL()
    else { return GooglePlacesService.bundled(through: wrapping(clients)) }
    let key = self.key
    guard !key.isEmpty else {
      throw ValidationError(
        "A live Places API needs a key: set GOOGLE_PLACES_API_KEY or pass --places-key.")
    }
    let client = display.network.liveClient(
      clients, redacting: GooglePlacesService.redaction(of: key))
    return Self.speaksLegacy(url)
      ? GooglePlacesService(client: client, key: key, baseURL: url)
      : PlacesNewService(client: client, key: key, baseURL: url)
  }

  /// Google Places API (New), or a server that speaks it (the classic API at a base ending in
  /// `/maps/api/place/`).
  enum GooglePlaces: LiveAPI {
    static let name = "places"
    static let summary =
      "Google Places API (New) base to use instead of the sample data (a base ending in /maps/api/place/ speaks the classic API)"
    static var liveURL: URL? { PlacesNewService.defaultBaseURL }
  }
}

extension APIOption where API == NearbyCommand.GooglePlaces {
  /// Where the Places services go: the option's (or PLACES_API_URL's) base, else Places API
  /// (New)'s own with `live` or a `key` (a key means the live service, never the sample); `nil`
  /// for the sample.
  func liveBaseURL(key: String, live: Bool) throws -> URL? {
    try baseURL(live: live) ?? (key.isEmpty ? nil : PlacesNewService.defaultBaseURL)
  }
}
