import Clocks
import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PhotoDetailViewModelTests {
  @Test func everyKnownFactInReadingOrderAndNoUnknownOne() throws {
    let photo = try PhotoCellViewModelTests.photo(
      #"""
      {"id": 1, "name": "Dawn", "description": "Fog over the bay.", "camera": "NIKON D810",
       "lens": "", "focal_length": "35", "iso": 100, "shutter_speed": "1/250", "aperture": null,
       "rating": 98.14, "times_viewed": 1200, "votes_count": 81,
       "created_at": "2016-03-01T06:12:48-05:00", "for_sale": true, "width": 4000, "height": 3000,
       "image_url": "https://x/1.jpg", "user": {"username": "ada", "fullname": "Ada L."},
       "latitude": 37.80861, "longitude": -122.40924}
      """#)
    let detail = PhotoDetailViewModel(photo: photo)
    #expect(detail.title == "Dawn")
    #expect(detail.description == "Fog over the bay.")
    #expect(detail.imageURL?.absoluteString == "https://x/1.jpg")
    #expect(
      detail.facts.map(\.label) == [
        "By", "Uploaded", "Camera", "Focal length", "ISO", "Shutter", "Size", "Rating", "Views",
        "Votes", "Position",
      ])
    #expect(
      detail.facts.map(\.value) == [
        "Ada L.", "1 Mar 2016", "NIKON D810", "35", "100", "1/250", "4000 × 3000", "98.1", "1,200",
        "81", "37.8086, -122.4092",
      ])
  }

  @Test func anUntitledPhotoWithoutFactsHasOnlyItsCounts() throws {
    let photo = try PhotoCellViewModelTests.photo(
      #"{"id": 2, "name": "", "created_at": "2016-03-01T06:00:00Z", "latitude": 0, "longitude": 0}"#
    )
    let detail = PhotoDetailViewModel(photo: photo)
    #expect(detail.title == "Untitled")
    #expect(detail.facts.map(\.label) == ["By", "Uploaded"])
    #expect(detail.facts.map(\.value) == ["Unknown", "1 Mar 2016"], "no rating or counts sent")
  }

  @Test func theInspectorSeesTheDetailsEvents() throws {
    let photo = try PhotoCellViewModelTests.photo(
      #"{"id": 3, "name": "Dusk", "created_at": "2016-03-01T06:00:00Z"}"#)
    let detail = PhotoDetailViewModel(photo: photo)
    let queues = detail.inspectedEventQueues
    #expect(queues.count == 1)
    #expect(queues.first === detail.events)
  }

  /// A service whose photo answers are given in turn.
  final class Answers: Sendable {
    let answers: LockIsolated<[Result<Photo, APIError>]>
    let asked = LockIsolated<[String]>([])
    init(_ answers: [Result<Photo, APIError>]) { self.answers = LockIsolated(answers) }

    var service: TestPhotoService {
      TestPhotoService(
        photo: { id throws(APIError) in
          self.asked.withValue { $0.append(id) }
          let answer = self.answers.withValue { $0.removeFirst() }
          return try answer.get()
        },
        popular: { page in PhotosPage(currentPage: page, totalPages: 1, totalItems: 0, photos: []) }
      )
    }
  }

  @Test func openedByItsIdItLoadsThePhotoOnceAndThenItsSaving() async throws {
    let photo = try PhotoCellViewModelTests.photo(
      #"{"id": 4001, "name": "Dawn", "created_at": "2016-03-01T06:00:00Z", "for_sale": true}"#)
    let answers = Answers([.success(photo)])
    var savingsMade: [String] = []
    let detail = PhotoDetailViewModel(
      photoID: "4001", service: answers.service,
      saving: { photo in
        savingsMade.append(photo.id)
        return nil
      }, clock: ImmediateClock())
    #expect(detail.title == "Photo")
    #expect(detail.facts.isEmpty)
    #expect(detail.status == .idle)
    detail.appeared()
    #expect(detail.status == .loading)
    await detail.tasks.idle()
    detail.appeared()
    await detail.tasks.idle()
    #expect(answers.asked.value == ["4001"])
    #expect(detail.title == "Dawn")
    #expect(detail.isSettled && !detail.hasFailure)
    #expect(savingsMade == ["4001"])
  }

  @Test func aPhotoThatCannotBeLoadedSaysWhyAndRetries() async throws {
    let photo = try PhotoCellViewModelTests.photo(
      #"{"id": 7, "name": "Fog", "created_at": "2016-03-01T06:00:00Z"}"#)
    let answers = Answers([.failure(.httpStatus(404, bodyExcerpt: "no photo 7")), .success(photo)])
    let detail = PhotoDetailViewModel(
      photoID: "7", service: answers.service, clock: ImmediateClock())
    detail.appeared()
    await detail.tasks.idle()
    #expect(detail.hasFailure)
    #expect(detail.title == "Photo")
    guard case .failed(let message) = detail.status else {
      Issue.record("expected a failure, got \(detail.status)")
      return
    }
    #expect(message == LoadFailure(APIError.httpStatus(404, bodyExcerpt: "no photo 7")).message)
    detail.retryTapped()
    await detail.tasks.idle()
    #expect(detail.title == "Fog")
    #expect(answers.asked.value == ["7", "7"])
  }
}
