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
  /// Where the options open the app: the search of `--query`, the topic of `--topic`.
  var routes: [GalleryRoute] {
    if let query { return [.feed(.search(query.trimmingCharacters(in: .whitespacesAndNewlines)))] }
    return [topic.map { .feed(.topic($0)) } ?? .popular]
  }

  /// The app's flow at `routes` (by default ``routes``), on the feed the options choose, its
  /// images through the same client, saved into `--save-dir`; its time on `clock`. A replay's
  /// saves go to a temporary folder of its own (the screen says where), never into the viewer's
  /// pictures: a replay writes none of the viewer's files (see ``openStore(_:)``).
  @MainActor
  func makeFlow(
    clients: any ServiceClients, clock: any Clock<Duration>, routes: [GalleryRoute]? = nil
  ) throws -> GalleryFlow {
    let (service, client) = try service(clients: clients)
    let directory =
      if Replay.current != nil {
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "showcase-replay-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
      } else {
        saveDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
          ?? PhotoFiles.defaultDirectory()
      }
    return GalleryFlow(
      service: service, images: ImageLoader(client: client),
      files: PhotoFiles(directory: directory), clock: clock, routes: routes ?? self.routes)
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

  /// The service, and the client its images come through: a 500px-shaped API at
  /// `--gallery-api`, Openverse at `--openverse-api` or with `--live` (with `OPENVERSE_TOKEN` when
  /// set), the bundled sample otherwise; through `clients`, which never show the token.
  func service(clients: (any ServiceClients)? = nil) throws -> (any PhotoService, any HTTPClient) {
    if let url = try galleryAPI.baseURL() {
      let client = display.network.liveClient(clients)
      return (FiveHundredPxService(client: client, baseURL: url), client)
    }
    guard let url = try openverseAPI.baseURL(live: display.network.live) else {
      let wrap = wrapping(clients)
      return (OpenverseService.bundled(through: wrap), wrap(GalleryBundle.client()))
    }
    let token = ShowcaseEnvironment.current["OPENVERSE_TOKEN"] ?? ""
    let client = display.network.liveClient(clients, redacting: Redaction(secrets: [token]))
    return (OpenverseService(client: client, baseURL: url, token: token), client)
  }
}
