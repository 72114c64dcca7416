import Foundation
import Hummingbird
import LocalHTTPServer
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb
@testable import WebUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the web view never lets through: markup from a server, the Places key, and images no
/// page asked for.
@Suite(.timeLimit(.minutes(1))) struct WebSecurityTests {
  static let script = "<img src=x onerror=alert(1)>"

  @Test func markupFromServersIsEscapedInTheFirstResponse() async throws {
    let name = Self.script
    let document: String = try await LocalHTTPServer.run { router in
      router.get("search.php") { _, _ in
        LocalHTTPServer.json(
          #"{"drinks":[{"idDrink":"1","strDrink":"\#(name)","strCategory":"<script>alert(2)</script>","strGlass":"\" onmouseover=\"alert(3)","strAlcoholic":"Alcoholic"}]}"#
        )
      }
      router.get("restaurants") { _, _ in
        LocalHTTPServer.json(
          #"{"restaurants":[{"id":"r","name":"\#(name)","openingHours":"","address":"","rating":4}]}"#
        )
      }
    } test: { url in
      try await Self.firstResponse(
        try CocktailsCommand.parse([
          "--cocktail-api", url.absoluteString, "--restaurant-api", url.absoluteString,
          "--query", "x",
        ]))
    }
    #expect(document.contains("<strong>&lt;img src=x onerror=alert(1)&gt;</strong>"))
    #expect(document.contains("&lt;script&gt;alert(2)&lt;/script&gt;"))
    #expect(document.contains("&quot; onmouseover=&quot;alert(3)"))
    for raw in ["<img src=x", "<script>alert", "\" onmouseover"] {
      #expect(!document.contains(raw), "\(raw) reached the page")
    }
  }

  @Test func thePlacesKeyNeverReachesThePageNorTheSocket() async throws {
    let key = "AIza-SECRET_KEY+/="
    let messages: [String] = try await LocalHTTPServer.run { router in
      // Every search answered, echoing the request's query (the key among it) in an error, and
      // in a café's address, as a misbehaving server might.
      router.get("nearbysearch/json") { request, _ in
        let query = request.uri.query ?? ""
        guard request.uri.queryParameters["type"] == "cafe" else {
          return LocalHTTPServer.json(
            #"{"status": "REQUEST_DENIED", "error_message": "Denied for \#(query)", "results": []}"#
          )
        }
        return LocalHTTPServer.json(
          #"{"status": "OK", "results": [{"place_id": "c1", "name": "Cafe", "rating": 4, "vicinity": "\#(query)", "geometry": {"location": {"lat": 51.5085, "lng": -0.128}}}]}"#
        )
      }
    } test: { url in
      try await Self.tabMessages(
        try NearbyCommand.parse(["--places-api", url.absoluteString, "--places-key", key]),
        clicking: ["categories/category-cafe", "list/open-c1"])
    }
    #expect(messages.count == 4)
    #expect(messages.joined().contains("key=REDACTED"))
    for form in ["AIza-SECRET", "SECRET_KEY", "%2B%2F", key] {
      #expect(!messages.joined().contains(form), "\(form) reached the tab")
    }
  }

  @Test func imagesAreServedOnlyFromPathsAPageMade() async throws {
    let server = WebServer(
      apps: [
        WebApp(path: "gallery", name: "Gallery", summary: "") { address in
          try GalleryCommand.parse([]).makeTab(at: address)
        }
      ], port: 0)
    try await Self.serve(server) { base in
      let (_, page) = try await Self.get(base + "/images/1")
      #expect(page.statusCode == 404, "no page has asked for an image yet")
      let (html, _) = try await Self.get(base + "/gallery")
      let document = String(decoding: html, as: UTF8.self)
      // A path of this run's: a browser's cache of an earlier run's /images/1 is never used.
      let first = try #require(
        document.firstMatch(
          of: try Regex(#"<img src="(/images/[0-9a-f]{8}-1)" alt="" loading="lazy">"#))?
          .output[1].substring)
      let (image, response) = try await Self.get(base + first)
      #expect(response.statusCode == 200)
      // The first photo of the sample feed is a PNG.
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
      #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      let (_, other) = try await Self.get(base + "/images/1000")
      #expect(other.statusCode == 404)
    }
  }

  // MARK: Helpers

  /// The app's first response, as the server renders it.
  @MainActor
  static func firstResponse(_ command: some ShowcaseApp) async throws -> String {
    let app = WebApp(path: "app", name: "App", summary: "") { try #require(try command.makeTab()) }
    return try #require(
      await WebServer.firstResponse(of: app, images: ImageRoutes(), timeout: .seconds(20)))
  }

  /// What a tab of the app's first page receives: the page, then after each click in `clicking`
  /// (each waited for), the page it opened.
  @MainActor
  static func tabMessages(_ command: some ShowcaseApp, clicking actions: [String]) async throws
    -> [String]
  {
    var messages: [String] = []
    let session = WebSession(try #require(try command.makeTab()), images: ImageRoutes()) {
      messages.append($0)
    }
    await session.waitUntilSettled()
    session.start()
    for action in actions {
      try session.receive(#"{"type":"click","action":"\#(action)"}"#)
      await session.waitUntilSettled()
    }
    messages.append(session.document(socket: ""))
    session.close()
    return messages
  }

  /// Runs `server` on a loopback port for `test`, given the server's address.
  static func serve(
    _ server: WebServer, _ test: @Sendable (String) async throws -> Void
  ) async throws {
    try await LocalHTTPServer.serve({ server.application(logger: $0, onRunning: $1) }) { port in
      try await test("http://127.0.0.1:\(port)")
    }
  }

  static func get(_ address: String) async throws -> (Data, HTTPURLResponse) {
    let url = try #require(URL(string: address))
    let (data, response) = try await URLSession.shared.data(from: url)
    return (data, try #require(response as? HTTPURLResponse))
  }
}
