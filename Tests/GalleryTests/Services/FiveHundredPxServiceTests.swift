import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// The 500px client: the request it sends (every uncropped size asked for, the key in the query),
/// and what it makes of the sizes sent back.
@Suite(.timeLimit(.scaled(minutes: 1))) struct FiveHundredPxServiceTests {
  @Test func asksForThePopularPageAtEveryUncroppedSize() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "photos",
      with: .json(
        #"""
        {"current_page": 2, "total_pages": 5, "total_items": 100, "photos": [
          {"id": 1, "created_at": "2016-03-01T06:00:00Z", "width": 3000, "height": 2000,
           "images": [{"size": 30, "url": "https://x/30.jpg"}, {"size": 2048, "url": "https://x/2048.jpg"}]}
        ]}
        """#))
    let service = FiveHundredPxService(
      client: client, baseURL: URL(string: "http://500px.test/v1/")!, consumerKey: "k3y")
    let page = try await service.popular(page: 2)
    let url = await client.requests.first?.url.absoluteString
    #expect(
      url
        == "http://500px.test/v1/photos?feature=popular&page=2&image_size=30%2C20%2C31%2C21%2C4%2C5%2C1080%2C6%2C1600%2C2048&consumer_key=k3y"
    )
    let photo = try #require(page.photos.first)
    #expect(photo.images.all.map(\.size) == [30, 2048])
    #expect(photo.imageURL?.absoluteString == "https://x/2048.jpg")
    #expect(
      PhotoCellViewModel(photo: photo).thumbnailURL(filling: 40, 24)?.absoluteString
        == "https://x/30.jpg")
  }

  @Test func asksForOnePhotoByItsIdAndRefusesAnother() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "photos/7",
      with: .json(#"{"photo": {"id": 7, "name": "Fog", "created_at": "2016-03-01T06:00:00Z"}}"#))
    await client.stub(
      "photos/8",
      with: .json(#"{"photo": {"id": 9, "name": "Other", "created_at": "2016-03-01T06:00:00Z"}}"#))
    let service = FiveHundredPxService(
      client: client, baseURL: URL(string: "http://500px.test/v1/")!, consumerKey: "k3y")
    let photo = try await service.photo(id: 7)
    #expect(photo.name == "Fog")
    #expect(
      await client.requests.first?.url.absoluteString
        == "http://500px.test/v1/photos/7?image_size=30%2C20%2C31%2C21%2C4%2C5%2C1080%2C6%2C1600%2C2048&consumer_key=k3y"
    )
    await #expect(
      throws: APIError.invalidContent("The feed answered photo 9 when photo 8 was asked for.")
    ) {
      try await service.photo(id: 8)
    }
  }

  @Test func theSampleFeedAnswersEachOfItsPhotosByIdAndNoOther() async throws {
    let service = FiveHundredPxService.bundled()
    let photo = try await service.photo(id: 4001)
    #expect(photo.name == "The astronaut Eileen Collins")
    let fromPage = try await service.popular(page: 1).photos.first { $0.id == 4001 }
    #expect(photo == fromPage)
    await #expect(throws: APIError.httpStatus(404, bodyExcerpt: "no photo 4999")) {
      try await service.photo(id: 4999)
    }
  }
}
