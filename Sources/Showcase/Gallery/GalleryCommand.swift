import ArgumentParser
import Clocks
import Foundation
import Gallery
import MVVMKit
import MVVMKitNetworking
import ShowcaseTerminal
import TerminalUI

/// `showcase gallery`: the Gallery app.
struct GalleryCommand: ShowcaseApp {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Popular photos with their images, paged; a photo's detail when it is for sale.",
    discussion: """
      Runs on a sample feed of public-domain and CC0 photographs unless --gallery-api (or \
      GALLERY_API_URL) names a server speaking 500px's photo API shape.
      """
  )

  @OptionGroup var display: DisplayOptions

  static var liveAPIs: [any LiveAPI.Type] { [FiveHundredPx.self] }

  @Option(help: "Load pages 1 to N of the list before it is shown.")
  var page = 1

  @Option(
    help: ArgumentHelp(
      "The feed: popular, upcoming, fresh_today or editors (default: popular).",
      valueName: "NAME"))
  var feature: String?

  @Option(help: "Open the photo with this id (the feed's pages are loaded until it is found).")
  var photo: Int?

  @Flag(help: "With --photo: show the photo alone, as large as the terminal allows.")
  var fullScreen = false

  @Option(help: "Where s in a photo's detail saves it (default: XDG_PICTURES_DIR, or ~/Pictures).")
  var saveDir: String?

  @OptionGroup var galleryAPI: APIOption<FiveHundredPx>

  /// The most pages `--photo` loads to find its photo.
  static let pagesSearched = 20

  func validate() throws {
    guard page >= 1 else { throw ValidationError("--page must be 1 or more; got \(page).") }
    if fullScreen, photo == nil {
      throw ValidationError("--full-screen shows a photo alone: give the photo with --photo ID.")
    }
    if let feature, Feature(rawValue: feature) == nil {
      throw ValidationError(
        "--feature needs popular, upcoming, fresh_today or editors; got “\(TerminalText.sanitized(feature))”."
      )
    }
    _ = try service()
  }

  @MainActor
  mutating func run() async throws {
    let inspector = try display.makeInspector()
    let flow = try makeFlow(clients: inspector, clock: display.clock)
    let images = AppScreens.imageStore(flow.images)
    guard display.once || photo != nil || page > 1,
      case .popular(let viewModel) = flow.screens().first
    else {
      // The screen at once, loading its first page: a slow server never leaves the terminal
      // blank, and not yet in raw mode.
      let screens = AppScreens.screens(of: flow, images: images)
      return try await display.present(screens[0], inspector: inspector)
    }
    // Pages 1 to N, and on until the photo asked for is found, before the screen is shown.
    viewModel.appeared()
    await waitUntil { viewModel.isSettled }
    func isFound() -> Bool { photo.map { id in viewModel.rows.contains { $0.id == id } } ?? true }
    while viewModel.pageCount < page || (!isFound() && viewModel.pageCount < Self.pagesSearched),
      viewModel.paging.next == .more, !viewModel.hasFailure
    {
      viewModel.loadNextPage()
      await waitUntil { viewModel.isSettled }
    }
    // A feed that failed is shown failing (and --once exits 1): the photo may well be in it.
    if let photo, !viewModel.hasFailure {
      guard isFound() else {
        throw ValidationError(
          "--photo: no photo \(photo) in the feed's first \(viewModel.pageCount) page"
            + (viewModel.pageCount == 1 ? "." : "s."))
      }
      // As a tap would: a photo for sale is a route the flow pushes, one not for sale an alert
      // that waits for the list to show it.
      viewModel.photoSelected(photo)
      // As Enter on its detail would, once the detail has the photo.
      if fullScreen, case .photo(let detail) = flow.screens().last {
        detail.fullScreenTapped()
      }
    }
    let screens = AppScreens.screens(of: flow, images: images, selecting: photo)
    guard let top = screens.last else { return }
    let size = display.frameSize
    try await display.present(top, inspector: inspector, under: Array(screens.dropLast())) {
      // A first frame asks for the images it shows; the printed one has them.
      if let top = top.navigator?.top {
        _ = frame(of: top, width: size.width, height: size.height)
      }
      await waitUntil { images.isIdle }
    }
  }

  /// 500px's photo API, or a server that speaks it.
  enum FiveHundredPx: LiveAPI {
    static let name = "gallery"
    static let summary = "500px-shaped API to use instead of the sample feed"
    /// 500px's public API closed in 2018: the feed stays the bundled sample under `--live`.
    static var liveURL: URL? { nil }
  }
}
