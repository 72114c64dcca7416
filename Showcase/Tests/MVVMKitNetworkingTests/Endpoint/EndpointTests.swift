import Foundation
import MVVMKitNetworking
import Testing

@Suite struct EndpointTests {
  private struct Empty: Decodable, Sendable {}
  private let base = URL(string: "https://www.thecocktaildb.com/api/json/v1/1/")!

  @Test func appendsThePathToTheBaseURL() throws {
    let request = try Endpoint<Empty>(path: "lookup.php", query: ["i": "11007"]).request(
      baseURL: base)
    #expect(
      request.url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007"
    )
    #expect(request.method == .get)
    #expect(request.timeout == HTTPRequest.defaultTimeout)
  }

  @Test func endsWithASlashWhereTheAPIsAddressesDo() throws {
    var endpoint = Endpoint<Empty>(path: "images/4bc43a04", query: ["q": "tree bark"])
    endpoint.endsWithSlash = true
    let openverse = URL(string: "https://api.openverse.org/v1/")!
    #expect(
      try endpoint.request(baseURL: openverse).url.absoluteString
        == "https://api.openverse.org/v1/images/4bc43a04/?q=tree%20bark")
    endpoint.path = ""
    #expect(
      try endpoint.request(baseURL: openverse).url.absoluteString
        == "https://api.openverse.org/v1/?q=tree%20bark", "the base's own slash, once")
    endpoint.path = "images/"
    #expect(throws: APIError.invalidRequest("the path “images/” has an empty segment")) {
      try endpoint.request(baseURL: openverse)
    }
  }

  @Test func worksWithABaseURLWithoutATrailingSlash() throws {
    let request = try Endpoint<Empty>(path: "latest", query: ["from": "GBP"])
      .request(baseURL: URL(string: "http://127.0.0.1:8080/v1")!)
    #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/latest?from=GBP")
  }

  @Test(arguments: [
    ("rum", "s=rum"),
    ("Piña colada", "s=Pi%C3%B1a%20colada"),
    ("gin & tonic", "s=gin%20%26%20tonic"),
    ("a=b", "s=a%3Db"),
    ("1+1", "s=1%2B1"),
    ("#1", "s=%231"),
    ("日本", "s=%E6%97%A5%E6%9C%AC"),
    ("a/b?c", "s=a%2Fb%3Fc"),
    ("", "s="),
  ])
  func percentEncodesEveryReservedCharacterInQueryValues(value: String, query: String) throws {
    let request = try Endpoint<Empty>(path: "search.php", query: ["s": value]).request(
      baseURL: base)
    #expect(request.url.query == query)
    #expect(request.queryValues == ["s": value])
  }

  @Test func keepsQueryItemsInOrder() throws {
    let request = try Endpoint<Empty>(
      path: "2024-01-01..2024-01-31", query: ["from": "GBP", "to": "USD"]
    )
    .request(baseURL: URL(string: "https://api.frankfurter.app")!)
    #expect(
      request.url.absoluteString
        == "https://api.frankfurter.app/2024-01-01..2024-01-31?from=GBP&to=USD")
  }

  @Test(
    arguments: [
      ("..", "the path “..” has a “..” segment"),
      ("a/../b", "the path “a/../b” has a “..” segment"),
      ("./latest", "the path “./latest” has a “.” segment"),
      ("", nil),
      ("/latest", "the path “/latest” has an empty segment"),
      ("latest/", "the path “latest/” has an empty segment"),
      ("a//b", "the path “a//b” has an empty segment"),
    ] as [(String, String?)])
  func refusesPathsThatCouldLeaveTheBaseURL(path: String, reason: String?) throws {
    let result = Result { () throws(APIError) in
      try Endpoint<Empty>(path: path).request(baseURL: base)
    }
    if let reason {
      #expect(throws: APIError.invalidRequest(reason)) { try result.get() }
    } else {
      #expect(try result.get().url == base, "an empty path is the base URL itself")
    }
  }

  @Test func keepsADateRangeWhoseEndIsOpenAsOneSegment() throws {
    let request = try Endpoint<Empty>(path: "2026-10-01..", query: ["from": "GBP"])
      .request(baseURL: URL(string: "http://127.0.0.1:8080/v1/")!)
    #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/2026-10-01..?from=GBP")
  }
}
