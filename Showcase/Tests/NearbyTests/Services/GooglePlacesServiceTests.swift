import Foundation
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Nearby
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct GooglePlacesServiceTests {
  private let key = "AIzaSyTESTKEY-do-not-show"
  private let base = URL(string: "http://places.test/maps/api/place/")!
  private let square = Coordinate(latitude: 51.50809, longitude: -0.12803)

  private func service(replying reply: StubHTTPClient.Reply) async -> (
    GooglePlacesService, StubHTTPClient
  ) {
    let client = StubHTTPClient()
    await client.stub("nearbysearch/json", with: reply)
    return (GooglePlacesService(client: client, key: key, baseURL: base), client)
  }

  private func result(for reply: StubHTTPClient.Reply) async -> Result<PlacesPage, APIError> {
    let (service, _) = await service(replying: reply)
    do {
      return .success(
        try await service.nearby(.cafe, around: square, radius: 1500, pageToken: nil))
    } catch {
      return .failure(error)
    }
  }

  @Test func asksGoogleNearbySearchWithTheKeyInTheQuery() async throws {
    let (service, client) = await service(replying: .json(PlaceDecodingTests.json))
    let page = try await service.nearby(.nightClub, around: square, radius: 800, pageToken: nil)
    #expect(page.places.map(\.name) == ["東京タワー カフェ", "Cruise Bar"])
    #expect(page.nextPageToken == "AW30NDw-token")
    let url = await client.requests.first?.url.absoluteString
    #expect(
      url
        == "http://places.test/maps/api/place/nearbysearch/json?location=51.50809%2C-0.12803&radius=800&type=night_club&key=\(key)"
    )
  }

  @Test func theNextPageIsAskedByItsToken() async throws {
    let (service, client) = await service(replying: .json(#"{"status": "OK", "results": []}"#))
    _ = try await service.nearby(.cafe, around: square, radius: 1500, pageToken: "tok en")
    let query = await client.requests.first?.queryValues
    #expect(query?["pagetoken"] == "tok en")
  }

  @Test func zeroResultsIsAnEmptyPageNotAnError() async {
    let result = await result(
      for: .json(#"{"html_attributions": [], "results": [], "status": "ZERO_RESULTS"}"#))
    #expect(result == .success(PlacesPage(places: [])))
  }

  @Test(arguments: [
    (
      "OVER_QUERY_LIMIT", nil as String?,
      "The Places API quota is used up for now. Try again later.", true
    ),
    (
      "REQUEST_DENIED", "The provided API key is invalid.",
      "The Places API refused the request: check that the API key is valid and allowed to use the Places API. (Google: The provided API key is invalid.)",
      false
    ),
    ("INVALID_REQUEST", nil, "The Places API could not read the request.", false),
    ("UNKNOWN_ERROR", nil, "The Places API had a problem on its side. Try again.", true),
    ("NOT_A_STATUS", nil, "The Places API answered “NOT_A_STATUS”.", false),
  ])
  func everyErrorStatusIsATypedRefusal(
    status: String, errorMessage: String?, sentence: String, isRetryable: Bool
  ) async {
    let detail = errorMessage.map { #", "error_message": "\#($0)""# } ?? ""
    let result = await result(for: .json(#"{"results": [], "status": "\#(status)"\#(detail)}"#))
    #expect(
      result == .failure(.refused(code: status, message: sentence, isRetryable: isRetryable)))
  }

  @Test func theKeyNeverAppearsInAnError() async {
    let failures: [StubHTTPClient.Reply] = [
      .failure(.transport("could not connect to \(base)nearbysearch/json?key=\(key)")),
      .failure(.invalidRequest("http://x/?key=\(key) is not a valid URL")),
      .status(403, body: "key \(key) is not allowed"),
      .json(
        #"{"results": [], "status": "REQUEST_DENIED", "error_message": "The key \#(key) is invalid."}"#
      ),
      .json("{\"status\": \"OK\", \"results\": [{\"name\": \"\(key)\"}]}"),
    ]
    for reply in failures {
      guard case .failure(let error) = await result(for: reply) else {
        Issue.record("\(reply) should fail")
        continue
      }
      #expect(!String(describing: error).contains(key))
      #expect(error.errorDescription?.contains(key) == false)
    }
  }

  @Test func theLiveClientReadsAPlacesShapedServer() async throws {
    let page = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        let query = request.uri.queryParameters
        guard query["type"] == "cafe", query["key"] == "live-key", query["radius"] == "1500"
        else { return LocalHTTPServer.json(#"{"status": "INVALID_REQUEST", "results": []}"#) }
        return LocalHTTPServer.json(PlaceDecodingTests.json)
      }
    } test: { url in
      let service = GooglePlacesService(
        client: URLSessionHTTPClient(), key: "live-key",
        baseURL: url.appendingPathComponent("maps/api/place/"))
      return try await service.nearby(
        .cafe, around: Coordinate(latitude: 35.6586, longitude: 139.7454), radius: 1500,
        pageToken: nil)
    }
    #expect(
      page.places.map(\.id) == ["ChIJCewJkL2LGGAR3Qmk0vCTGkg", "ChIJi6C1MxquEmsR9-c-3O48ykI"])
  }
}
