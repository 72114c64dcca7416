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
    #expect(cell.id == 7)
    #expect(cell.title == "Dawn")
    #expect(cell.author == "Ada L.")
    #expect(cell.date == "1 Mar 2016", "the day where it was uploaded, not in UTC (2 Mar)")
    #expect(cell.descriptionLine == "NIKON D810 · Fog.")
    #expect(cell.thumbnailURL?.absoluteString == "https://x/7.jpg")
    #expect(cell.isForSale)
  }

  @Test func aPhotoWithNothingButItsIdHasAnUntitledCellThatDoesNotOpen() throws {
    let cell = PhotoCellViewModel(
      photo: try Self.photo(#"{"id": 8, "created_at": "2016-03-01T06:00:00Z"}"#))
    #expect(cell.title == "Untitled")
    #expect(cell.descriptionLine == nil)
    #expect(cell.thumbnailURL == nil)
    #expect(!cell.isForSale)
  }
}
