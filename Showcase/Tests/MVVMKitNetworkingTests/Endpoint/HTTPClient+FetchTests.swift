import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct FetchTests {
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
    #expect(
      result == .failure(.httpStatus(502, bodyExcerpt: String(repeating: "x", count: 200) + "…")))
  }

  @Test func reportsTheCodingPathOfATypeMismatch() async {
    let result = await fetch(.json(#"{"drinks": [{"strDrink": "Mojito"}, {"strDrink": 42}]}"#))
    #expect(
      result == .failure(.decoding(codingPath: "drinks[1].strDrink", reason: "expected a string")))
  }

  @Test func reportsAMissingKey() async {
    let result = await fetch(.json(#"{"drinks": [{}]}"#))
    #expect(
      result == .failure(.decoding(codingPath: "drinks[0].strDrink", reason: "the key is missing")))
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

  @Test func namesWhatWasExpectedWithoutSwiftTypeNames() async {
    let list = await fetch(.json(#"{"drinks": 5}"#))
    #expect(list == .failure(.decoding(codingPath: "drinks", reason: "expected a list of drinks")))
    #expect(
      list.failureDescription
        == "The server's answer could not be read (at drinks: expected a list of drinks).")
    let object = await fetch(.json(#"{"drinks": [7]}"#))
    #expect(object == .failure(.decoding(codingPath: "drinks[0]", reason: "expected an object")))
  }

  @Test func turnsInvalidContentFromTheModelIntoItsSentence() async throws {
    struct Positive: Decodable, Sendable {
      init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        guard value > 0 else {
          throw InvalidContentError("The server sent \(value), which is not positive.")
        }
      }
    }
    let client = StubHTTPClient()
    await client.stub("n", with: .json("-3"))
    await #expect(throws: APIError.invalidContent("The server sent -3, which is not positive.")) {
      try await client.fetch(Endpoint<Positive>(path: "n"), from: base)
    }
    #expect(APIError.invalidContent("It is wrong.").errorDescription == "It is wrong.")
  }

  @Test func passesTransportErrorsThrough() async {
    #expect(await fetch(.failure(.timeout)) == .failure(.timeout))
  }

  /// An envelope whose errors arrive with HTTP 200, as Google's do.
  private struct Envelope: Decodable, Sendable, Equatable {
    let status: String
    let error_message: String?
  }

  private let checked = Endpoint<Envelope>(path: "places") { envelope throws(APIError) in
    guard envelope.status == "OK" else {
      throw .refused(
        code: envelope.status, message: envelope.error_message ?? "Refused.",
        isRetryable: envelope.status == "UNKNOWN_ERROR")
    }
  }

  @Test func anEndpointValidatesItsDecodedEnvelopeIntoATypedError() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "places", with: .json(#"{"status": "OK"}"#),
      .json(#"{"status": "REQUEST_DENIED", "error_message": "The key is invalid."}"#))
    let ok = try await client.fetch(checked, from: base)
    #expect(ok == Envelope(status: "OK", error_message: nil))
    await #expect(
      throws: APIError.refused(
        code: "REQUEST_DENIED", message: "The key is invalid.", isRetryable: false)
    ) {
      try await client.fetch(checked, from: base)
    }
  }

  @Test func validationRunsOnlyOnADecodedSuccess() async {
    let client = StubHTTPClient()
    await client.stub("places", with: .status(500, body: "down"), .json("{"))
    await #expect(throws: APIError.httpStatus(500, bodyExcerpt: "down")) {
      try await client.fetch(checked, from: base)
    }
    await #expect(throws: APIError.self) {
      try await client.fetch(checked, from: base)
    }
  }
}

extension Result where Failure == APIError {
  fileprivate var failureDescription: String? {
    if case .failure(let error) = self { error.errorDescription } else { nil }
  }

}
