import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The topics and searches: each pages on its own and keeps its place; the sample answers each.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct FeedsTests {
  /// A photo of a feed: its id, named after the feed.
  private nonisolated static func photo(_ id: Int, _ feed: PhotoFeed) -> Photo {
    let name =
      switch feed {
      case .topic(let topic): topic
      case .search(let words): words
      }
    return Photo(id: String(id), name: "\(name) \(id)", author: "A", width: 1, height: 1)
  }

  /// Two pages of three photos per feed; popular's ids from 1, the others' from 101.
  private let service = TestPhotoService { feed, page throws(APIError) in
    let first = (feed == .topic("popular") ? 0 : 100) + (page - 1) * 3
    return PhotosPage(
      currentPage: page, totalPages: 2, totalItems: 6,
      photos: (1...3).map { Self.photo(first + $0, feed) })
  }

  @Test func eachFeedPagesOnItsOwnAndKeepsItsPlace() async {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    viewModel.selectionChanged(to: 2)  // near the end: page 2 of popular
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == ["1", "2", "3", "4", "5", "6"])

    viewModel.feedSelected(.topic("upcoming"))
    #expect(viewModel.title == "Upcoming")
    #expect(viewModel.place == nil)
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == ["101", "102", "103"])
    #expect(viewModel.pageCount == 1)
    viewModel.selectionChanged(to: 1)

    viewModel.feedSelected(.topic("popular"))
    #expect(
      viewModel.rows.map(\.id) == ["1", "2", "3", "4", "5", "6"], "as it was left, with no request")
    #expect(viewModel.pageCount == 2)
    #expect(viewModel.place == 2)
    viewModel.feedSelected(.topic("upcoming"))
    #expect(viewModel.place == 1)
    #expect(viewModel.photosStatus == .loaded)
  }

  @Test func aPageThatLoadsForAFeedNotShownIsKeptForIt() async {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.feedSelected(.topic("editors"))  // its first page asked for
    viewModel.feedSelected(.topic("popular"))  // and left before it came; popular loads as it shows
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.title) == ["popular 1", "popular 2", "popular 3"])
    viewModel.feedSelected(.topic("editors"))
    #expect(viewModel.rows.map(\.title) == ["editors 101", "editors 102", "editors 103"])
  }

  @Test func anEmptyFeedSaysWhichFeed() async {
    let empty = TestPhotoService { _, page throws(APIError) in
      PhotosPage(currentPage: page, totalPages: 1, totalItems: 0, photos: [])
    }
    let viewModel = PopularViewModel(service: empty, clock: ImmediateClock())
    viewModel.feedSelected(.topic("fresh_today"))
    await viewModel.tasks.idle()
    #expect(viewModel.photosStatus == .empty("No fresh today photos right now."))
    viewModel.searchTextChanged("  tree bark ")
    viewModel.searchSubmitted()
    #expect(viewModel.title == "“tree bark”")
    #expect(viewModel.photosLoadingText == "Searching for “tree bark”…")
    await viewModel.tasks.idle()
    #expect(viewModel.photosStatus == .empty("No photos match “tree bark”."))
  }

  @Test func aSearchTooLongForOpenverseSaysSoWithoutARetry() async {
    let viewModel = PopularViewModel(service: OpenverseService.bundled(), clock: ImmediateClock())
    viewModel.searchTextChanged(String(repeating: "a", count: 201))
    viewModel.searchSubmitted()
    await viewModel.tasks.idle()
    #expect(
      viewModel.photosStatus
        == .failed("Openverse searches take up to 200 characters; this one has 201."))
    #expect(viewModel.hasFailure)
    #expect(!viewModel.canRetry, "the same search would be refused again")
    viewModel.searchTextChanged("space")
    viewModel.searchSubmitted()
    await viewModel.tasks.idle()
    #expect(!viewModel.hasFailure)
  }

  @Test func aFailureAskingAgainMayMendOffersARetry() async {
    let down = TestPhotoService { _, _ throws(APIError) in throw .transport("connection reset") }
    let viewModel = PopularViewModel(service: down, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.canRetry)
  }

  @Test func aSearchIsAFeedOfItsOwnAndAnEmptyOneGoesBackToTheTopic() async {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.feedSelected(.topic("editors"))
    await viewModel.tasks.idle()
    viewModel.searchTextChanged("cat")
    #expect(viewModel.hasUnsubmittedSearch)
    #expect(viewModel.feed == .topic("editors"), "typing searches nothing")
    viewModel.searchSubmitted()
    #expect(!viewModel.hasUnsubmittedSearch)
    #expect(viewModel.searchText == "cat")
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.title) == ["cat 101", "cat 102", "cat 103"])
    viewModel.topicStepped(by: 1)
    #expect(viewModel.feed == .topic("editors"), "from a search, the topic left")
    #expect(viewModel.searchDraft == "")
    viewModel.topicStepped(by: 1)
    #expect(viewModel.feed == .topic("popular"), "round")
    viewModel.feedSelected(.search("cat"))
    #expect(viewModel.rows.map(\.title) == ["cat 101", "cat 102", "cat 103"], "kept")
    #expect(viewModel.searchDraft == "cat")
    viewModel.searchTextChanged("   ")
    viewModel.searchSubmitted()
    #expect(viewModel.feed == .topic("popular"), "no words: the topic last shown")
    viewModel.feedSelected(.topic("nope"))
    #expect(viewModel.feed == .topic("popular"), "a topic the feed lacks: its first")
  }

  @Test func theSampleAnswersTopicsAndSearchesByTitleAndTagsInPagesOfFive() async throws {
    let service = OpenverseService.bundled()
    #expect(
      service.topics.map(\.id) == ["all", "space", "animals", "textures", "science", "objects"])
    let all = try await service.photos(.topic("all"), page: 3)
    #expect(all.currentPage == 3)
    #expect(all.totalPages == 3)
    #expect(all.totalItems == 14)
    #expect(all.photos.count == 4, "fourteen photos: the last page holds four")
    let space = try await service.photos(.topic("space"), page: 1)
    #expect(
      space.photos.map(\.name)
        == ["The astronaut Eileen Collins", "Hubble eXtreme Deep Field", "Launch of DSCOVR"])
    let cat = try await service.photos(.search("Cat"), page: 1)
    #expect(cat.photos.map(\.name) == ["Chelsea the cat"])
    #expect(cat.totalItems == 1)
    let words = try await service.photos(.search("greek COINS"), page: 1)
    #expect(words.photos.map(\.name) == ["Greek coins from Pompeii"], "every word, any case")
    let none = try await service.photos(.search("tree bark"), page: 1)
    #expect(none.photos.isEmpty)
    #expect(none.totalPages == 0)
  }

  @Test(arguments: [
    (GalleryRoute.popular, "/gallery"),
    (.feed(.topic("upcoming")), "/gallery?topic=upcoming"),
    (.feed(.topic("fresh_today")), "/gallery?topic=fresh_today"),
    (.feed(.search("tree bark")), "/gallery?q=tree%20bark"),
  ])
  func eachFeedHasAnAddress(route: GalleryRoute, path: String) {
    #expect(route.path == path)
    #expect(GalleryRoute(path: path) == route)
  }

  @Test func theFlowKeepsTheFeedShownInItsRoute() async {
    let flow = GalleryFlow(
      service: service, images: ImageLoader(client: StubHTTPClient()), clock: ImmediateClock(),
      routes: [.feed(.topic("editors"))])
    guard case .popular(let popular) = flow.screens().first else {
      Issue.record("the list first")
      return
    }
    #expect(popular.feed == .topic("editors"))
    let routes = ObservationRecorder { flow.stack.routes }
    popular.feedSelected(.topic("upcoming"))
    #expect(await routes.next() == [.feed(.topic("editors"))])
    #expect(await routes.next() == [.feed(.topic("upcoming"))])
    popular.feedSelected(.search("cat"))
    #expect(await routes.next() == [.feed(.search("cat"))])
    popular.feedSelected(.topic("popular"))
    #expect(await routes.next() == [.popular])
    #expect(GalleryRoute(path: "/gallery/photo/") == nil)
  }

  /// A flow on the sample's photos, the list loaded and the first photo's detail over it.
  private static func flowOnTheFirstPhoto() async throws -> (
    GalleryFlow, PopularViewModel, [Photo], PhotoDetailViewModel
  ) {
    let flow = GalleryFlow(
      service: OpenverseService.bundled(), images: ImageLoader(client: StubHTTPClient()),
      clock: ImmediateClock())
    let list = try #require(
      flow.screens().first.flatMap { screen -> PopularViewModel? in
        if case .popular(let list) = screen { list } else { nil }
      }, "the list first")
    list.appeared()
    await list.tasks.idle()
    let photos = try #require(list.photos.value)
    try #require(photos.count >= 2)
    flow.stack.push(.photo(id: photos[0].id))
    let detail = try #require(
      flow.screens().last.flatMap { screen -> PhotoDetailViewModel? in
        if case .photo(let detail) = screen { detail } else { nil }
      }, "the detail on top")
    return (flow, list, photos, detail)
  }

  @Test func theDetailStepsAlongTheFeed() async throws {
    let (flow, list, photos, detail) = try await Self.flowOnTheFirstPhoto()
    let first = photos[0]
    let nextForSale = photos[1]
    #expect(!detail.hasPrevious, "the first photo")
    #expect(detail.hasNext)
    detail.nextTapped()
    #expect(flow.stack.routes == [.popular, .photo(id: nextForSale.id)], "in place, not pushed")
    #expect(list.place == photos.firstIndex(of: nextForSale), "the list's place follows")
    guard case .photo(let next) = flow.screens().last else {
      Issue.record("the next detail on top")
      return
    }
    #expect(next.hasPrevious)
    next.previousTapped()
    #expect(flow.stack.routes == [.popular, .photo(id: first.id)])
  }

  @Test func thePhotoAloneIsTheDetailsViewModelAndStepsWithIt() async throws {
    let (flow, _, photos, detail) = try await Self.flowOnTheFirstPhoto()
    let first = photos[0]
    let nextForSale = photos[1]
    detail.fullScreenTapped()
    #expect(flow.stack.routes == [.popular, .photo(id: first.id), .fullScreen(id: first.id)])
    guard case .fullScreen(let alone) = flow.screens().last else {
      Issue.record("the photo alone on top")
      return
    }
    #expect(alone === detail, "the same photo, shown otherwise")
    #expect(Set(flow.screens().map(\.id)).count == 3, "each screen told from the others")
    detail.fullScreenTapped()
    #expect(flow.stack.count == 3, "already alone: nothing pushed")
    alone.nextTapped()
    #expect(
      flow.stack.routes == [.popular, .photo(id: first.id), .fullScreen(id: nextForSale.id)],
      "in place, one step for a browser's history")
    guard case .fullScreen(let next) = flow.screens().last else {
      Issue.record("the next photo alone")
      return
    }
    #expect(next.title == nextForSale.name)
    #expect(next.hasPrevious && next !== detail)
    next.fullScreenClosed()
    #expect(
      flow.stack.routes == [.popular, .photo(id: nextForSale.id)],
      "back to the detail of the photo shown")
    next.fullScreenClosed()
    #expect(flow.stack.routes == [.popular, .photo(id: nextForSale.id)], "not alone: stays")
  }

  @Test func anAddressOfAPhotoAloneOpensItOverItsDetail() async throws {
    let flow = GalleryFlow(
      service: OpenverseService.bundled(), images: ImageLoader(client: StubHTTPClient()),
      clock: ImmediateClock(), routes: GalleryRoute.fullScreen(id: Self.astronaut).trail)
    let screens = flow.screens()
    guard case .fullScreen(let alone) = screens.last, case .photo(let detail) = screens[1] else {
      Issue.record("the photo alone over its detail")
      return
    }
    #expect(alone === detail)
    alone.appeared()
    await alone.tasks.idle()
    #expect(alone.imageURL != nil)
    alone.fullScreenClosed()
    #expect(flow.stack.routes == [.popular, .photo(id: Self.astronaut)])
  }

  /// The sample's astronaut, Openverse's id of it there.
  nonisolated static let astronaut = "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"
}
