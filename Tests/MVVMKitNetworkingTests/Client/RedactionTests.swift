import Foundation
import MVVMKitNetworking
import Testing

/// Secrets never shown, in whatever form a URL or an echoed error carries them.
@Suite struct RedactionTests {
  /// A Places key with the characters that percent-encoding changes.
  static let key = "AIza-SECRET_KEY+/= &x"

  @Test func aKeyIsReplacedAsGivenAndInEveryEncodedForm() {
    let redaction = Redaction(secrets: [Self.key])
    let texts = [
      "raw \(Self.key) end",
      "strict AIza-SECRET_KEY%2B%2F%3D%20%26x end",
      "lowercase AIza-SECRET_KEY%2b%2f%3d%20%26x end",
      "form AIza-SECRET_KEY%2B%2F%3D+%26x end",
      "query-allowed \(Self.key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!) end",
    ]
    #expect(
      texts.map(redaction.apply(to:)) == [
        "raw REDACTED end", "strict REDACTED end", "lowercase REDACTED end", "form REDACTED end",
        "query-allowed REDACTED end",
      ])
  }

  @Test func theValueOfASecretParameterIsReplacedWhateverItIs() {
    let redaction = Redaction(parameterNames: ["key", "consumer_key"])
    #expect(
      redaction.apply(
        to: "GET https://maps.test/json?type=cafe&key=AIza%2Bunknown&radius=500 failed")
        == "GET https://maps.test/json?type=cafe&key=REDACTED&radius=500 failed")
    #expect(
      redaction.apply(to: "(https://x.test/photos?consumer_key=abc#top) and monkey=1 ?key=")
        == "(https://x.test/photos?consumer_key=REDACTED#top) and monkey=1 ?key=",
      "only a parameter of a query, and only a value that is there")
  }

  @Test func aShortSecretIsReplacedOnlyWhereItStandsAlone() {
    let redaction = Redaction(secrets: ["e"])
    #expect(
      redaction.apply(to: "The Places API refused the request (key=e).")
        == "The Places API refused the request (key=REDACTED).")
    let seven = Redaction(secrets: ["abc1234"])
    #expect(seven.apply(to: "xabc1234 abc1234 abc1234y") == "xabc1234 REDACTED abc1234y")
    let eight = Redaction(secrets: ["abcd1234"])
    #expect(eight.apply(to: "xabcd1234y") == "xREDACTEDy", "eight and more: anywhere")
  }

  @Test func nothingToRedactChangesNothing() {
    #expect(Redaction().isEmpty)
    #expect(Redaction(secrets: [""]).isEmpty)
    #expect(Redaction().apply(to: "key=abc") == "key=abc")
  }

  @Test func anErrorIsRedactedInEveryMessage() {
    let redaction = Redaction(secrets: [Self.key], parameterNames: ["key"])
    let error = APIError.transport(
      "could not connect to http://x.test/json?key=AIza-SECRET_KEY%2B%2F%3D%20%26x")
    #expect(
      error.redacting(redaction)
        == .transport("could not connect to http://x.test/json?key=REDACTED"))
    #expect(
      APIError.refused(code: "REQUEST_DENIED", message: "The key e is wrong.", isRetryable: false)
        .redacting("e")
        == .refused(
          code: "REQUEST_DENIED", message: "The key REDACTED is wrong.", isRetryable: false))
  }
}
