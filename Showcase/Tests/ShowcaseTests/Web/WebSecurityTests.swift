import ConcurrencyExtras
import Foundation
import Hummingbird
import HummingbirdWSClient
import LocalHTTPServer
import Logging
import MVVMKitTesting
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
@Suite(.timeLimit(.scaled(minutes: 1))) struct WebSecurityTests {
  static let script = "<img src=x onerror=alert(1)>"

  @Test func markupFromServersIsEscapedInThePage() async throws {
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
      try await Self.settledPage(
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
      // in a café's address, as a misbehaving server might; the café's details, the same.
      router.get("maps/api/place/details/json") { request, _ in
        LocalHTTPServer.json(
          #"{"status": "INVALID_REQUEST", "error_message": "Bad \#(request.uri.query ?? "")"}"#)
      }
      router.get("maps/api/place/nearbysearch/json") { request, _ in
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
        try NearbyCommand.parse([
          "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
          "--places-key", key,
        ]),
        clicking: ["places/category-cafe", "list/open-c1"])
    }
    #expect(messages.count == 5)
    #expect(messages.joined().contains("key=REDACTED"))
    #expect(messages.last?.contains("The Places API could not read the request.") == true)
    for form in ["AIza-SECRET", "SECRET_KEY", "%2B%2F", key] {
      #expect(!messages.joined().contains(form), "\(form) reached the tab")
    }
  }

  @Test func aRedactedValueBeforeAnEscapedQuoteLeavesEveryMessageJSON() async throws {
    // A website whose query holds `key=` and ends in a quote: what the socket sends stays JSON,
    // and the place's page is shown (it stayed on "Loading the place…" when the message broke).
    let messages: [String] = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/details/json") { _, _ in
        LocalHTTPServer.json(
          #"{"status": "OK", "result": {"place_id": "p1", "name": "Shop", "vicinity": "1 Street", "geometry": {"location": {"lat": 51.5, "lng": -0.12}}, "website": "https://shop.example/menu?key=summer\""}}"#
        )
      }
    } test: { url in
      try await Self.tabMessages(
        try NearbyCommand.parse([
          "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
          "--places-key", "k-123456789",
        ]),
        at: "/nearby/place/p1")
    }
    let sent = messages.dropLast()  // the last is the session's whole document, not a message
    #expect(!sent.isEmpty)
    for message in sent {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(message.utf8))) != nil, "not JSON: \(message)"
      )
    }
    #expect(messages.joined().contains("key=REDACTED"))
    #expect(!messages.joined().contains("Loading the place…"))
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
      let gallery = String(decoding: html, as: UTF8.self)
      // The photos come over the tab's socket once loaded, under paths of this run's: a
      // browser's cache of an earlier run's /images/1 is never used.
      let message = try #require(
        await Self.tabMessage(base: base, page: gallery, containing: "/images/"))
      let first = try #require(
        message.firstMatch(of: try Regex(#"<img src=\\"(/images/[0-9a-f]{8}-1)\\""#))?.output[1]
          .substring)
      let (image, response) = try await Self.get(base + first)
      #expect(response.statusCode == 200)
      // The first photo of the sample feed is a PNG.
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
      #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      let (_, other) = try await Self.get(base + "/images/1000")
      #expect(other.statusCode == 404)
    }
  }

  @Test func saveIsADownloadThatWritesNothingOnTheServer() async throws {
    let pictures = FileManager.default.temporaryDirectory.appendingPathComponent(
      "web-save-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: pictures) }
    let server = WebServer(
      apps: [
        WebApp(path: "gallery", name: "Gallery", summary: "") { address in
          try GalleryCommand.parse(["--save-dir", pictures.path]).makeTab(at: address)
        }
      ], port: 0)
    try await Self.serve(server) { base in
      let (html, _) = try await Self.get(
        base + "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20")
      let page = String(decoding: html, as: UTF8.self)
      let message = try #require(
        await Self.tabMessage(base: base, page: page, containing: "/downloads/"))
      let link = try #require(
        message.firstMatch(
          of: try Regex(
            #"<a href=\\"(/downloads/[0-9a-f]{8}-[0-9]+)\\" download=\\"\\" class=\\"action\\" data-link=\\"save\\" aria-keyshortcuts=\\"s\\">Save <kbd>s</kbd></a>"#
          )
        )?.output[1].substring)
      let (image, response) = try await Self.get(base + link)
      #expect(response.statusCode == 200)
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
      #expect(
        response.value(forHTTPHeaderField: "Content-Disposition")
          == #"attachment; filename="892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.png"; filename*=UTF-8''892f19b8-c7ad-57aa-be4c-f8f4d348cb20%20The%20astronaut%20Eileen%20Collins.png"#
      )
      #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(
        image.range(of: Data("XML:com.adobe.xmp".utf8)) != nil, "the credit written in the file")
      let (_, asImage) = try await Self.get(base + link.replacing("/downloads/", with: "/images/"))
      #expect(asImage.statusCode == 404, "a download's path is no image's")
    }
    #expect(!FileManager.default.fileExists(atPath: pictures.path), "nothing written")
  }

  // MARK: Helpers

  /// The app's first page as its tab shows it once every source has loaded or failed: the
  /// session's whole document.
  @MainActor
  static func settledPage(_ command: some ShowcaseApp) async throws -> String {
    try #require(try await tabMessages(command, clicking: []).last)
  }

  /// The first message the tab of `page` (a first response from the server at `base`) receives
  /// on its socket that contains `text`, within `limit` messages.
  static func tabMessage(
    base: String, page: String, containing text: String, limit: Int = 50
  ) async throws -> String? {
    let socket = try #require(
      page.firstMatch(of: try Regex(#"data-socket="([^"]+)""#))?.output[1].substring
    ).replacing("&amp;", with: "&")
    var headers = HTTPFields()
    headers[.origin] = base
    var logger = Logger(label: "tab")
    logger.logLevel = .critical
    let found = LockIsolated<String?>(nil)
    try await WebSocketClient.connect(
      url: base.replacing("http://", with: "ws://") + socket,
      configuration: WebSocketClientConfiguration(
        maxFrameSize: 1 << 22, additionalHeaders: headers),
      logger: logger
    ) { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
      for _ in 0..<limit {
        guard case .text(let message) = try await messages.next() else { break }
        if message.contains(text) {
          found.setValue(message)
          break
        }
      }
      try await outbound.close(.normalClosure, reason: nil)
    }
    return found.value
  }

  /// The messages a tab of `command` at `address` receives once its screen has settled, the
  /// session's whole document last.
  @MainActor
  static func tabMessages(_ command: some ShowcaseApp, at address: String) async throws
    -> [String]
  {
    var messages: [String] = []
    let session = WebSession(try #require(try command.makeTab(at: address)), images: ImageRoutes())
    {
      messages.append($0)
    }
    await WebServer.openSteps(
      of: session, timeout: TestTime.scaled(.seconds(20)), clock: ContinuousClock())
    await session.waitUntilSettled()
    session.start()
    await session.waitUntilSettled()
    messages.append(session.document(socket: ""))
    session.close()
    return messages
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
