import ConcurrencyExtras
import Foundation
import Hummingbird
import HummingbirdWSClient
import LocalHTTPServer
import Logging
import MVVMKitTesting
import Testing

@testable import WebUI

/// A page whose one region is large: each click sends a message of ``size`` bytes.
@MainActor final class LargePage: WebPage {
  static let size = 256 << 10
  let model = CounterModel()
  let releases: Releases
  init(releases: Releases) { self.releases = releases }
  var title: String { "Large" }
  var regions: [WebRegion] {
    [
      WebRegion("large") { [unowned self] context in
        HTML.element("button", ["data-action": context.action("add") { self.model.count += 1 }]) {
          "\(model.count) " + String(repeating: "x", count: Self.size)
        }
      }
    ]
  }
  deinit {
    Task { @MainActor [releases] in releases.released() }
  }
}

/// What one client can cost the server, bounded: its connections, an idle one, the messages
/// waiting for a tab that never reads, the size of a message.
@Suite(.timeLimit(.scaled(minutes: 1))) struct WebServerLimitsTests {
  let releases = Releases()

  func server(configure: (inout WebServer) -> Void = { _ in }) -> WebServer {
    let releases = releases
    var server = WebServer(
      apps: [
        WebApp(path: "counter", name: "Counter", summary: "") {
          WebTab(page: ReleasedPage(releases: releases))
        },
        WebApp(path: "large", name: "Large", summary: "") {
          WebTab(page: LargePage(releases: releases))
        },
      ], port: 0)
    configure(&server)
    return server
  }

  func withServer(_ server: WebServer, _ test: @Sendable (Int) async throws -> Void)
    async throws
  {
    try await LocalHTTPServer.serve({ server.application(logger: $0, onRunning: $1) }, test: test)
  }

  func connect(
    port: Int, path: String,
    _ handle:
      @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void
  ) async throws {
    var logger = Logger(label: "client")
    logger.logLevel = .critical
    try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/\(path)/socket",
      configuration: WebSocketClientConfiguration(
        maxFrameSize: 1 << 20, additionalHeaders: [.origin: "http://127.0.0.1:\(port)"]),
      logger: logger
    ) { inbound, outbound, _ in try await handle(inbound, outbound) }
  }

  #if canImport(Glibc)
    @Test func aConnectionThatSendsNothingIsClosed() async throws {
      let server = server { $0.firstHeadTimeout = .milliseconds(200) }
      try await withServer(server) { port in
        let answer = try await RawConnection.onThread {
          // Waits for the close, not for a time: 20 s without it fails.
          try RawConnection(port: port).receive()
        }
        #expect(answer == "")
      }
    }

    @Test func aClientHoldsAtMostItsShareOfConnections() async throws {
      // The first head's own limit scaled: on a busy machine the server may read a head late.
      let server = server {
        $0.connectionsPerClient = 3
        $0.firstHeadTimeout = TestTime.scaled(.seconds(10))
      }
      try await withServer(server) { port in
        // Four at once: whichever the server sets up fourth is closed unanswered. The answered
        // ones are kept alive, so none is closed before the fourth is set up, however the
        // scheduler orders the server's work on a busy machine.
        let connections = try (0..<4).map { _ in try RawConnection(port: port) }
        let answers = try await RawConnection.onThread {
          try connections.map { connection in
            connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            return try connection.receive(headOnly: true)
          }
        }
        #expect(answers.filter { $0.hasPrefix("HTTP/1.1 200 OK\r\n") }.count == 3)
        #expect(answers.filter(\.isEmpty).count == 1)
      }
    }
  #endif

  @Test func aTabThatNeverReadsHasItsSessionClosed() async throws {
    let server = server { $0.largestOutgoingQueue = 4 }
    let releases = releases
    try await withServer(server) { port in
      do {
        try await connect(port: port, path: "large") { _, outbound in
          // Clicks, each answered with 256 KB that this tab never reads: the socket's buffers
          // fill, then the queue, and the server gives the session up while this tab still
          // holds its socket open.
          for _ in 0..<200 {
            try await outbound.write(.text(#"{"type":"click","action":"large/add"}"#))
          }
          await releases.waitFor(1)
        }
      } catch {
        // The server reset the connection it gave up while a click was being sent.
      }
      await releases.waitFor(1)
    }
    #expect(await releases.count == 1)
  }

  /// The server says when its last tab has closed (the showcase then gives the memory back), once
  /// for all of them, never while a tab is open; and lets go of the recording it served last.
  @Test func theLastTabToCloseIsToldOnceNeverWhileOneIsOpen() async throws {
    let told = Releases()
    let server = server { server in
      server.whenLastTabCloses = { Task { @MainActor in told.released() } }
    }
    let releases = releases
    let loads = LockIsolated(0)
    let path = server.images.mediaPath(for: try #require(URL(string: "https://cdn.example/a.ogg")))
    { _ in
      loads.withValue { $0 += 1 }
      return Data("OggS".utf8)
    }
    let token = String(path.dropFirst("/media/".count))
    let route = try #require(server.images.route(token))
    _ = try await server.images.mediaBytes(token, of: route)
    _ = try await server.images.mediaBytes(token, of: route)
    #expect(loads.value == 1, "kept while tabs may ask for it")
    try await withServer(server) { port in
      try await connect(port: port, path: "counter") { inbound, _ in
        var page = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await page.next()
        try await connect(port: port, path: "counter") { inbound, _ in
          var page = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
          _ = try await page.next()
        }
        await releases.waitFor(1)  // the second tab closed, its session released
        #expect(await told.count == 0, "a tab is still open")
      }
      await told.waitFor(1)
    }
    #expect(await told.count == 1)
    _ = try await server.images.mediaBytes(token, of: route)
    #expect(loads.value == 2, "let go when the last tab closed")
  }

  @Test func aMessageUpToTheStatedLimitIsTaken() async throws {
    try await withServer(server()) { port in
      try await connect(port: port, path: "counter") { inbound, outbound in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await messages.next()
        // 60 KB: past the 16 KB that used to end the session, within the 64 KB stated.
        let padding = String(repeating: "p", count: 60 << 10)
        try await outbound.write(
          .text(#"{"type":"click","action":"count/add","padding":"\#(padding)"}"#))
        let update = try await messages.next()
        guard case .text(let text) = update else {
          Issue.record("no update: \(String(describing: update))")
          return
        }
        #expect(text.contains("1 &lt;&amp;&gt;"))
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }
}
