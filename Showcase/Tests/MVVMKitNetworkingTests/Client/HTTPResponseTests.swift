import Foundation
import MVVMKitNetworking
import Testing

@Suite struct HTTPResponseTests {
  private struct Rate: Codable, Equatable {
    var currency: String
    var rate: Double
  }

  @Test func jsonEncodingAValueAnswersItAsJSON() throws {
    let response = HTTPResponse.json(encoding: Rate(currency: "CHF", rate: 0.94))

    #expect(response.statusCode == 200)
    #expect(response.headers == ["Content-Type": "application/json"])
    #expect(
      try JSONDecoder().decode(Rate.self, from: response.body) == Rate(currency: "CHF", rate: 0.94))
  }

  @Test func jsonEncodingTakesTheStatusAndTheEncoderGiven() {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    struct Answer: Encodable { var errorMessage: String }

    let response = HTTPResponse.json(
      encoding: Answer(errorMessage: "no"), statusCode: 400, encoder: encoder)

    #expect(response.statusCode == 400)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"error_message":"no"}"#)
  }

  @Test func aValueThatCannotBeEncodedAnswers500SayingWhy() {
    let response = HTTPResponse.json(encoding: Rate(currency: "XXX", rate: .infinity))

    #expect(response.statusCode == 500)
    #expect(response.headers.isEmpty)
    #expect(
      String(decoding: response.body, as: UTF8.self).hasPrefix("the answer cannot be encoded:"))
  }

  @Test func jsonObjectAnswersItWithItsKeysSorted() {
    let response = HTTPResponse.json(object: [
      "status": "OK", "results": [["name": "Café Zürich", "rating": 4.5]], "html_attributions": [],
    ])

    #expect(response.statusCode == 200)
    #expect(response.headers == ["Content-Type": "application/json"])
    #expect(
      String(decoding: response.body, as: UTF8.self)
        == #"{"html_attributions":[],"results":[{"name":"Café Zürich","rating":4.5}],"status":"OK"}"#
    )
  }

  @Test func anObjectThatIsNotJSONAnswers500SayingSoInsteadOfCrashing() {
    let response = HTTPResponse.json(object: ["when": Date(timeIntervalSince1970: 0)])

    #expect(response.statusCode == 500)
    #expect(
      String(decoding: response.body, as: UTF8.self)
        == "the answer is not JSON: Dictionary<String, Date>")
  }
}
