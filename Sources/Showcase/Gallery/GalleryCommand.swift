import ArgumentParser
import Clocks
import Foundation
import Gallery
import MVVMKitNetworking
import TerminalUI

/// `showcase gallery`: the Gallery app.
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Popular photos with their images, paged; a photo's detail when it is for sale.",
    discussion: """
      Runs on a sample feed of public-domain and CC0 photographs unless --gallery-api (or \
      GALLERY_API_URL) names a server speaking 500px's photo API shape.
      """
  )

  @OptionGroup var display: DisplayOptions

  @Option(help: "With --once: load pages 1 to N of the list.")
  var page = 1

  @Option(help: "Open the photo with this id.")
  var photo: Int?

  @Option(
    name: .customLong("gallery-api"),
    help: "500px-shaped API to use instead of the sample feed (or GALLERY_API_URL).")
  var galleryAPI: String?

  func validate() throws {
    guard page >= 1 else { throw ValidationError("--page must be 1 or more; got \(page).") }
    _ = try service()
  }

  @MainActor
  mutating func run() async throws {
    let clock: any Clock<Duration> = display.once ? ImmediateClock() : ContinuousClock()
    let inspector = try display.makeInspector()
    let (service, client) = try service(inspector: inspector)
    let viewModel = PopularViewModel(service: service, clock: clock)
    let images = ImageStore(loader: ImageLoader(client: client))
    let colors = PixelImage.Colors.from(environment: ProcessInfo.processInfo.environment)
    let list = PopularScreen(viewModel: viewModel, images: images, colors: colors)
    // Pages 1 to N (and the photo, if asked for) before the screen is shown.
    viewModel.appeared()
    await waitUntil { viewModel.isSettled }
    while display.once, viewModel.pageCount < page, viewModel.footer == .none, !viewModel.hasFailure
    {
      viewModel.loadNextPage()
      await waitUntil { viewModel.isSettled }
    }
    if let photo {
      guard viewModel.rows.contains(where: { $0.id == photo }) else {
        throw ValidationError("--photo: no photo \(photo) in the pages loaded.")
      }
      // As a tap would. The event waits in the view model's queue until the list appears and
      // listens: a photo for sale opens its detail, one not for sale shows the alert over the list.
      list.select(photo)
      viewModel.photoSelected(photo)
    }
    let size = display.frameSize
    try await display.present(
      list, inspector: inspector, settled: { viewModel.isSettled }, failed: { viewModel.hasFailure }
    ) {
      // A first frame asks for the images it shows; the printed one has them.
      if let top = list.navigator?.top {
        _ = frame(of: top, width: size.width, height: size.height)
      }
      await waitUntil { images.isIdle }
    }
  }

  /// The service, and the client its images come through: live at the given API URL, the sample
  /// feed otherwise; through `inspector`.
  func service(inspector: Inspector? = nil) throws -> (any PhotoService, any HTTPClient) {
    let wrap = Inspector.wrapping(inspector)
    guard let url = try apiBaseURL(galleryAPI, option: "--gallery-api", variable: "GALLERY_API_URL")
    else { return (FiveHundredPxService.bundled(through: wrap), wrap(BundledGallery.client())) }
    let client = wrap(URLSessionHTTPClient())
    return (FiveHundredPxService(client: client, baseURL: url), client)
  }
}
