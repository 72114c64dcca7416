import Foundation
import MVVMKitNetworking
import Testing

@testable import Gallery

@Suite struct PhotoCellViewModelTests {
  static func photo(_ json: String) throws -> Photo {
    try decodeJSON(Photo.self, from: Data(json.utf8))
  }

  @Test func aCellSaysWhatTheListShowsOfAPhoto() throws {
    let photo = try Self.photo(
      #"""
      {"id": 7, "name": "Dawn", "camera": "NIKON D810", "description": "Fog.",
       "created_at": "2016-03-01T23:30:00-05:00", "for_sale": true,
       "image_url": "https://x/7.jpg", "user": {"username": "ada", "fullname": "Ada L."}}
      """#)
    let cell = PhotoCellViewModel(photo: photo)
    #expect(cell.id == "7")
    #expect(cell.title == "Dawn")
    #expect(cell.author == "Ada L.")
    #expect(cell.date == "1 Mar 2016", "the day where it was uploaded, not in UTC (2 Mar)")
    #expect(cell.byline == "Ada L. · 1 Mar 2016")
    #expect(cell.licenceLine == nil)
    #expect(cell.descriptionLine == "NIKON D810 · Fog.")
    #expect(cell.thumbnailURL(filling: 100, 100)?.absoluteString == "https://x/7.jpg")
  }

  @Test func aPhotoWithNothingButItsIdHasAnUntitledCell() throws {
    let cell = PhotoCellViewModel(
      photo: try Self.photo(#"{"id": 8, "created_at": "2016-03-01T06:00:00Z"}"#))
    #expect(cell.title == "Untitled")
    #expect(cell.descriptionLine == nil)
    #expect(cell.thumbnailURL(filling: 100, 100) == nil)
    #expect(cell.byline == "Unknown · 1 Mar 2016")
  }

  /// A 3000 by 2000 photo, sent at every uncropped size 500px has.
  static let everySize = #"""
    {"id": 9, "created_at": "2016-03-01T06:00:00Z", "width": 3000, "height": 2000,
     "images": [
       {"size": 2048, "url": "https://x/2048.jpg"}, {"size": 30, "url": "https://x/30.jpg"},
       {"size": 20, "url": "https://x/20.jpg"}, {"size": 31, "url": "https://x/31.jpg"},
       {"size": 21, "url": "https://x/21.jpg"}, {"size": 4, "url": "https://x/4.jpg"},
       {"size": 5, "url": "https://x/5.jpg"}, {"size": 1080, "url": "https://x/1080.jpg"},
       {"size": 1600, "url": "https://x/1600.jpg"}, {"size": 999, "url": "https://x/999.jpg"}]}
    """#

  @Test(arguments: [
    // 256 on the longest edge is 256x171: it fills 200x150, fitted (200x133).
    (200, 150, false, "30"),
    // Fitted in 400x300 the photo is 400x267: 300 high (450x300) is the smallest that fills it.
    (400, 300, false, "20"),
    // Covering 400x300 it is 450x300: 300 high still.
    (400, 300, true, "20"),
    // Covering a 640 square it is 960x640: 1080 on the longest edge (1080x720), not 900 (900x600).
    (640, 640, true, "1080"),
    // Fitted in 1000x1000: 1000x667, so 1080 on the longest edge (1080x720).
    (1000, 1000, false, "1080"),
    // Larger than any: the largest, 2048.
    (5000, 5000, false, "2048"),
  ])
  func aThumbnailLoadsTheSmallestSizeThatFillsIt(
    width: Int, height: Int, cropping: Bool, size: String
  ) throws {
    let cell = PhotoCellViewModel(photo: try Self.photo(Self.everySize))
    #expect(
      cell.thumbnailURL(filling: width, height, cropping: cropping)?.absoluteString
        == "https://x/\(size).jpg")
  }

  @MainActor @Test func theDetailLoadsTheLargest() throws {
    let photo = try Self.photo(Self.everySize)
    #expect(photo.imageURL?.absoluteString == "https://x/2048.jpg")
    #expect(PhotoDetailViewModel(photo: photo).imageURL?.absoluteString == "https://x/2048.jpg")
  }
}
