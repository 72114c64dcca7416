import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) final class BundledHTTPClientTests: Sendable {
  private let base = URL(string: "https://api.example.test/v1/")!
  /// Where this test's files go; removed with the test.
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bundled-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private func fileURL(_ contents: String) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test func answersAFileRouteByPathAndQuery() async throws {
    let gbp = try fileURL(#"{"base": "GBP"}"#)
    let usd = try fileURL(#"{"base": "USD"}"#)
    let client = BundledHTTPClient(routes: [
      .file("latest", query: ["from": "GBP"], at: gbp),
      .file("latest", query: ["from": "USD"], at: usd),
    ])
    let request = try Endpoint<[String: String]>(path: "latest", query: ["from": "USD"]).request(
      baseURL: base)
    let response = try await client.send(request)
    #expect(response.statusCode == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"base": "USD"}"#)
    #expect(
      try await client.fetch(
        Endpoint<[String: String]>(path: "latest", query: ["from": "GBP"]), from: base) == [
          "base": "GBP"
        ])
  }

  @Test func computesAnswersFromTheRequest() async throws {
    let client = BundledHTTPClient(routes: [
      .compute("search.php") { request in
        .json(#"{"query": "\#(request.queryValues["s"] ?? "")"}"#)
      }
    ])
    let answer = try await client.fetch(
      Endpoint<[String: String]>(path: "search.php", query: ["s": "Piña colada"]), from: base)
    #expect(answer == ["query": "Piña colada"])
  }

  @Test func answers404WhenNoRouteMatches() async throws {
    let client = BundledHTTPClient(routes: [.file("latest", query: ["from": "GBP"], at: nil)])
    let request = try Endpoint<[String: String]>(path: "latest", query: ["from": "EUR"]).request(
      baseURL: base)
    #expect(try await client.send(request).statusCode == 404)
    await #expect(throws: APIError.httpStatus(404, bodyExcerpt: "no bundled data for /v1/history"))
    {
      try await client.fetch(Endpoint<[String: String]>(path: "history"), from: base)
    }
  }

  @Test func answers500ForAMissingFile() async throws {
    let client = BundledHTTPClient(routes: [.file("latest", at: nil)])
    await #expect(throws: APIError.httpStatus(500, bodyExcerpt: "bundled file missing for latest"))
    {
      try await client.fetch(Endpoint<[String: String]>(path: "latest"), from: base)
    }
  }
}
