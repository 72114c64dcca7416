import Foundation
import Testing

@testable import WebUI

/// An image's path serves only what a page asked for, and a server's paths are its own run's, so
/// that a browser never shows an image it cached from an earlier run under the same path.
@Suite struct ImageRoutesTests {
  let load: @Sendable (URL) async throws -> Data = { _ in Data() }

  @Test func pathsBeginWithTheRunsPrefixAndRepeatForTheSameImage() throws {
    let routes = ImageRoutes(prefix: "0a1b2c3d-")
    let first = try #require(URL(string: "https://example.com/a.jpg"))
    let second = try #require(URL(string: "https://example.com/b.jpg"))
    #expect(routes.path(for: first, load: load) == "/images/0a1b2c3d-1")
    #expect(routes.path(for: second, load: load) == "/images/0a1b2c3d-2")
    #expect(routes.path(for: first, load: load) == "/images/0a1b2c3d-1")
    #expect(routes.route("0a1b2c3d-2")?.url == second)
    #expect(routes.route("2") == nil, "an earlier run's path")
  }

  @Test func eachRunHasAPrefixOfItsOwn() throws {
    let prefixes = (0..<8).map { _ in ImageRoutes.runPrefix() }
    for prefix in prefixes {
      #expect(prefix.wholeMatch(of: try Regex("[0-9a-f]{8}-")) != nil, "\(prefix)")
    }
    #expect(Set(prefixes).count > 1)
  }

  @Test func theOldestPathStopsServingPastTheCapacity() throws {
    let routes = ImageRoutes(capacity: 2)
    let urls = try (1...3).map { try #require(URL(string: "https://example.com/\($0).jpg")) }
    let paths = urls.map { routes.path(for: $0, load: load) }
    #expect(paths == ["/images/1", "/images/2", "/images/3"])
    #expect(routes.route("1") == nil)
    #expect(routes.route("3")?.url == urls[2])
  }
}
