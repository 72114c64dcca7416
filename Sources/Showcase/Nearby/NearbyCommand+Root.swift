import ArgumentParser
import ImageDecoding
import MVVMKitNetworking
import Nearby
import TerminalUI
import WebUI

/// The Nearby app's composition root: its service, where the user is, and its first screen, from
/// the options (and NEARBY_LOCATION, PLACES_API_URL, GOOGLE_PLACES_API_KEY).
extension NearbyCommand {
  /// The app's flow on a new home around `--location` (or NEARBY_LOCATION), in `--units`.
  @MainActor
  func makeFlow(clients: any ServiceClients) throws -> NearbyFlow {
    NearbyFlow(home: try makeHome(clients: clients))
  }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on (the
  /// places' photos from `images`): the switch from each screen of the app to its view.
  @MainActor
  static func screens(of flow: NearbyFlow, images: ImageStore?) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen -> any TerminalScreen in
      switch screen {
      case .home(let home):
        let view = NearbyHomeScreen(viewModel: home)
        view.images = images
        return view
      case .list(let list):
        let view = PlaceListScreen(viewModel: list)
        view.images = images
        return view
      case .place(let place):
        return PlaceDetailScreen(viewModel: place, images: images)
      }
    }
  }

  /// The home screen, for the menu: the first of a new flow's screens.
  @MainActor
  func makeFirstScreen(clients: any ServiceClients) throws -> NearbyHomeScreen {
    let flow = try makeFlow(clients: clients)
    let screens = Self.screens(of: flow, images: try photos(clients: clients))
    guard let home = screens.first as? NearbyHomeScreen else {
      throw ValidationError("Nearby opens on its home.")
    }
    return home
  }

  /// A new flow showing `route` over the home (a list or a place opens once the home has loaded
  /// what it is found in: ``views(at:clients:_:)`` pushes them).
  @MainActor
  func makeFlow(at route: NearbyRoute, clients: any ServiceClients) throws -> NearbyFlow {
    try makeFlow(clients: clients)
  }

  @MainActor
  func terminalScreens(of flow: NearbyFlow, clients: any ServiceClients) throws
    -> [any TerminalScreen]
  {
    Self.screens(of: flow, images: try photos(clients: clients))
  }

  @MainActor
  func webPages(of flow: NearbyFlow, clients: any ServiceClients) throws -> [any WebPage] {
    Self.pages(of: flow, photos: try photos(clients: clients)?.loader)
  }

  /// The web pages of `flow`'s routes, bottom first, which follow it from now on (the places'
  /// photos from `photos`): the switch from each screen of the app to its page.
  @MainActor
  static func pages(of flow: NearbyFlow, photos: ImageLoader?) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .home(let home):
        let page = NearbyHomePage(viewModel: home)
        page.photos = photos
        return page
      case .list(let list):
        let page = PlaceListPage(viewModel: list)
        page.photos = photos
        return page
      case .place(let place):
        let page = PlaceDetailPage(viewModel: place)
        page.photos = photos
        return page
      }
    }
  }

  /// The home's view model: the places around `--location`, through `clients`.
  @MainActor
  func makeHome(clients: any ServiceClients) throws -> NearbyHomeViewModel {
    NearbyHomeViewModel(
      service: try service(clients: clients), locationProvider: try searchCentre(),
      radius: radius, units: Units(rawValue: units) ?? .metric, clock: display.clock)
  }
}
