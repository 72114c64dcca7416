import Foundation
import MVVMKitNetworking
import Testing

@testable import Gallery

@Suite struct PhotoDecodingTests {
  /// A page as 500px sent it, after a leading newline: every optional field as null, "" and text,
  /// a number where text is usual, an unknown key, `images` and `image_url`, a 0,0 position.
  static let page = """

    {"current_page": 2, "total_pages": 9, "total_items": 180, "feature": "popular", "photos": [
      {"id": 1, "name": "Dawn", "description": null, "camera": "NIKON D810", "lens": "",
       "focal_length": "35", "iso": 100, "shutter_speed": "1/250", "aperture": null,
       "rating": 98.1, "times_viewed": 1200, "votes_count": 81,
       "created_at": "2016-03-01T06:12:48-05:00", "for_sale": true, "width": 4000, "height": 3000,
       "image_url": "https://x/1_small.jpg",
       "images": [{"size": 2, "url": "https://x/1_m.jpg"}, {"size": 4, "url": "https://x/1_l.jpg"}],
       "user": {"username": "ada", "fullname": "Ada L."}, "latitude": 0, "longitude": 0,
       "nsfw": false},
      {"id": 2, "name": "", "description": "  Fog over the bay.  ", "camera": null, "lens": null,
       "focal_length": null, "iso": null, "shutter_speed": "", "aperture": "f/2.8",
       "rating": 90, "times_viewed": 5, "votes_count": 0, "created_at": "2016-03-02T10:00:00Z",
       "for_sale": false, "width": 800, "height": 600, "image_url": "https://x/2.jpg",
       "user": {"username": "bo", "fullname": ""}, "latitude": 37.8, "longitude": -122.4}
    ]}
    """

  @Test func decodesEveryVariantOfThe500pxShape() throws {
    let page = try decodeJSON(PhotosPage.self, from: Data(Self.page.utf8))
    #expect(page.currentPage == 2)
    #expect(page.totalPages == 9)
    #expect(!page.isLast)
    let (dawn, fog) = (page.photos[0], page.photos[1])
    #expect(dawn.description == nil)
    #expect(dawn.camera == "NIKON D810")
    #expect(dawn.lens == nil, "\"\" is unknown")
    #expect(dawn.iso == "100", "a number is shown as text")
    #expect(dawn.aperture == nil)
    #expect(dawn.imageURL?.absoluteString == "https://x/1_l.jpg", "the largest of images")
    #expect(dawn.author == "Ada L.")
    #expect(dawn.latitude == nil, "0,0 is unknown")
    #expect(dawn.createdAtOffset == -18_000)
    #expect(dawn.createdAt == Date(timeIntervalSince1970: 1_456_830_768))
    #expect(fog.description == "Fog over the bay.")
    #expect(fog.shutterSpeed == nil)
    #expect(fog.aperture == "f/2.8")
    #expect(fog.author == "bo", "the username when the full name is empty")
    #expect(fog.imageURL?.absoluteString == "https://x/2.jpg")
    #expect(fog.latitude == 37.8)
    #expect(PhotoCellViewModel(photo: fog).title == "Untitled")
  }

  @Test func thePagesAddressIsOn500pxOrAnHTTPSOne() throws {
    func page(_ url: String) throws -> URL? {
      let json =
        #"{"id": 1, "name": "A", "created_at": "2026-11-21T10:00:00+00:00", "url": "\#(url)"}"#
      return try decodeJSON(Photo.self, from: Data(json.utf8)).pageURL
    }
    #expect(try page("/photo/1234/dawn")?.absoluteString == "https://500px.com/photo/1234/dawn")
    #expect(try page("https://example.com/p/1")?.absoluteString == "https://example.com/p/1")
    #expect(try page("javascript:alert(1)") == nil)
    #expect(try page("http://plain.example/p") == nil)
  }

  @Test func aDateWithoutAnOffsetIsAnError() {
    let json =
      #"{"current_page": 1, "total_pages": 1, "total_items": 1, "photos": [{"id": 1, "created_at": "yesterday"}]}"#
    #expect(throws: APIError.self) { try decodeJSON(PhotosPage.self, from: Data(json.utf8)) }
  }

  @Test(
    arguments: [
      ("NIKON D810", "Dawn.", "NIKON D810 · Dawn."), ("NIKON D810", nil, "NIKON D810"),
      (nil, "Dawn.", "Dawn."), (nil, nil, nil), ("", "", nil),
    ] as [(String?, String?, String?)])
  func theDescriptionLineNeverDangles(camera: String?, description: String?, line: String?) {
    #expect(PhotoCellViewModel.descriptionLine(camera: camera, description: description) == line)
  }

  @Test func theBundledSampleHasTheFourteenPhotosWithTheirCreditsAndImages() async throws {
    let service = OpenverseService.bundled()
    var photos: [Photo] = []
    for number in 1...3 {
      let page = try await service.photos(service.firstFeed, page: number)
      #expect(page.currentPage == number)
      photos += page.photos
    }
    #expect(Set(photos.map(\.id)).count == 14)
    #expect(
      photos.allSatisfy {
        $0.licence != nil && $0.attribution != nil && $0.pageURL != nil && $0.source != nil
      })
    #expect(Set(photos.compactMap(\.license)) == ["CC0 1.0", "Public Domain Mark 1.0"])
    let horse = try #require(photos.first { $0.name == "Silhouette of a horse" })
    #expect(horse.author == "Andreas Preuss")
    #expect(
      horse.pageURL?.absoluteString
        == "https://scikit-image.org/docs/stable/api/skimage.data.html#skimage.data.horse")
    let client = GalleryBundle.client()
    for url in [horse.imageURL, horse.images.all.first?.url].compactMap(\.self) {
      let image = try await client.send(HTTPRequest(url: url))
      #expect(image.statusCode == 200, "\(url)")
      #expect(image.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
    #expect(try await service.photo(id: horse.id) == horse)
  }
}
