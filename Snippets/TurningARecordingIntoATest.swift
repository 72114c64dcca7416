// A bug seen once becomes a test: the requests of a recorded session (`showcase APP --record
// FILE`, or a `CassetteRecorder` in your own app) answer the view model again, with no network.

// snippet.hide
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Testing

struct Drink: Decodable, Equatable, Sendable {
  let strDrink: String
}

struct DrinksResponse: Decodable, Sendable {
  let drinks: [Drink]?
}

struct CocktailService {
  let client: any HTTPClient
  let baseURL: URL

  func drinks(matching query: String) async throws(APIError) -> [Drink] {
    let endpoint = Endpoint<DrinksResponse>(path: "search.php", query: ["s": query])
    return try await client.fetch(endpoint, from: baseURL).drinks ?? []
  }
}

// snippet.show
@Test(.timeLimit(.minutes(1)))
func aSearchAnswersAsRecorded() async throws {
  // In your test, the cassette of the file you recorded:
  // `try Cassette(contentsOf: recordingURL)`, or `CassetteHTTPClient(contentsOf:)`.
  let cassette = Cassette(exchanges: [
    Cassette.Exchange(
      method: "GET", url: "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=rum",
      result: .response(
        status: 200, headers: ["content-type": "application/json"],
        body: Data(#"{"drinks": [{"strDrink": "Rum Sour"}]}"#.utf8)),
      latency: .milliseconds(40))
  ])
  let client = CassetteHTTPClient(cassette, clock: ImmediateClock())
  let service = CocktailService(
    client: client, baseURL: URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!)

  #expect(try await service.drinks(matching: "rum") == [Drink(strDrink: "Rum Sour")])
  client.assertAllPlayed()  // a request recorded and never asked fails the test
}
// snippet.end
