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

  @Test func aParameterNameOutsideAQueryIsLeftAsItIs() {
    let redaction = Redaction.credentials
    let markup =
      #"<li data-key="11007"><a href="https://a.example/x?q=1&amp;key=AIza">Café · 3</a>"#
    #expect(
      redaction.apply(to: markup)
        == #"<li data-key="11007"><a href="https://a.example/x?q=1&amp;key=REDACTED">Café · 3</a>"#)
    let plain = #"<li data-key="11007" data-sig="1">auth= token=x</li>"#
    #expect(redaction.apply(to: plain) == plain)
    #expect(
      redaction.apply(to: "https://ann:pw@host/p;sig=abc#top")
        == "https://REDACTED@host/p;sig=REDACTED#top")
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

  @Test func aOneLetterKeyLeavesWordsWhole() {
    let redaction = Redaction(secrets: ["e"])
    #expect(
      redaction.apply(to: "Free coffee, e and (e).") == "Free coffee, REDACTED and (REDACTED).")
  }

  @Test func theUserInfoOfEveryURLIsReplaced() {
    let redaction = Redaction(redactsUserInfo: true)
    #expect(
      redaction.apply(to: "GET http://u:AIza%2Bkey@127.0.0.1:80/x?q=1 and https://[::1]/a@b")
        == "GET http://REDACTED@127.0.0.1:80/x?q=1 and https://[::1]/a@b")
    #expect(
      redaction.apply(to: "https://only-user@host/ and mailto:someone@host")
        == "https://REDACTED@host/ and mailto:someone@host")
    #expect(Redaction().apply(to: "http://u:p@host/") == "http://u:p@host/", "only when asked")
  }

  @Test func credentialsRedactTheUsualParametersAndUserInfo() {
    #expect(
      Redaction.credentials.apply(
        to: "http://a:b@x.test/?api_key=1&pagetoken=2&access_token=3&consumer_key=4&type=cafe")
        == "http://REDACTED@x.test/?api_key=REDACTED&pagetoken=2&access_token=REDACTED&consumer_key=REDACTED&type=cafe"
    )
  }

  @Test func mergingKeepsWhatBothRedact() {
    let merged = Redaction(secrets: ["SECRET-ONE-1"], parameterNames: ["key"])
      .merging(Redaction(secrets: ["SECRET-TWO-2"], redactsUserInfo: true))
    #expect(merged.secrets == ["SECRET-ONE-1", "SECRET-TWO-2"])
    #expect(merged.parameterNames == ["key"])
    #expect(merged.redactsUserInfo)
  }

  @Test func aBodyIsRedactedWhateverItsEncoding() throws {
    let redaction = Redaction(secrets: [Self.key], parameterNames: ["key"])
    let page = "<p>Accès refusé: /json?type=cafe&key=AIza-SECRET_KEY%2B%2F%3D%20%26x</p>"
    let latin1 = try #require(page.data(using: .isoLatin1))
    let expected = "<p>Accès refusé: /json?type=cafe&key=REDACTED</p>"
    #expect(
      redaction.apply(to: latin1, contentType: "text/html; charset=ISO-8859-1")
        == expected.data(using: .isoLatin1), "read and written back as Latin-1")
    #expect(
      redaction.apply(to: latin1) == expected.data(using: .isoLatin1),
      "undeclared and not UTF-8: read as Latin-1")
    let utf16 = try #require("key \(Self.key) end".data(using: .utf16BigEndian))
    #expect(
      redaction.apply(to: utf16, contentType: "text/plain; charset=\"UTF-16BE\"")
        == "key REDACTED end".data(using: .utf16BigEndian))
    #expect(redaction.apply(to: Data("nothing secret".utf8)) == Data("nothing secret".utf8))
    let binary = Data([0xFF, 0xD8, 0xFF, 0x00, 0x80, 0x81])
    #expect(redaction.apply(to: binary) == binary, "bytes with nothing to replace stay as they are")
  }

  @Test func aKeyInsideBase64IsReplacedAtEachAlignment() {
    // `Basic` credentials and echoed tokens: the key after 0, 1 and 2 bytes, with a byte after.
    let key = "AIzaSyD-EXAMPLE_key0123456789abcdefgh"
    let redaction = Redaction(secrets: [key])
    let texts = [
      "QUl6YVN5RC1FWEFNUExFX2tleTAxMjM0NTY3ODlhYmNkZWZnaCE=",
      "Authorization: Basic dUFJemFTeUQtRVhBTVBMRV9rZXkwMTIzNDU2Nzg5YWJjZGVmZ2gh",
      "dTpBSXphU3lELUVYQU1QTEVfa2V5MDEyMzQ1Njc4OWFiY2RlZmdoIQ==",
    ]
    #expect(
      texts.map(redaction.apply(to:)) == [
        "REDACTEDCE=", "Authorization: Basic dUREDACTEDgh", "dTpREDACTEDIQ==",
      ])
    // The URL-safe alphabet: `?` and `>` give `/` and `+` in the standard one.
    let url = Redaction(secrets: ["key???>>>key"])
    let standard = Data("key???>>>key".utf8).base64EncodedString()
    #expect(standard == "a2V5Pz8/Pj4+a2V5")
    #expect(url.apply(to: "[\(standard)]") == "[REDACTED]")
    #expect(url.apply(to: "[a2V5Pz8_Pj4-a2V5]") == "[REDACTED]")
  }

  @Test func aValueEndsAtABackslashSoAnEscapedQuoteStaysWhole() {
    let json = #"{"website": "https://shop.example/menu?key=summer\"", "name": "Shop"}"#
    let redacted = Redaction.credentials.apply(to: json)
    #expect(redacted == #"{"website": "https://shop.example/menu?key=REDACTED\"", "name": "Shop"}"#)
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(redacted.utf8)) }
  }

  @Test func aBinaryBodyIsNotReadAsText() {
    let redaction = Redaction(secrets: ["SECRETKEY123"], redactsUserInfo: true)
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data("SECRETKEY123 https://u:p@x".utf8)
    #expect(redaction.apply(to: jpeg) == jpeg)
    let text = Data("echo SECRETKEY123".utf8)
    #expect(redaction.apply(to: text, contentType: "image/png") == text)
    #expect(redaction.apply(to: text, contentType: "audio/mpeg") == text)
    #expect(redaction.apply(to: text) == Data("echo REDACTED".utf8))
    #expect(
      redaction.apply(to: text, contentType: "application/json; charset=utf-8")
        == Data("echo REDACTED".utf8))
    #expect(Redaction.isBinary(Data("a\u{0}b".utf8), contentType: nil))
    #expect(!Redaction.isBinary(Data("a\u{0}b".utf8), contentType: "text/plain; charset=utf-16"))
  }
}
