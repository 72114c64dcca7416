import Foundation
import Gallery
import ImageDecoding
import MVVMKitNetworking
import TerminalUI
import WebUI

/// The Gallery app's composition root: its feed, its images and its first screen, from the
/// options.
extension GalleryCommand {
  /// The popular list, its images through the same client as the feed, in the colours the
  /// terminal announces.
  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> PopularScreen {
    let (service, client) = try service(inspector: inspector)
    return PopularScreen(
      viewModel: PopularViewModel(service: service, clock: display.clock),
      images: ImageStore(
        loader: ImageLoader(client: client),
        colors: .from(environment: ProcessInfo.processInfo.environment)),
      files: PhotoFiles(
        directory: saveDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
          ?? PhotoFiles.defaultDirectory()))
  }

  /// The popular list in the browser, its pictures through the same client as the feed.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    let (service, client) = try service(inspector: inspector)
    return PopularPage(
      viewModel: PopularViewModel(service: service, clock: display.clock),
      loader: ImageLoader(client: client))
  }

  /// The service, and the client its images come through: live at the given API URL, the sample
  /// feed otherwise; through `inspector`.
  func service(inspector: Inspector? = nil) throws -> (any PhotoService, any HTTPClient) {
    let wrap = Inspector.wrapping(inspector)
    guard let url = try galleryAPI.baseURL()
    else { return (FiveHundredPxService.bundled(through: wrap), wrap(GalleryBundle.client())) }
    let client = wrap(URLSessionHTTPClient())
    return (FiveHundredPxService(client: client, baseURL: url), client)
  }
}
