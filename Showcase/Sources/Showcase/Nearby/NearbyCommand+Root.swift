import ArgumentParser
import ImageDecoding
import MVVMKitNetworking
import Nearby
import ShowcaseTerminal
import ShowcaseWeb
import TerminalUI
import WebUI

/// The Nearby app's composition root: its service, where the user is, and its first screen, from
/// the options (and NEARBY_LOCATION, PLACES_API_URL, GOOGLE_PLACES_API_KEY).
extension NearbyCommand {
  /// The app's flow on a new home around `--location` (or NEARBY_LOCATION), in `--units`, the
  /// places narrowed by `filter`, else by `--open-now` and `--keyword`.
  @MainActor
  func makeFlow(clients: any ServiceClients, filter: PlaceFilter? = nil) throws -> NearbyFlow {
    NearbyFlow(
      service: try service(clients: clients), locationProvider: try searchCentre(),
      radius: radius.metres, units: Units(rawValue: units) ?? .metric,
      filter: filter ?? self.filter,
      clock: display.clock)
  }

  /// A new flow showing the home, narrowed as `route` says when it is a home that narrows, for the
  /// rest of an address's routes to be pushed over it (``views(at:clients:_:)`` pushes a list or
  /// a place, which load themselves where the home has not).
  @MainActor
  func makeFlow(at route: NearbyRoute, clients: any ServiceClients) throws -> NearbyFlow {
    // An address that narrows nothing leaves the options' filter.
    guard case .home(let filter) = route, !filter.isEmpty else {
      return try makeFlow(clients: clients)
    }
    return try makeFlow(clients: clients, filter: filter)
  }

  /// The places' photos (see ``photos(clients:)``).
  @MainActor
  func imageLoader(of flow: NearbyFlow, clients: any ServiceClients) throws -> ImageLoader? {
    try photos(clients: clients)
  }
}
