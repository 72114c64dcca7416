import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite struct FetchTests {
  private struct Drinks: Decodable, Sendable, Equatable {
    struct Drink: Decodable, Sendable, Equatable { let strDrink: String }
    let drinks: [Drink]?
  }
  private let base = URL(string: "http://example.test/api/")!
  private let endpoint = Endpoint<Drinks>(path: "search.php", query: ["s": "rum"])

  private func fetch(_ reply: StubHTTPClient.Reply) async -> Result<Drinks, APIError> {
    let client = StubHTTPClient()
    await client.stub("search.php", with: reply)
    do {
      return .success(try await client.fetch(endpoint, from: base))
    } catch {
      return .failure(error)
    }
  }

  @Test func decodesASuccessfulResponse() async {
    let result = await fetch(.json(#"{"drinks": [{"strDrink": "Mojito", "extra": 1}]}"#))
    #expect(result == .success(Drinks(drinks: [.init(strDrink: "Mojito")])))
  }

  @Test func turnsAnErrorStatusIntoHTTPStatusWithAnExcerpt() async {
    let result = await fetch(.status(500, body: "  Internal failure\n"))
    #expect(result == .failure(.httpStatus(500, bodyExcerpt: "Internal failure")))
  }

  @Test func shortensLongErrorBodies() async {
    let result = await fetch(.status(502, body: String(repeating: "x", count: 500)))
    #expect(result == .failure(.httpStatus(502, bodyExcerpt: String(repeating: "x", count: 200) + "…")))
  }

  @Test func reportsTheCodingPathOfATypeMismatch() async {
    let result = await fetch(.json(#"{"drinks": [{"strDrink": "Mojito"}, {"strDrink": 42}]}"#))
    #expect(result == .failure(.decoding(codingPath: "drinks[1].strDrink", reason: "expected a string")))
  }

  @Test func reportsAMissingKey() async {
    let result = await fetch(.json(#"{"drinks": [{}]}"#))
    #expect(result == .failure(.decoding(codingPath: "drinks[0].strDrink", reason: "the key is missing")))
  }

  @Test func reportsAnEmptyBody() async {
    let result = await fetch(.json(""))
    #expect(result == .failure(.decoding(codingPath: "", reason: "the response was empty")))
  }

  @Test func reportsMalformedJSON() async throws {
    let result = await fetch(.json(#"{"drinks": [}"#))
    guard case .failure(.decoding(let path, let reason)) = result else {
      Issue.record("expected a decoding error, got \(result)")
      return
    }
    #expect(path == "")
    #expect(reason.hasPrefix("not valid JSON"))
  }

  @Test func passesTransportErrorsThrough() async {
    #expect(await fetch(.failure(.timeout)) == .failure(.timeout))
  }
}
