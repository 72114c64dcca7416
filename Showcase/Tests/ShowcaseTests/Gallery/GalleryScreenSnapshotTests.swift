import Clocks
import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Gallery
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The Gallery screens as plain text (images in the NO_COLOR character ramp), at 60x20, 100x30 and
/// 200x60: the list loading, loaded, loading more, with a failed page, at the end; a detail.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct GalleryScreenSnapshotTests {
  /// The sample's ids of the photos the frames select.
  static let astronaut = "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"
  static let rocket = "3ffaa258-5d0e-596a-8918-21f042f6c80c"
  static let horse = "5ced2c0b-563b-5ce3-b2fd-fef70a23ebbc"

  private let images = ImageStore(
    loader: ImageLoader(client: GalleryBundle.client()), colors: .greyscale)

  private func screen(_ viewModel: PopularViewModel) -> PopularScreen {
    PopularScreen(viewModel: viewModel, images: images, alerts: EventQueue())
  }

  /// Draws `screen` once at every size, so it asks for the images it shows, and waits for them.
  private func loadImages(of screen: any TerminalScreen) async {
    for (width, height) in [(60, 20), (100, 30), (200, 60)] {
      _ = frame(of: screen, width: width, height: height)
    }
    await waitUntil { images.isIdle }
  }

  private func loaded(_ service: any PhotoService = OpenverseService.bundled()) async
    -> PopularViewModel
  {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test(arguments: [(80, 1), (120, 2), (200, 3)])
  func aWideTerminalShowsAGridThatTheArrowsMoveThrough(width: Int, columns: Int) async {
    let viewModel = await loaded()
    let navigator = Navigator(root: screen(viewModel))
    let size = (width: width, height: 40)
    let first = frame(of: navigator, width: size.width, height: size.height).plainText()
    // The first row's titles side by side: as many as the grid has columns.
    let titles = ["The astronaut Eileen Collins", "Chelsea the cat", "A coffee cup"]
    let firstLine = first.split(separator: "\n")[2]
    #expect(titles.filter { firstLine.contains($0) }.count == columns, "\(firstLine)")
    #expect(navigator.bindings.contains { $0.keys.contains(.right) } == (columns > 1))
    // → along the row, ↓ down the column: the photo below is `columns` further on.
    navigator.handle(.right, terminalSize: size)
    navigator.handle(.down, terminalSize: size)
    #expect(viewModel.place == (columns > 1 ? 1 + columns : 1))
  }

  @Test func endLoadsEveryPageLeftAndSaysWhereTheListIs() async {
    let viewModel = await loaded()
    let navigator = Navigator(root: screen(viewModel))
    func footer() -> String {
      let lines = frame(of: navigator, width: 80, height: 24).plainText()
        .split(separator: "\n", omittingEmptySubsequences: false)
      return String(lines[lines.count - 3])
    }
    #expect(footer() == " 1–3 of 14 · more below · More to load")
    navigator.handle(.character("G"))
    // Each page that comes is followed to the next, as the app's frames follow them.
    await waitUntil {
      _ = footer()
      return viewModel.paging.next == .end && viewModel.isSettled
    }
    #expect(viewModel.pageCount == 3)
    #expect(footer() == " 12–14 of 14 · more above · That's everything")
  }

  @Test func loading() async {
    let pending = PendingResponse()
    let client = StubHTTPClient()
    await client.stub("photos", with: .pending(pending))
    let viewModel = PopularViewModel(
      service: FiveHundredPxService(client: client), clock: ImmediateClock())
    let screen = screen(viewModel)
    screen.appeared()
    assertFrames(screen, named: "loading")
    await pending.fail(.cancelled)
  }

  @Test func loadedAndAtTheEnd() async {
    let viewModel = await loaded()
    let screen = screen(viewModel)
    await loadImages(of: screen)
    // The frame at 200x60 has room for more than a page: the rest load to fill it.
    await viewModel.tasks.idle()
    #expect(viewModel.paging.next == .end)
    await loadImages(of: screen)
    assertFrames(screen, named: "loaded")
    viewModel.loadNextPage()
    await viewModel.tasks.idle()
    viewModel.loadNextPage()
    await viewModel.tasks.idle()
    screen.select(Self.horse)
    await loadImages(of: screen)
    assertFrames(screen, named: "end")
  }

  @Test func loadingMoreAndAFailedPage() async throws {
    let pending = PendingResponse()
    let client = StubHTTPClient()
    let url = try #require(
      URL(string: "https://sample.openverse.invalid/v1/images/?page=1&page_size=5"))
    let first = String(
      decoding: try await GalleryBundle.client().send(HTTPRequest(url: url)).body, as: UTF8.self)
    await client.stub("images/", query: ["page": "1"], with: .json(first))
    await client.stub("images/", query: ["page": "2"], with: .pending(pending))
    let viewModel = await loaded(
      OpenverseService(client: client, baseURL: GalleryBundle.baseURL, pageSize: 5, sourceNote: nil)
    )
    let screen = screen(viewModel)
    viewModel.selectionChanged(to: 4)
    screen.select(Self.rocket)
    await loadImages(of: screen)
    assertFrames(screen, named: "loading-more")
    await pending.fail(.transport("connection reset"))
    await viewModel.tasks.idle()
    assertFrames(screen, named: "failed-page")
  }

  @Test func detail() async {
    let viewModel = await loaded()
    guard let photo = viewModel.photo(id: Self.astronaut) else {
      Issue.record("the astronaut is in the feed")
      return
    }
    let screen = PhotoDetailScreen(
      viewModel: PhotoDetailViewModel(photo: photo), images: images)
    await loadImages(of: screen)
    assertFrames(screen, named: "astronaut")
  }

  @Test func theFullScreenPhotoFillsEveryCellAboveTheStatusBar() async {
    let viewModel = await loaded()
    guard let photo = viewModel.photo(id: Self.astronaut) else {
      Issue.record("the astronaut is in the feed")
      return
    }
    let alone = FullScreenPhotoScreen(viewModel: PhotoDetailViewModel(photo: photo), images: images)
    await loadImages(of: alone)
    assertFrames(alone, named: "astronaut")
    // Every cell above the status bar is the picture as it fits the whole of them: no margin,
    // no caption. The detail's is smaller, beside or above its facts.
    let detail = PhotoDetailScreen(
      viewModel: PhotoDetailViewModel(photo: photo), images: images)
    for (width, height) in [(60, 20), (100, 30), (200, 60)] {
      var whole = ScreenBuffer(width: width, height: height - 1)
      ImageView(store: images, url: photo.imageURL).draw(
        in: Rect(x: 0, y: 0, width: width, height: height - 1), on: &whole, tick: 0)
      func above(_ screen: any TerminalScreen) -> String {
        frame(of: screen, width: width, height: height).plainText()
          .split(separator: "\n", omittingEmptySubsequences: false).prefix(height - 1)
          .joined(separator: "\n")
      }
      #expect(above(alone) == whole.plainText(), "\(width)x\(height)")
      #expect(above(detail) != whole.plainText(), "\(width)x\(height)")
    }
  }
}
