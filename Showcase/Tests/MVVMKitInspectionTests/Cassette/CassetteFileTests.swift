import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import Testing

/// A cassette's file: readable JSON that reads back as it was written, owner-only, and a version
/// or shape it does not know refused with where.
@Suite struct CassetteFileTests {
  let cassette = Cassette(exchanges: [
    Cassette.Exchange(
      method: "GET", url: "http://api.test/search.php?s=rum",
      result: .response(
        status: 200, headers: ["content-type": "application/json"],
        body: Data(#"{"drinks": null}"#.utf8)),
      latency: .microseconds(12_345)),
    Cassette.Exchange(
      method: "GET", url: "http://img.test/1.jpg",
      result: .response(status: 200, headers: [:], body: Data([0xFF, 0xD8, 0xFF, 0x00])),
      latency: .milliseconds(3)),
    Cassette.Exchange(
      method: "GET", url: "http://api.test/latest",
      result: .failure(.refused(code: "OVER_QUERY_LIMIT", message: "Later.", isRetryable: true)),
      latency: .zero),
  ])

  @Test func aCassetteReadsBackAsItWasWritten() throws {
    let data = try cassette.fileData()
    #expect(try JSONDecoder().decode(Cassette.self, from: data) == cassette)
  }

  @Test func textBodiesAreTextAndOthersBase64() throws {
    let text = String(decoding: try cassette.fileData(), as: UTF8.self)
    #expect(text.contains(#""body" : "{\"drinks\": null}""#))
    #expect(text.contains(#""body" : "/9j/AA==""#))
    #expect(text.contains(#""bodyEncoding" : "base64""#))
    #expect(text.contains(#""latencyMilliseconds" : 12.345"#))
    #expect(text.hasPrefix("{\n  \"exchanges\""))
  }

  @Test func theFileIsWrittenWholeAndForItsOwnerOnly() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cassette-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("session.json")
    try writeOwnerOnly(Data("old".utf8), to: file)
    try writeOwnerOnly(try cassette.fileData(), to: file)
    #expect(try Cassette(contentsOf: file) == cassette)
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
  }

  @Test func anotherVersionIsRefusedSayingWhich() {
    let json = Data(#"{"version": 2, "exchanges": []}"#.utf8)
    #expect {
      try JSONDecoder().decode(Cassette.self, from: json)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "The cassette is version 2; this build reads version 1."
    }
  }

  @Test func aNegativeLatencyOrAnUnknownErrorIsRefused() {
    for exchange in [
      #"{"method": "GET", "url": "u", "latencyMilliseconds": -1, "status": 200}"#,
      #"{"method": "GET", "url": "u", "latencyMilliseconds": 1, "error": "gremlins"}"#,
      #"{"method": "GET", "url": "u", "latencyMilliseconds": 1, "status": 200, "body": "%", "bodyEncoding": "base64"}"#,
    ] {
      let json = Data(#"{"version": 1, "exchanges": [\#(exchange)]}"#.utf8)
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(Cassette.self, from: json) }
    }
  }
}
