import Foundation
import MVVMKitTesting
import SnapshotTesting
import Testing
import WebUI

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The first response of each app's pages, on the bundled data: the HTML a browser gets before
/// its script runs, and after a click on the first item.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
final class WebPageSnapshotTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("showcase-web-\(UUID().uuidString)").path

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  @Test func cocktails() async throws {
    let session = try await settledSession(try CocktailsCommand.parse([]))
    assertSnapshot(of: session.document(socket: "/cocktails/socket"), as: .lines, named: "search")
    try await open(firstAction(in: session, startingWith: "drinks/open-"), in: session)
    #expect(session.page?.title == "Mojito")
    assertSnapshot(of: session.document(socket: "/cocktails/socket"), as: .lines, named: "drink")
    session.close()
  }

  @Test func rates() async throws {
    let session = try await settledSession(try RatesCommand.parse(["--cache-dir", directory]))
    assertSnapshot(of: session.document(socket: "/rates/socket"), as: .lines, named: "rates")
    try await open("rates/open-USD", in: session)
    #expect(session.page?.title == "GBP → USD")
    assertSnapshot(of: session.document(socket: "/rates/socket"), as: .lines, named: "history")
    session.close()
  }

  @Test func meditation() async throws {
    let session = try await settledSession(
      try MeditationCommand.parse(["--data-dir", directory, "--name", "Ann"]))
    // The home's board names the last seven days: its words, not a snapshot.
    let home = session.document(socket: "/meditation/socket")
    #expect(home.contains("<h1>Hello Ann!</h1>"))
    #expect(home.contains("<li><span>Today</span><strong>0 min</strong></li>"))
    try await open("home/act-session", in: session)
    assertSnapshot(of: session.document(socket: "/meditation/socket"), as: .lines, named: "picking")
    session.close()
  }

  @Test func nearby() async throws {
    let session = try await settledSession(try NearbyCommand.parse([]))
    assertSnapshot(of: session.document(socket: "/nearby/socket"), as: .lines, named: "home")
    try await open("places/category-cafe", in: session)
    assertSnapshot(of: session.document(socket: "/nearby/socket"), as: .lines, named: "cafes")
    try await open(firstAction(in: session, startingWith: "list/open-"), in: session)
    assertSnapshot(of: session.document(socket: "/nearby/socket"), as: .lines, named: "place")
    session.close()
  }

  @Test func gallery() async throws {
    let session = try await settledSession(try GalleryCommand.parse([]))
    assertSnapshot(of: session.document(socket: "/gallery/socket"), as: .lines, named: "popular")
    try await open(firstAction(in: session, startingWith: "photos/open-"), in: session)
    assertSnapshot(of: session.document(socket: "/gallery/socket"), as: .lines, named: "photo")
    session.close()
  }

  // MARK: Helpers

  /// A session of `command`'s first page, once it has loaded.
  func settledSession(_ command: some ShowcaseApp) async throws -> WebSession {
    let session = WebSession(try #require(try command.makeTab()), images: ImageRoutes())
    await session.waitUntilSettled()
    return session
  }

  /// Clicks `action`, and waits for what it opened to load.
  func open(_ action: String, in session: WebSession) async throws {
    try session.receive(#"{"type":"click","action":"\#(action)"}"#)
    await session.waitUntilSettled()
  }

  /// The first `data-action` of the page that starts with `prefix`.
  func firstAction(in session: WebSession, startingWith prefix: String) throws -> String {
    let html = session.document(socket: "")
    let marker = #"data-action=""# + prefix
    let start = try #require(html.range(of: marker), "no action \(prefix)…")
    let rest = html[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "\""))
    return prefix + rest[..<end]
  }
}
