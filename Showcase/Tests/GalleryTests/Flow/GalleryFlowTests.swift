import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The Gallery flow: a photo chosen is a route, saving one whose licence forbids commercial use
/// or changes an alert through the flow, and an address of a photo no page has loads that photo
/// by its id.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryFlowTests {
  nonisolated static func photo(_ id: String, licence: Licence? = nil) -> Photo {
    Photo(
      id: id, name: "P\(id)", author: "A", width: 1, height: 1,
      images: [.init(bound: .original, url: URL(string: "https://photos.test/\(id).png")!)],
      licence: licence)
  }

  func loadedFlow(saveDir: URL = FileManager.default.temporaryDirectory) async throws -> (
    GalleryFlow, PopularViewModel
  ) {
    let photos = [
      Self.photo("1"), Self.photo("2", licence: Licence(code: "by-nc-nd", version: "4.0")),
    ]
    let flow = GalleryFlow(
      service: TestPhotoService(
        photo: { id throws(APIError) in
          guard id == "99" else { throw .httpStatus(404, bodyExcerpt: "no photo \(id)") }
          return Self.photo("99")
        },
        popular: { page in
          PhotosPage(currentPage: page, totalPages: 1, totalItems: 2, photos: photos)
        }),
      images: ImageLoader(
        client: BundledHTTPClient(routes: [
          .compute(where: { _ in true }) { _ throws(APIError) in
            HTTPResponse(statusCode: 200, body: Data([0x89, 0x50, 0x4E, 0x47]))
          }
        ])),
      files: PhotoFiles(directory: saveDir), clock: ImmediateClock())
    guard case .popular(let popular) = try #require(flow.screens().first) else {
      throw Unexpected.screen
    }
    popular.appeared()
    await popular.tasks.idle()
    return (flow, popular)
  }

  enum Unexpected: Error { case screen }

  @Test func aPhotoChosenOpensItsDetailWithItsSaving() async throws {
    let (flow, popular) = try await loadedFlow()
    popular.photoSelected("1")
    #expect(flow.stack.routes == [.popular, .photo(id: "1")])
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(detail.title == "P1")
    #expect(detail.saving?.state == .idle)
    #expect(flow.back())
    #expect(flow.stack.routes == [.popular])
  }

  @Test func savingAPhotoWhoseLicenceForbidsCommercialUseSaysSoFirstAndSaves() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer {
      do { try FileManager.default.removeItem(at: folder) } catch {}
    }
    let (flow, popular) = try await loadedFlow(saveDir: folder)
    var alerts: [FlowAlert] = []
    let subscription = flow.alerts.listen { alerts.append($0) }
    popular.photoSelected("2")
    guard case .photo(let detail) = try #require(flow.screens().last),
      let saving = detail.saving
    else { throw Unexpected.screen }
    #expect(saving.licenceRestriction == "CC BY-NC-ND 4.0 does not allow commercial use or changes")
    saving.saveTapped()
    #expect(
      alerts == [
        FlowAlert(
          title: "For your own use",
          message:
            "CC BY-NC-ND 4.0 does not allow commercial use or changes. Its credit is saved beside it."
        )
      ])
    await saving.tasks.idle()
    #expect(saving.state == .saved(folder.appendingPathComponent("2 P2.png").path))
    popular.photoSelected("1")
    _ = subscription
  }

  @Test func anAddressOfAPhotoNoPageHasLoadsItByItsIdWithItsSaving() async throws {
    let (flow, _) = try await loadedFlow()
    flow.stack.push(.photo(id: "99"))
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(flow.stack.routes == [.popular, .photo(id: "99")])
    #expect(detail.title == "Photo")
    #expect(detail.saving == nil)
    detail.appeared()
    await detail.tasks.idle()
    #expect(detail.title == "P99")
    #expect(detail.saving?.state == .idle)
  }

  @Test func anAddressOfAPhotoTheFeedHasNotSaysSoOnItsScreen() async throws {
    let (flow, _) = try await loadedFlow()
    flow.stack.push(.photo(id: "5"))
    guard case .photo(let detail) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    detail.appeared()
    await detail.tasks.idle()
    #expect(flow.stack.routes == [.popular, .photo(id: "5")])
    #expect(detail.hasFailure)
    #expect(detail.title == "Photo")
  }
}
