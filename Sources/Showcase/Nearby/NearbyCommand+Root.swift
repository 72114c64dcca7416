import Nearby
import TerminalUI
import WebUI

/// The Nearby app's composition root: its service, where the user is, and its first screen, from
/// the options (and NEARBY_LOCATION, PLACES_API_URL, GOOGLE_PLACES_API_KEY).
extension NearbyCommand {
  /// The home screen around `--location` (or NEARBY_LOCATION), in `--units`.
  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> NearbyHomeScreen {
    let screen = NearbyHomeScreen(viewModel: try makeHome(inspector: inspector))
    screen.images = try photos(inspector: inspector)
    return screen
  }

  /// The home page in the browser, on the same services.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    let page = NearbyHomePage(viewModel: try makeHome(inspector: inspector))
    page.photos = try photos(inspector: inspector)?.loader
    return page
  }

  /// The home's view model: the places around `--location`, through `inspector`.
  @MainActor
  func makeHome(inspector: Inspector) throws -> NearbyHomeViewModel {
    NearbyHomeViewModel(
      service: try service(inspector: inspector), locationProvider: try searchCentre(),
      radius: radius, units: Units(rawValue: units) ?? .metric, clock: display.clock)
  }
}
