import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The Gallery flow: a photo for sale is a route, one not for sale an alert, and an address of a
/// photo no page has loads that photo by its id.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryFlowTests {
  nonisolated static func photo(_ id: Int, forSale: Bool) -> Photo? {
    let json = """
      {"id": \(id), "name": "P\(id)", "created_at": "2026-11-21T10:00:00+00:00", "for_sale": \(forSale)}
      """
    do {
      return try decodeJSON(Photo.self, from: Data(json.utf8))
    } catch {
      return nil
    }
  }

  func loadedFlow() async throws -> (GalleryFlow, PopularViewModel) {
    let photos = [Self.photo(1, forSale: true), Self.photo(2, forSale: false)].compactMap { $0 }
    let flow = GalleryFlow(
      service: TestPhotoService(
        photo: { id throws(APIError) in
          guard id == 99, let photo = Self.photo(99, forSale: true) else {
            throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
          }
          return photo
        },
        popular: { page in
          PhotosPage(currentPage: page, totalPages: 1, totalItems: 2, photos: photos)
        }),
      images: ImageLoader(client: StubHTTPClient()),
      files: PhotoFiles(directory: FileManager.default.temporaryDirectory), clock: ImmediateClock())
    guard case .popular(let popular) = try #require(flow.screens().first) else {
      throw Unexpected.screen
    }
    popular.appeared()
    await popular.tasks.idle()
    return (flow, popular)
  }

  enum Unexpected: Error { case screen }

  @Test func aPhotoForSaleOpensItsDetailWithItsSaving() async throws {
    let (flow, popular) = try await loadedFlow()
    popular.photoSelected(1)
    #expect(flow.stack.routes == [.popular, .photo(id: 1)])
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(detail.title == "P1")
    #expect(detail.saving?.state == .idle)
    #expect(flow.back())
    #expect(flow.stack.routes == [.popular])
  }

  @Test func aPhotoNotForSaleIsAnAlertAndStays() async throws {
    let (flow, popular) = try await loadedFlow()
    var alerts: [FlowAlert] = []
    let subscription = flow.alerts.listen { alerts.append($0) }
    popular.photoSelected(2)
    #expect(flow.stack.routes == [.popular])
    #expect(alerts == [FlowAlert(title: "Not for sale", message: "This item is not for sale")])
    _ = subscription
  }

  @Test func anAddressOfAPhotoNoPageHasLoadsItByItsIdWithItsSaving() async throws {
    let (flow, _) = try await loadedFlow()
    flow.stack.push(.photo(id: 99))
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(flow.stack.routes == [.popular, .photo(id: 99)])
    #expect(detail.title == "Photo 99")
    #expect(detail.saving == nil)
    detail.appeared()
    await detail.tasks.idle()
    #expect(detail.title == "P99")
    #expect(detail.saving?.state == .idle)
  }

  @Test func anAddressOfAPhotoTheFeedHasNotSaysSoOnItsScreen() async throws {
    let (flow, _) = try await loadedFlow()
    flow.stack.push(.photo(id: 5))
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    detail.appeared()
    await detail.tasks.idle()
    #expect(flow.stack.routes == [.popular, .photo(id: 5)])
    #expect(detail.hasFailure)
    #expect(detail.title == "Photo 5")
  }
}
