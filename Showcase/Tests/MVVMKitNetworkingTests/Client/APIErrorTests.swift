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
    (
      .refused(code: "OVER_QUERY_LIMIT", message: "The quota is used up.", isRetryable: true),
      "The quota is used up."
    ),
  ])
  func describesEachCaseInASentence(error: APIError, sentence: String) {
    #expect(error.errorDescription == sentence)
  }

  @Test(arguments: [
    (APIError.transport("reset"), true), (.timeout, true),
    (.httpStatus(429, bodyExcerpt: ""), true), (.httpStatus(503, bodyExcerpt: ""), true),
    (.httpStatus(404, bodyExcerpt: ""), false), (.decoding(codingPath: "", reason: "x"), false),
    (.invalidContent("x"), false), (.invalidRequest("x"), false), (.cancelled, false),
    (.refused(code: "UNKNOWN_ERROR", message: "x", isRetryable: true), true),
    (.refused(code: "REQUEST_DENIED", message: "x", isRetryable: false), false),
  ])
  func saysWhetherAskingAgainMaySucceed(error: APIError, isRetryable: Bool) {
    #expect(error.isRetryable == isRetryable)
  }

  @Test func redactingASecretRemovesItFromEveryMessage() {
    let key = "AIzaSy-secret"
    let errors: [APIError] = [
      .invalidRequest("http://x/json?key=\(key) is not a valid URL"),
      .transport("could not connect to http://x/json?key=\(key)"),
      .httpStatus(400, bodyExcerpt: "bad key \(key)"),
      .decoding(codingPath: "results[0]", reason: "at \(key)"),
      .invalidContent("The key \(key) is wrong."),
      .refused(code: "REQUEST_DENIED", message: "The key \(key) is invalid.", isRetryable: false),
    ]
    for error in errors {
      let redacted = error.redacting(key)
      #expect(!String(describing: redacted).contains(key))
      #expect(String(describing: redacted).contains("REDACTED"))
    }
    #expect(APIError.timeout.redacting(key) == .timeout)
    #expect(APIError.transport("x").redacting("") == .transport("x"), "no secret, no change")
  }
}
