import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The pages a test feed was asked for, and a stream of each ask.
private actor Asks {
  private(set) var pages: [Int] = []
  func record(_ page: Int) { pages.append(page) }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PopularViewModelTests {
  private let asks = Asks()

  private nonisolated static func photo(_ id: Int) -> Photo {
    Photo(id: String(id), name: "P\(id)", author: "A")
  }

  /// Three pages of five; page 3 repeats photo 6.
  private func feed(failing: Set<Int> = []) -> TestPhotoService {
    TestPhotoService { [asks] page throws(APIError) in
      await asks.record(page)
      if failing.contains(page) { throw .transport("connection reset") }
      var photos = (1...5).map { Self.photo((page - 1) * 5 + $0) }
      if page == 3 { photos.append(Self.photo(6)) }
      return PhotosPage(currentPage: page, totalPages: 3, totalItems: 15, photos: photos)
    }
  }

  private func loaded(_ service: TestPhotoService) async -> PopularViewModel {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func theNextPageLoadsNearTheEndOnceHoweverFastTheSelectionMoves() async {
    let viewModel = await loaded(feed())
    viewModel.selectionChanged(to: 1)
    #expect(viewModel.paging.next == .more, "not near the end yet")
    viewModel.selectionChanged(to: 2)
    #expect(viewModel.paging.next == .loading)
    viewModel.selectionChanged(to: 3)
    viewModel.selectionChanged(to: 4)
    await viewModel.tasks.idle()
    #expect(await asks.pages == [1, 2], "no second request while one runs")
    #expect(viewModel.rows.count == 10)
  }

  @Test func theSelectionByIdentityIsThePlaceInTheFeed() async {
    let viewModel = await loaded(feed())
    #expect(viewModel.selectedID == nil, "nothing selected before the keys move")
    viewModel.select("2")
    #expect(viewModel.place == 1)
    #expect(viewModel.selectedID == "2")
    viewModel.select("99")
    #expect(viewModel.place == 1, "a photo the feed does not have moves nothing")
    viewModel.select("4")
    #expect(viewModel.place == 3)
    #expect(viewModel.paging.next == .loading, "near the end, as selectionChanged(to:) loads")
    await viewModel.tasks.idle()
    #expect(await asks.pages == [1, 2])
    viewModel.selectionChanged(to: 7)
    #expect(viewModel.selectedID == "8")
  }

  @Test func pagesLoadUntilTheScreensRoomIsFilledAndAFailedOneIsNotAskedAgain() async {
    let viewModel = await loaded(feed())
    viewModel.roomChanged(to: 12)
    await viewModel.tasks.idle()
    #expect(await asks.pages == [1, 2, 3], "five a page: three pages fill twelve")
    #expect(viewModel.rows.count == 15)
    #expect(viewModel.paging.next == .end)
    let failing = await loaded(feed(failing: [3]))
    failing.roomChanged(to: 12)
    await failing.tasks.idle()
    failing.roomChanged(to: 20)
    await failing.tasks.idle()
    #expect(await asks.pages == [1, 2, 3, 1, 2, 3], "the failed page is the user's to retry")
    #expect(failing.rows.count == 10)
  }

  @Test func reloadingStartsFromTheFirstPageAndReplacesTheListWhenItComes() async {
    let viewModel = await loaded(feed())
    viewModel.loadNextPage()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.count == 10)
    viewModel.reloadTapped()
    #expect(viewModel.photos.listStatus(emptyMessage: "") == .refreshing, "the old list, dimmed")
    #expect(viewModel.rows.count == 10)
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == (1...5).map(String.init))
    #expect(viewModel.paging.pagesLoaded == 1)
    #expect(viewModel.paging.next == .more)
    #expect(await asks.pages == [1, 2, 1])
  }

  @Test func aReloadWhileAPageLoadsCancelsItAndAReloadBeforeAnyIsNothing() async {
    let viewModel = PopularViewModel(service: feed(), clock: ImmediateClock())
    viewModel.reloadTapped()
    #expect(viewModel.photos == .idle, "nothing to reload before the first load")
    viewModel.appeared()
    await viewModel.tasks.idle()
    viewModel.loadNextPage()
    viewModel.reloadTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == (1...5).map(String.init))
    #expect(viewModel.paging.pagesLoaded == 1)
  }

  @Test func theEndOfTheFeedAndAPhotoRepeatedOnALaterPageShownOnce() async {
    let viewModel = await loaded(feed())
    viewModel.loadNextPage()
    await viewModel.tasks.idle()
    viewModel.loadNextPage()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == (1...15).map(String.init))
    #expect(viewModel.paging.next == .end)
    #expect(viewModel.paging.pagesLoaded == 3)
    #expect(viewModel.paging.totalPages == 3)
    viewModel.selectionChanged(to: 14)
    #expect(await asks.pages == [1, 2, 3], "nothing after the end")
  }

  @Test func aPhotoThatCannotBeReadLeavesTheOthersAndIsSaidOnce() async throws {
    // As 500px would send it: the second photo's rating is "x".
    let json = """
      {"current_page": 1, "total_pages": 1, "total_items": 3, "photos": [
        {"id": 1, "created_at": "2026-11-21T10:00:00+00:00"},
        {"id": 2, "created_at": "2026-11-21T10:00:00+00:00", "rating": "x"},
        {"id": 3, "created_at": "2026-11-21T10:00:00+00:00"}]}
      """
    let page = try decodeJSON(PhotosPage.self, from: Data(json.utf8))
    #expect(page.photos.map(\.id) == ["1", "3"])
    #expect(
      page.unreadable == [
        UnreadableRecord(index: 1, reason: "at photos[1].rating: expected a number")
      ])
    let viewModel = await loaded(TestPhotoService { _ throws(APIError) in page })
    #expect(viewModel.rows.map(\.id) == ["1", "3"])
    #expect(viewModel.unreadableNote == "1 of 3 photos could not be read.")
    #expect(viewModel.photos.failure == nil)
    #expect(!viewModel.hasFailure)
  }

  @Test func aFailedPageKeepsTheRestAlertsOnceAndRetries() async {
    let failing = LockedPages([2])
    let service = TestPhotoService { [asks] page throws(APIError) in
      await asks.record(page)
      if await failing.contains(page) { throw .transport("connection reset") }
      return PhotosPage(
        currentPage: page, totalPages: 3, totalItems: 15,
        photos: (1...5).map { Self.photo((page - 1) * 5 + $0) })
    }
    let viewModel = await loaded(service)
    var alerts: [PopularViewModel.Event] = []
    let subscription = viewModel.events.listen { alerts.append($0) }
    viewModel.selectionChanged(to: 4)
    await viewModel.tasks.idle()
    #expect(viewModel.rows.count == 5, "the first page stays")
    #expect(viewModel.paging.next == .failed("The server could not be reached (connection reset)."))
    #expect(
      alerts == [
        .alert(
          title: "Photos could not load",
          message: "The server could not be reached (connection reset).",
          button: "Ok")
      ])
    viewModel.selectionChanged(to: 4)
    #expect(await asks.pages == [1, 2], "a failed page is not asked again by itself")
    await failing.remove(2)
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.rows.count == 10)
    #expect(alerts.count == 1, "delivered once")
    _ = subscription
  }

  @Test func aFirstPageThatFailsIsTheListsPlaceholderNotAnAlertToo() async {
    let service = TestPhotoService { _ throws(APIError) in throw .transport("connection reset") }
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    var alerts: [PopularViewModel.Event] = []
    let subscription = viewModel.events.listen { alerts.append($0) }
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(
      viewModel.photosStatus == .failed("The server could not be reached (connection reset)."))
    #expect(alerts.isEmpty, "the list says it once, with its retry")
    _ = subscription
  }

  @Test func aPhotoChosenOpensAndOneNotLoadedDoesNothing() async {
    let viewModel = await loaded(feed())
    var events: [PopularViewModel.Event] = []
    let subscription = viewModel.events.listen { events.append($0) }
    viewModel.photoSelected("2")
    viewModel.photoSelected("99")
    #expect(events == [.showDetail(id: "2")])
    #expect(viewModel.photo(id: "1")?.name == "P1")
    _ = subscription
  }

  @Test func releasedMidLoadItDeallocatesAndItsRequestIsCancelled() async {
    let (cancelled, cancellation) = AsyncStream.makeStream(of: Void.self)
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let service = TestPhotoService { _ throws(APIError) in
      start.yield()
      await withTaskCancellationHandler {
        let (never, _) = AsyncStream.makeStream(of: Void.self)
        for await _ in never {}
      } onCancel: {
        cancellation.yield()
      }
      throw .cancelled
    }
    var viewModel: PopularViewModel? = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel?.appeared()
    var starts = started.makeAsyncIterator()
    _ = await starts.next()
    let tracker = ReleaseTracker(viewModel)
    viewModel = nil
    #expect(tracker.isReleased)
    var cancels = cancelled.makeAsyncIterator()
    #expect(await cancels.next() != nil, "the page's request was cancelled")
  }
}

/// Pages that fail, changeable by the test while the service runs.
private actor LockedPages {
  private var pages: Set<Int>
  init(_ pages: Set<Int>) { self.pages = pages }
  func contains(_ page: Int) -> Bool { pages.contains(page) }
  func remove(_ page: Int) { pages.remove(page) }
}
