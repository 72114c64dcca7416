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
    let page = try await service.photos(.topic("popular"), page: 2)
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
    let photo = try await service.photo(id: "7")
    #expect(photo.name == "Fog")
    #expect(
      await client.requests.first?.url.absoluteString
        == "http://500px.test/v1/photos/7?image_size=30%2C20%2C31%2C21%2C4%2C5%2C1080%2C6%2C1600%2C2048&consumer_key=k3y"
    )
    await #expect(
      throws: APIError.invalidContent("The feed answered photo 9 when photo 8 was asked for.")
    ) {
      try await service.photo(id: "8")
    }
    await #expect(
      throws: APIError.invalidRequest("no photo has the id “../7”: an id is a 500px photo's number")
    ) {
      try await service.photo(id: "../7")
    }
  }

  @Test func aSearchIsPhotosSearchWithItsTerm() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "photos/search",
      with: .json(#"{"current_page": 1, "total_pages": 1, "total_items": 0, "photos": []}"#))
    let service = FiveHundredPxService(
      client: client, baseURL: URL(string: "http://500px.test/v1/")!)
    let page = try await service.photos(.search("tree bark"), page: 1)
    #expect(page.photos.isEmpty)
    #expect(
      await client.requests.first?.url.absoluteString
        == "http://500px.test/v1/photos/search?term=tree%20bark&page=1&image_size=30%2C20%2C31%2C21%2C4%2C5%2C1080%2C6%2C1600%2C2048"
    )
    #expect(service.topics.map(\.id) == ["popular", "upcoming", "fresh_today", "editors"])
  }
}
