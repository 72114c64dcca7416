import Foundation
import MVVMKitNetworking
import Testing

@testable import Gallery

@Suite struct PhotoDetailViewModelTests {
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
    #expect(detail.facts.map(\.label) == ["By", "Uploaded", "Rating", "Views", "Votes"])
    #expect(detail.facts.map(\.value) == ["Unknown", "1 Mar 2016", "0.0", "0", "0"])
  }
}
