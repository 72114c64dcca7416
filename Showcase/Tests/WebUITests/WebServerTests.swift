import ConcurrencyExtras
import Foundation
import Hummingbird
import HummingbirdWSClient
import LocalHTTPServer
import Logging
import MVVMKitTesting
import Testing

@testable import WebUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Tells when pages are released.
@MainActor final class Releases {
  private(set) var count = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  func released() {
    count += 1
    waiters.removeAll { waiter in
      guard count >= waiter.count else { return false }
      waiter.continuation.resume()
      return true
    }
  }
  func waitFor(_ count: Int) async {
    guard self.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }
}

@MainActor final class ReleasedPage: WebPage {
  let model = CounterModel()
  let releases: Releases
  init(releases: Releases) { self.releases = releases }
  var title: String { "Counter" }
  var regions: [WebRegion] {
    [
      WebRegion("count") { [unowned self] context in
        HTML.element("button", ["data-action": context.action("add") { self.model.count += 1 }]) {
          "\(model.count) <&>"
        }
      }
    ]
  }
  deinit {
    Task { @MainActor [releases] in releases.released() }
  }
}

@Suite(.timeLimit(.scaled(minutes: 1))) struct WebServerTests {
  let releases: Releases
  let server: WebServer
  /// The tabs made, by address.
  let made = Made()

  @MainActor final class Made {
    var addresses: [String] = []
  }

  init() {
    let (releases, made) = (Releases(), made)
    self.releases = releases
    server = WebServer(
      apps: [
        WebApp(path: "counter", name: "Counter", summary: "Counts <clicks>.") { address in
          guard address == "/counter" || address.hasPrefix("/counter/from/") else { return nil }
          made.addresses.append(address)
          let page = ReleasedPage(releases: releases)
          page.model.count = Int(address.dropFirst("/counter/from/".count)) ?? 0
          return WebTab(page: page)
        }
      ], port: 0)
  }

  /// Runs `server` on a loopback port for `test`.
  func withServer(_ test: @Sendable (Int) async throws -> Void) async throws {
    try await LocalHTTPServer.serve({ server.application(logger: $0, onRunning: $1) }, test: test)
  }

  func get(_ path: String, port: Int) async throws -> (HTTPURLResponse, String) {
    let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
    let (data, response) = try await URLSession.shared.data(from: url)
    return (try #require(response as? HTTPURLResponse), String(decoding: data, as: UTF8.self))
  }

  /// Opens the counter's socket with `origin`, hands its messages to `handle`.
  func connect(
    port: Int, origin: String?, socket: String = "/counter/socket",
    _ handle:
      @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void
  ) async throws {
    var headers = HTTPFields()
    if let origin { headers[.origin] = origin }
    var logger = Logger(label: "client")
    logger.logLevel = .critical
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)\(socket)",
      configuration: WebSocketClientConfiguration(
        maxFrameSize: 1 << 20, additionalHeaders: headers),
      logger: logger
    ) { inbound, outbound, _ in try await handle(inbound, outbound) }
  }

  @Test func everyResponseForbidsWhatThePagesDoNotUse() async throws {
    try await withServer { port in
      for path in ["/", "/counter", "/nowhere", "/static/live.js"] {
        let (response, _) = try await get(path, port: port)
        #expect(
          response.value(forHTTPHeaderField: "Content-Security-Policy")
            == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
        #expect(response.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
      }
      let (missing, _) = try await get("/nowhere", port: port)
      #expect(missing.statusCode == 404)
      let (image, _) = try await get("/images/0123", port: port)
      #expect(image.statusCode == 404)
    }
  }

  /// `path` with `headers`, its status, headers and bytes.
  func get(
    _ path: String, headers: [String: String], port: Int
  ) async throws -> (HTTPURLResponse, Data) {
    var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    return (try #require(response as? HTTPURLResponse), data)
  }

  @Test func aRecordingIsServedInTheRangesAnAudioElementAsksFor() async throws {
    // An Ogg page's capture pattern, then 996 bytes: 1,000 in all, loaded once for every range.
    let bytes = Data("OggS".utf8) + Data((0..<996).map { UInt8($0 % 251) })
    let loads = LockIsolated(0)
    let path = server.images.mediaPath(
      for: try #require(URL(string: "https://cdn.example/tone.ogg"))
    ) { _ in
      loads.withValue { $0 += 1 }
      return bytes
    }
    #expect(path.hasPrefix("/media/"))
    try await withServer { port in
      let (whole, all) = try await get(path, headers: [:], port: port)
      #expect(whole.statusCode == 200 && all == bytes)
      #expect(whole.value(forHTTPHeaderField: "Content-Type") == "audio/ogg")
      #expect(whole.value(forHTTPHeaderField: "Accept-Ranges") == "bytes")
      let (part, first) = try await get(path, headers: ["Range": "bytes=0-99"], port: port)
      #expect(part.statusCode == 206 && first == bytes.prefix(100))
      #expect(part.value(forHTTPHeaderField: "Content-Range") == "bytes 0-99/1000")
      let (tail, last) = try await get(path, headers: ["Range": "bytes=-10"], port: port)
      #expect(tail.statusCode == 206 && last == bytes.suffix(10))
      #expect(tail.value(forHTTPHeaderField: "Content-Range") == "bytes 990-999/1000")
      let (past, _) = try await get(path, headers: ["Range": "bytes=1000-"], port: port)
      #expect(past.statusCode == 416)
      #expect(past.value(forHTTPHeaderField: "Content-Range") == "bytes */1000")
      // A recording's path is no image's, and an unknown token serves nothing.
      let (asImage, _) = try await get(
        path.replacingOccurrences(of: "/media/", with: "/images/"), headers: [:], port: port)
      #expect(asImage.statusCode == 404)
      let (unknown, _) = try await get("/media/0123", headers: [:], port: port)
      #expect(unknown.statusCode == 404)
    }
    #expect(loads.value == 1)
  }

  @Test(arguments: [
    (Data("OggS".utf8), "audio/ogg"), (Data("ID3\u{4}".utf8), "audio/mpeg"),
    (Data([0xFF, 0xFB, 0x90, 0x64]), "audio/mpeg"),
    (Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), "audio/wav"),
    (Data("<html>".utf8), "application/octet-stream"), (Data(), "application/octet-stream"),
  ])
  func aRecordingsTypeIsReadFromItsFirstBytes(bytes: Data, type: String) {
    #expect(WebServer.mediaType(of: bytes) == type)
  }

  @Test func theMenuAndThePageAreCompleteHTML() async throws {
    try await withServer { port in
      let (_, menu) = try await get("/", port: port)
      #expect(
        menu.contains(
          #"<a href="/counter" data-app="counter"><strong>Counter</strong><span>Counts &lt;clicks&gt;.</span></a>"#
        ))
      let (response, page) = try await get("/counter", port: port)
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
      // The socket takes up the session of this response, at this address.
      #expect(
        page.contains(
          try Regex(
            #"<body data-socket="/counter/socket\?tab=[0-9a-f-]+&amp;at=/counter" data-largest-message="65536" data-keys="\[[^"]+\]">"#
          )))
      #expect(page.contains(#"<button data-action="count/add">0 &lt;&amp;&gt;</button>"#))
    }
  }

  @Test func aTabOfThisOriginGetsThePageAndEachRegionAsItChanges() async throws {
    try await withServer { port in
      try await connect(port: port, origin: "http://127.0.0.1:\(port)") { inbound, outbound in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        let page = try await messages.next()
        guard case .text(let first) = page else { throw Unexpected.message(page) }
        #expect(first.contains(#""type":"page""#))
        try await outbound.write(.text(#"{"type":"click","action":"count/add"}"#))
        let update = try await messages.next()
        guard case .text(let second) = update else { throw Unexpected.message(update) }
        #expect(
          second
            == #"{"html":"<button data-action=\"count/add\">1 &lt;&amp;&gt;</button>","id":"count","type":"region"}"#
        )
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aVisitMakesOneSessionWhichItsSocketTakesUp() async throws {
    try await withServer { port in
      let (_, page) = try await get("/counter/from/7", port: port)
      #expect(page.contains(#"<button data-action="count/add">7 &lt;&amp;&gt;</button>"#))
      let socket = try #require(
        page.firstMatch(of: try Regex(#"data-socket="([^"]+)""#))?.output[1].substring
      ).replacing("&amp;", with: "&")
      try await connect(port: port, origin: "http://127.0.0.1:\(port)", socket: String(socket)) {
        inbound, outbound in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        let first = try await messages.next()
        guard case .text(let text) = first else { throw Unexpected.message(first) }
        #expect(text.contains("7 &lt;&amp;&gt;"))
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(await made.addresses == ["/counter/from/7"], "the socket took up the page's session")
      // Taken once: the same socket again (a page from the browser's history) starts afresh at
      // the address it names; an address of no screen is a 404.
      try await connect(port: port, origin: "http://127.0.0.1:\(port)", socket: String(socket)) {
        inbound, outbound in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await messages.next()
        try await outbound.close(.normalClosure, reason: nil)
      }
      #expect(await made.addresses == ["/counter/from/7", "/counter/from/7"])
      let (missing, _) = try await get("/counter/nowhere", port: port)
      #expect(missing.statusCode == 404)
    }
  }

  #if canImport(Glibc)
    @Test func theSocketTakesPermessageDeflateAsABrowserOffersIt() async throws {
      try await withServer { port in
        let head = try await RawConnection.onThread {
          try RawConnection.exchange(
            "GET /counter/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
              + "Origin: http://127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
              + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
              + "Sec-WebSocket-Version: 13\r\n"
              + "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n",
            port: port, headOnly: true)
        }
        let lines = head.split(separator: "\r\n").map { $0.lowercased() }
        #expect(lines.first == "http/1.1 101 switching protocols")
        // Context takeover kept: no `server_no_context_takeover` in the answer.
        #expect(lines.contains("sec-websocket-extensions: permessage-deflate"))
      }
    }
  #endif

  @Test func aTabOfAnotherOriginOrNoneIsRefused() async throws {
    try await withServer { port in
      // HummingbirdWSClient adds `Origin: ws://127.0.0.1` (no port) of its own: refused too.
      for origin in ["http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1:\(port)", nil]
      {
        await #expect(throws: (any Error).self) {
          try await connect(port: port, origin: origin) { _, _ in }
        }
      }
    }
  }

  @Test func aBadMessageClosesThatSessionOnlyAndClosingReleasesItsPage() async throws {
    try await withServer { port in
      let origin = "http://127.0.0.1:\(port)"
      try await connect(port: port, origin: origin) { inbound, outbound in
        var good = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await good.next()
        // A second tab sends what no page script sends: the server closes it.
        try await connect(port: port, origin: origin) { inbound, outbound in
          var bad = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
          _ = try await bad.next()
          try await outbound.write(.text("<script>"))
          #expect(try await bad.next() == nil)
        }
        try await outbound.write(.text(#"{"type":"click","action":"count/add"}"#))
        let update = try await good.next()
        guard case .text(let text) = update else { throw Unexpected.message(update) }
        #expect(text.contains("1 &lt;&amp;&gt;"))
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
    // Each tab's page is released when its socket closes.
    await releases.waitFor(2)
    #expect(await releases.count == 2)
  }

  enum Unexpected: Error {
    case message(WebSocketMessage?)
  }
}
