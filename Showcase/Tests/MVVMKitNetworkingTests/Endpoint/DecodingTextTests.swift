import Foundation
import MVVMKitNetworking
import Testing

/// Text and web addresses read from an API's fields that may be missing, null, blank or hostile.
@Suite struct DecodingTextTests {
  private struct Fields: Decodable {
    var text: String?
    var link: URL?

    enum CodingKeys: String, CodingKey { case text, link }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      text = try container.decodeTextIfPresent(forKey: .text)
      link = try container.decodeWebURLIfPresent(forKey: .link)
    }
  }

  private func read(_ json: String) throws -> Fields {
    try JSONDecoder().decode(Fields.self, from: Data(json.utf8))
  }

  @Test func textIsTrimmedAndBlankIsNone() throws {
    #expect(try read(#"{"text": "  Morning Rain\n"}"#).text == "Morning Rain")
    #expect(try read(#"{"text": " \t "}"#).text == nil)
    #expect(try read(#"{"text": null}"#).text == nil)
    #expect(try read("{}").text == nil)
    #expect(throws: DecodingError.self) { try read(#"{"text": 7}"#) }
  }

  @Test func onlyAWebAddressIsALink() throws {
    #expect(try read(#"{"link": "https://x.org/a"}"#).link == URL(string: "https://x.org/a"))
    #expect(try read(#"{"link": "HTTP://x.org/"}"#).link == URL(string: "HTTP://x.org/"))
    #expect(try read(#"{"link": "javascript:alert(1)"}"#).link == nil)
    #expect(try read(#"{"link": "file:///etc/passwd"}"#).link == nil)
    #expect(try read(#"{"link": ""}"#).link == nil)
  }
}
