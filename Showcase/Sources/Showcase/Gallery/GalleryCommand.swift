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
    abstract: "Free photos by topic or search, with their credits.",
    discussion: """
      Runs on a sample of public-domain and CC0 photographs in Openverse's shape unless --live \
      (Openverse itself, keyless), --openverse-api (or OPENVERSE_API_URL) names an Openverse \
      server, or --gallery-api (or GALLERY_API_URL) one speaking 500px's photo API shape. An \
      OPENVERSE_TOKEN in the environment is sent to Openverse as a bearer token.
      """
  )

  static var liveAPIs: [any LiveAPI.Type] { [Openverse.self, FiveHundredPx.self] }

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Load pages 1 to N of the list before it is shown.", valueName: "N"))
  var page = 1

  @Option(
    name: [.customLong("topic"), .customLong("feature")],
    help: ArgumentHelp(
      "The topic: all, space, animals, textures, science or objects (a 500px-shaped API's: popular, upcoming, fresh_today or editors).",
      valueName: "NAME"))
  var topic: String?

  @Option(help: ArgumentHelp("Search the photos for these words.", valueName: "TEXT"))
  var query: String?

  @Option(
    help: ArgumentHelp(
      "Open the photo with this id (Openverse's UUID; a 500px-shaped API's number).",
      valueName: "ID"))
  var photo: String?

  @Flag(help: "With --photo: show the photo alone, as large as the terminal allows.")
  var fullScreen = false

  @Option(
    help: ArgumentHelp(
      "Where s in a photo's detail saves it (default: the desktop's pictures folder: XDG_PICTURES_DIR, or as user-dirs.dirs names it, or ~/Pictures).",
      valueName: "DIR"))
  var saveDir: String?

  @OptionGroup var openverseAPI: APIOption<Openverse>
  @OptionGroup var galleryAPI: APIOption<FiveHundredPx>

  /// The longest search taken: Openverse's own limit on `q`.
  static let longestQuery = OpenverseService.longestQuery

  /// The options every app shares: after the app's own, in its help.
  @OptionGroup var display: DisplayOptions

  func validate() throws {
    guard page >= 1 else { throw ValidationError("--page must be 1 or more; got \(page).") }
    if fullScreen, photo == nil {
      throw ValidationError("--full-screen shows a photo alone: give the photo with --photo ID.")
    }
    if try openverseAPI.baseURL() != nil, try galleryAPI.baseURL() != nil {
      throw ValidationError(
        "--openverse-api and --gallery-api name two feeds: give one of them (or of their variables)."
      )
    }
    if topic != nil, query != nil {
      throw ValidationError("--topic and --query both choose the photos shown: give one of them.")
    }
    if let query {
      let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !words.isEmpty, words.count <= Self.longestQuery,
        !words.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw ValidationError(
          "--query needs 1 to \(Self.longestQuery) characters of words, without control characters."
        )
      }
    }
    let (service, _) = try service()
    if let topic, service.topic(id: topic) == nil {
      throw ValidationError(
        "--topic needs \(service.topics.map(\.id).formatted(.list(type: .or))); got “\(TerminalText.sanitized(topic))”."
      )
    }
    if let photo, !service.isPhotoID(photo) {
      throw ValidationError(
        "--photo needs \(service.photoIDForm); got “\(TerminalText.sanitized(photo))”.")
    }
  }

  /// A photo's route only with an id of the form the photo service uses: `/gallery/photo/1` is
  /// no photo's address.
  func accepts(_ route: GalleryRoute) throws -> Bool {
    switch route {
    case .photo(let id), .fullScreen(let id): try service().0.isPhotoID(id)
    case .popular, .feed: true
    }
  }

  /// Takes its APIs' URLs.
  mutating func take(_ shared: SharedAppOptions) {
    openverseAPI.take(shared)
    galleryAPI.take(shared)
  }

  @MainActor
  mutating func run(inspecting inspector: Inspector) async throws {
    let flow = try makeFlow(clients: inspector, clock: display.clock)
    let images = AppScreens.imageStore(flow.images)
    guard display.once || photo != nil || page > 1,
      case .popular(let viewModel) = flow.screens().first
    else {
      // The screen at once, loading its first page: a slow server never leaves the terminal
      // blank, and not yet in raw mode.
      let screens = AppScreens.screens(of: flow, images: images)
      return try await display.present(screens, inspector: inspector)
    }
    // Pages 1 to N before the screen is shown.
    viewModel.appeared()
    await waitUntil { viewModel.isSettled }
    while viewModel.pageCount < page, viewModel.paging.next == .more, !viewModel.hasFailure {
      viewModel.loadNextPage()
      await waitUntil { viewModel.isSettled }
    }
    if let photo {
      // As a tap would where the list has it; as a link would where it does not (the detail
      // loads it by its id).
      if viewModel.photo(id: photo) != nil {
        viewModel.photoSelected(photo)
      } else {
        flow.stack.push(.photo(id: photo))
      }
      // As Enter on its detail would, once the detail has the photo.
      if fullScreen, case .photo(let detail) = flow.screens().last {
        detail.appeared()
        await waitUntil { detail.isSettled }
        detail.fullScreenTapped()
      }
    }
    let screens = AppScreens.screens(of: flow, images: images, selecting: photo)
    try await display.present(screens, inspector: inspector, pictures: images)
  }

  /// Openverse, or a server that speaks its API.
  enum Openverse: LiveAPI {
    static let name = "openverse"
    static let summary =
      "Openverse API to use instead of the bundled sample (the Gallery's photos, Meditation's music)"
    static var liveURL: URL? { OpenverseService.defaultBaseURL }
  }

  /// A server speaking 500px's photo API shape (500px's own closed in 2018).
  enum FiveHundredPx: LiveAPI {
    static let name = "gallery"
    static let summary = "500px-shaped API to use instead of the sample photos"
    /// 500px's public API closed in 2018: `--live` means Openverse.
    static var liveURL: URL? { nil }
  }
}
