import ArgumentParser
import ImageDecoding
import Nearby
import TerminalUI
import WebUI

/// The Nearby app's composition root: its service, where the user is, and its first screen, from
/// the options (and NEARBY_LOCATION, PLACES_API_URL, GOOGLE_PLACES_API_KEY).
extension NearbyCommand {
  /// The app's flow on a new home around `--location` (or NEARBY_LOCATION), in `--units`.
  @MainActor
  func makeFlow(inspector: Inspector) throws -> NearbyFlow {
    NearbyFlow(home: try makeHome(inspector: inspector))
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
  func makeFirstScreen(inspector: Inspector) throws -> NearbyHomeScreen {
    let flow = try makeFlow(inspector: inspector)
    let screens = Self.screens(of: flow, images: try photos(inspector: inspector))
    guard let home = screens.first as? NearbyHomeScreen else {
      throw ValidationError("Nearby opens on its home.")
    }
    return home
  }

  /// The home page in the browser, the first of a new flow's pages; the pages follow the flow.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    let flow = try makeFlow(inspector: inspector)
    let photos = try photos(inspector: inspector)?.loader
    let pages = FlowViews.pages(of: flow) { screen -> any WebPage in
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
    guard let first = pages.first else { throw ValidationError("Nearby has no first page.") }
    return first
  }

  /// The home's view model: the places around `--location`, through `inspector`.
  @MainActor
  func makeHome(inspector: Inspector) throws -> NearbyHomeViewModel {
    NearbyHomeViewModel(
      service: try service(inspector: inspector), locationProvider: try searchCentre(),
      radius: radius, units: Units(rawValue: units) ?? .metric, clock: display.clock)
  }
}
