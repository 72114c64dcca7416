import ArgumentParser
import Foundation
import Gallery
import ImageDecoding
import MVVMKitNetworking
import ShowcaseTerminal
import ShowcaseWeb
import TerminalUI
import WebUI

/// The Gallery app's composition root: its feed, its images, the folder photos are saved in, its
/// flow, and the views of its screens.
extension GalleryCommand {
  /// Where the options open the app: the feed of `--feature`.
  var routes: [GalleryRoute] {
    let shown = feature.flatMap(Feature.init(rawValue:)) ?? .popular
    return [shown == .popular ? .popular : .feed(shown)]
  }

  /// The app's flow at `routes` (by default ``routes``), on the feed the options choose, its
  /// images through the same client, saved into `--save-dir`; its time on `clock`.
  @MainActor
  func makeFlow(
    clients: any ServiceClients, clock: any Clock<Duration>, routes: [GalleryRoute]? = nil
  ) throws -> GalleryFlow {
    let (service, client) = try service(clients: clients)
    return GalleryFlow(
      service: service, images: ImageLoader(client: client),
      files: PhotoFiles(
        directory: saveDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
          ?? PhotoFiles.defaultDirectory()),
      clock: clock, routes: routes ?? self.routes)
  }

  /// A new flow showing `route`, on the feed the options choose.
  @MainActor
  func makeFlow(at route: GalleryRoute, clients: any ServiceClients) throws -> GalleryFlow {
    try makeFlow(clients: clients, clock: display.clock, routes: [route])
  }

  /// The photos, through the flow's loader (which saving uses too).
  @MainActor
  func imageLoader(of flow: GalleryFlow, clients: any ServiceClients) -> ImageLoader? {
    flow.images
  }

  /// The service, and the client its images come through: live at the given API URL, the sample
  /// feed otherwise; through `clients`.
  func service(clients: (any ServiceClients)? = nil) throws -> (any PhotoService, any HTTPClient) {
    let wrap = wrapping(clients)
    guard let url = try galleryAPI.baseURL(live: display.network.live)
    else { return (FiveHundredPxService.bundled(through: wrap), wrap(GalleryBundle.client())) }
    let client = wrap(URLSessionHTTPClient())
    return (FiveHundredPxService(client: client, baseURL: url), client)
  }
}
