import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The feeds: each pages on its own and keeps its place; the sample answers each in its order.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct FeedsTests {
  /// A photo of a feed: its id, named after the feed.
  private nonisolated static func photo(_ id: Int, _ feature: Feature) -> Photo {
    Photo(
      id: id, name: "\(feature.rawValue) \(id)", rating: 0, timesViewed: 0, votesCount: 0,
      createdAt: .distantPast, createdAtOffset: 0, isForSale: true, width: 1, height: 1,
      author: "A")
  }

  /// Two pages of three photos per feed; popular's ids from 1, upcoming's from 101.
  private let service = TestPhotoService { feature, page throws(APIError) in
    let first = (feature == .popular ? 0 : 100) + (page - 1) * 3
    return PhotosPage(
      currentPage: page, totalPages: 2, totalItems: 6,
      photos: (1...3).map { Self.photo(first + $0, feature) })
  }

  @Test func eachFeedPagesOnItsOwnAndKeepsItsPlace() async {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    viewModel.selectionChanged(to: 2)  // near the end: page 2 of popular
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == [1, 2, 3, 4, 5, 6])

    viewModel.featureSelected(.upcoming)
    #expect(viewModel.title == "Upcoming")
    #expect(viewModel.place == nil)
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.id) == [101, 102, 103])
    #expect(viewModel.pageCount == 1)
    viewModel.selectionChanged(to: 1)

    viewModel.featureSelected(.popular)
    #expect(viewModel.rows.map(\.id) == [1, 2, 3, 4, 5, 6], "as it was left, with no request")
    #expect(viewModel.pageCount == 2)
    #expect(viewModel.place == 2)
    viewModel.featureSelected(.upcoming)
    #expect(viewModel.place == 1)
    #expect(viewModel.photosStatus == .loaded)
  }

  @Test func aPageThatLoadsForAFeedNotShownIsKeptForIt() async {
    let viewModel = PopularViewModel(service: service, clock: ImmediateClock())
    viewModel.featureSelected(.editors)  // its first page asked for
    viewModel.featureSelected(.popular)  // and left before it came; popular loads as it shows
    await viewModel.tasks.idle()
    #expect(viewModel.rows.map(\.title) == ["popular 1", "popular 2", "popular 3"])
    viewModel.featureSelected(.editors)
    #expect(viewModel.rows.map(\.title) == ["editors 101", "editors 102", "editors 103"])
  }

  @Test func anEmptyFeedSaysWhichFeed() async {
    let empty = TestPhotoService { _, page throws(APIError) in
      PhotosPage(currentPage: page, totalPages: 1, totalItems: 0, photos: [])
    }
    let viewModel = PopularViewModel(service: empty, clock: ImmediateClock())
    viewModel.featureSelected(.freshToday)
    await viewModel.tasks.idle()
    #expect(viewModel.photosStatus == .empty("No fresh today photos right now."))
  }

  @Test func theSampleAnswersEachFeedInItsOrderInPagesOfFive() async throws {
    let service = FiveHundredPxService.bundled()
    let popular = try await service.photos(.popular, page: 1)
    let fresh = try await service.photos(.freshToday, page: 1)
    let editors = try await service.photos(.editors, page: 3)
    #expect(fresh.currentPage == 1)
    #expect(fresh.totalPages == 3)
    #expect(fresh.totalItems == 14)
    #expect(fresh.photos.count == 5)
    #expect(fresh.photos.map(\.createdAt) == fresh.photos.map(\.createdAt).sorted(by: >))
    #expect(editors.photos.count == 4, "fourteen photos: the last page holds four")
    #expect(popular.photos.count == 5)
    let upcoming = try await service.photos(.upcoming, page: 1)
    #expect(
      upcoming.photos.map(\.votesCount) == upcoming.photos.map(\.votesCount).sorted())
  }

  @Test(arguments: [
    (GalleryRoute.popular, "/gallery"),
    (.feed(.upcoming), "/gallery?feature=upcoming"),
    (.feed(.freshToday), "/gallery?feature=fresh_today"),
  ])
  func eachFeedHasAnAddress(route: GalleryRoute, path: String) {
    #expect(route.path == path)
    #expect(GalleryRoute(path: path) == route)
  }

  @Test func theFlowKeepsTheFeedShownInItsRoute() async {
    let flow = GalleryFlow(
      service: service, images: ImageLoader(client: StubHTTPClient()), clock: ImmediateClock(),
      routes: [.feed(.editors)])
    guard case .popular(let popular) = flow.screens().first else {
      Issue.record("the list first")
      return
    }
    #expect(popular.feature == .editors)
    let routes = ObservationRecorder { flow.stack.routes }
    popular.featureSelected(.upcoming)
    #expect(await routes.next() == [.feed(.editors)])
    #expect(await routes.next() == [.feed(.upcoming)])
    popular.featureSelected(.popular)
    #expect(await routes.next() == [.popular])
    #expect(GalleryRoute(path: "/gallery?feature=nope") == nil)
  }

  @Test func theDetailStepsAlongTheFeedToPhotosTheListWouldOpen() async throws {
    let flow = GalleryFlow(
      service: FiveHundredPxService.bundled(), images: ImageLoader(client: StubHTTPClient()),
      clock: ImmediateClock())
    guard case .popular(let list) = flow.screens().first else {
      Issue.record("the list first")
      return
    }
    list.appeared()
    await list.tasks.idle()
    let photos = try #require(list.photos.value)
    let first = try #require(photos.first)
    let nextForSale = try #require(photos.dropFirst().first { $0.isForSale })
    flow.stack.push(.photo(id: first.id))
    guard case .photo(let detail) = flow.screens().last else {
      Issue.record("the detail on top")
      return
    }
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
    let flow = GalleryFlow(
      service: FiveHundredPxService.bundled(), images: ImageLoader(client: StubHTTPClient()),
      clock: ImmediateClock())
    guard case .popular(let list) = flow.screens().first else {
      Issue.record("the list first")
      return
    }
    list.appeared()
    await list.tasks.idle()
    let photos = try #require(list.photos.value)
    let first = try #require(photos.first)
    let nextForSale = try #require(photos.dropFirst().first { $0.isForSale })
    flow.stack.push(.photo(id: first.id))
    guard case .photo(let detail) = flow.screens().last else {
      Issue.record("the detail on top")
      return
    }
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
      service: FiveHundredPxService.bundled(), images: ImageLoader(client: StubHTTPClient()),
      clock: ImmediateClock(), routes: GalleryRoute.fullScreen(id: 4001).trail)
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
    #expect(flow.stack.routes == [.popular, .photo(id: 4001)])
  }
}
