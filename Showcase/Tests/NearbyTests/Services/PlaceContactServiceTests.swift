import Foundation
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Nearby
import Testing

/// Open now, a keyword, and a place's phone, website and week: asked of Google in its words, read
/// from its answers, and answered by the bundled sample as Google would.
@Suite(.timeLimit(.scaled(minutes: 1))) struct PlaceContactServiceTests {
  private let square = NearbyBundle.center

  /// Place Details' answer for Rules, with its Contact data, as Google sends it.
  static let details = #"""
    {"html_attributions": [], "status": "OK", "result": {
      "place_id": "ChIJrules", "name": "Rules", "vicinity": "34-35 Maiden Lane, London",
      "geometry": {"location": {"lat": 51.5107048, "lng": -0.1226201}},
      "formatted_phone_number": "020 7836 5314",
      "international_phone_number": "+44 20 7836 5314",
      "website": "https://rules.co.uk/",
      "opening_hours": {"open_now": true, "weekday_text": [
        "Monday: 12:00 – 11:30 PM", "Tuesday: 12:00 – 11:30 PM"]}}}
    """#

  @Test func openNowAndTheKeywordAreAskedInGooglesWords() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "nearbysearch/json", with: .json(#"{"status": "ZERO_RESULTS", "results": []}"#))
    let service = GooglePlacesService(
      client: client, key: "k", baseURL: URL(string: "http://places.test/")!)
    _ = try await service.nearby(
      .restaurant, around: square, radius: 1500,
      filter: PlaceFilter(openNow: true, keyword: " fish & chips "), pageToken: nil)
    _ = try await service.nearby(.cafe, around: square, radius: 1500, pageToken: nil)
    let urls = await client.requests.map(\.url.absoluteString)
    #expect(
      urls == [
        "http://places.test/nearbysearch/json?location=51.50809%2C-0.12803&radius=1500&type=restaurant&opennow=true&keyword=fish%20%26%20chips&key=k",
        "http://places.test/nearbysearch/json?location=51.50809%2C-0.12803&radius=1500&type=cafe&key=k",
      ])
  }

  @Test func placeDetailsIsAskedForTheContactFieldsAndTheyAreRead() async throws {
    let place = try await LocalHTTPServer.run { router in
      router.get("details/json") { request, _ in
        let query = request.uri.queryParameters
        let fields = GooglePlacesService.detailFields.joined(separator: ",")
        return LocalHTTPServer.json(
          query["place_id"] == "ChIJrules" && query["fields"].map(String.init) == fields
            ? Self.details : #"{"status": "NOT_FOUND"}"#)
      }
    } test: { url in
      let service = GooglePlacesService(client: URLSessionHTTPClient(), key: "k", baseURL: url)
      return try await service.place(id: "ChIJrules")
    }
    #expect(place.phoneNumber == "020 7836 5314")
    #expect(place.internationalPhoneNumber == "+44 20 7836 5314")
    #expect(place.website == URL(string: "https://rules.co.uk/"))
    #expect(place.weekdayHours == ["Monday: 12:00 – 11:30 PM", "Tuesday: 12:00 – 11:30 PM"])
    #expect(place.isOpenNow == true)
    #expect(
      GooglePlacesService.detailFields.suffix(3) == [
        "formatted_phone_number", "international_phone_number", "website",
      ])
    #expect(GooglePlacesService.detailFields.contains("opening_hours"))
  }

  @Test(arguments: [
    ("javascript:alert(1)", nil as String?), ("ftp://rules.co.uk/", nil), ("not a url", nil),
    ("http://rules.co.uk/menu", "http://rules.co.uk/menu"),
  ])
  func onlyAWebAddressIsAWebsite(website: String, read: String?) throws {
    let json = #"""
      {"place_id": "p", "name": "P", "geometry": {"location": {"lat": 1, "lng": 2}},
       "website": "\#(website)"}
      """#
    let place = try JSONDecoder().decode(Place.self, from: Data(json.utf8))
    #expect(place.website?.absoluteString == read)
  }

  @Test func theSampleKeepsOnlyPlacesOpenNowWhenAsked() async throws {
    let service = GooglePlacesService.bundled()
    let all = try await service.nearby(.cafe, around: square, radius: 1500, pageToken: nil)
    let open = try await service.nearby(
      .cafe, around: square, radius: 1500, filter: PlaceFilter(openNow: true), pageToken: nil)
    #expect(all.places.count == 6)
    #expect(
      open.places.map(\.name) == [
        "Monmouth Coffee Company", "Bar Italia", "Café in the Crypt",
      ])
    #expect(open.places.allSatisfy { $0.isOpenNow == true })
    #expect(service.openNowNote == "Hours are illustrative in the sample data")
  }

  @Test func theSampleMatchesAKeywordInNamesTypesAndAddressesWhateverTheCaseAndAccents()
    async throws
  {
    let service = GooglePlacesService.bundled()
    func names(_ type: PlaceType, _ keyword: String) async throws -> [String] {
      try await service.nearby(
        type, around: square, radius: 1500, filter: PlaceFilter(keyword: keyword), pageToken: nil
      ).places.map(\.name)
    }
    #expect(try await names(.cafe, "CAFE IN") == ["Café in the Crypt"])
    #expect(try await names(.cafe, "greek street") == ["Maison Bertaux"])
    #expect(try await names(.restaurant, "dishoom") == ["Dishoom Covent Garden"])
    #expect(try await names(.nightClub, "pizza") == [])
  }

  @Test func theSamplesNextPageKeepsTheFilter() async throws {
    let service = GooglePlacesService.bundled()
    let filter = PlaceFilter(keyword: "london")
    let first = try await service.nearby(
      .restaurant, around: square, radius: 1500, filter: filter, pageToken: nil)
    let token = try #require(first.nextPageToken)
    let second = try await service.nearby(
      .restaurant, around: square, radius: 1500, pageToken: token)
    #expect(first.places.count == 20)
    #expect(second.places.count == 5)
    let open = try await service.nearby(
      .restaurant, around: square, radius: 1500, filter: PlaceFilter(openNow: true),
      pageToken: nil)
    #expect(open.nextPageToken == nil, "fewer than a page of restaurants is open")
    #expect(open.places.allSatisfy { $0.isOpenNow == true })
  }

  @Test func theSamplesDetailsHaveNoContactAndSaySo() async throws {
    let service = GooglePlacesService.bundled()
    let place = try await service.place(id: "sample-rules")
    #expect(place.phoneNumber == nil && place.website == nil && place.weekdayHours.isEmpty)
    #expect(service.contactNote == "The sample data has no phone, website or weekly hours.")
  }
}
