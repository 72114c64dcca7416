import Foundation
import MVVMKitNetworking
import Testing

@Suite struct APIErrorTests {
  @Test(arguments: [
    (
      APIError.transport("connection refused"),
      "The server could not be reached (connection refused)."
    ),
    (.timeout, "The server took too long to answer."),
    (
      .httpStatus(404, bodyExcerpt: "nope"),
      "The server answered with an error (HTTP 404 Not Found)."
    ),
    (.httpStatus(418, bodyExcerpt: ""), "The server answered with an error (HTTP 418)."),
    (
      .decoding(codingPath: "drinks[0].strDrink", reason: "expected a string"),
      "The server's answer could not be read (at drinks[0].strDrink: expected a string)."
    ),
    (
      .decoding(codingPath: "", reason: "the response was empty"),
      "The server's answer could not be read (the response was empty)."
    ),
    (.cancelled, "The request was cancelled."),
    (.invalidRequest("bad"), "The request could not be made (bad)."),
  ])
  func describesEachCaseInASentence(error: APIError, sentence: String) {
    #expect(error.errorDescription == sentence)
  }
}
