import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import WebUI

/// Places API (New)'s searchNearby has no pages and stops at 20: a list that reaches 20 says it
/// shows the 20 nearest, in both views, rather than "That's everything" or offering more.
@Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyNearestTests {
  static let key = "AIzaSyNEAREST-0123456789abcdef"

  /// `count` cafes, a few metres apart, as searchNearby answers them.
  static func cafes(_ count: Int) -> String {
    let places = (1...count).map { index in
      #"{"id": "c\#(index)", "displayName": {"text": "Cafe \#(index)"}, "location": {"latitude": \#(51.5081 + Double(index) / 10_000), "longitude": -0.128}, "types": ["cafe"]}"#
    }
    return #"{"places": [\#(places.joined(separator: ","))]}"#
  }

  /// Runs `test` with a Places API (New) base whose searchNearby answers `count` cafes.
  static func serve<Value: Sendable>(
    _ count: Int, test: @Sendable (String) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run { router in
      router.post("v1/places:searchNearby") { _, _ in LocalHTTPServer.json(Self.cafes(count)) }
    } test: { url in
      try await test(url.appendingPathComponent("v1/").absoluteString)
    }
  }

  @MainActor static func webFooter(_ api: String) async throws -> String {
    let tab = try #require(
      try NearbyCommand.parse(["--places-api", api, "--places-key", Self.key]).makeTab(
        at: "/nearby/list/cafe"))
    let session = WebSession(tab, images: ImageRoutes())
    defer { session.close() }
    await session.waitUntilSettled()
    for step in session.steps {
      step.open()
      await session.waitUntilSettled()
    }
    let html = session.mainHTML.description
    guard let start = html.range(of: #"<div class="paging" role="status">"#),
      let end = html[start.upperBound...].range(of: "</div>")
    else { return html }
    return String(html[start.lowerBound..<end.upperBound])
  }

  @Test(arguments: [(20, "The 20 nearest"), (7, "That's everything")])
  func aSearchThatStopsAtTwentySaysItShowsTheNearest(count: Int, end: String) async throws {
    let (run, footer) = try await Self.serve(count) { api in
      (
        try await runShowcase(
          ["nearby", "--once", "--type", "cafe", "--width", "100", "--height", "40"],
          environment: [
            "PLACES_API_URL": api, "GOOGLE_PLACES_API_KEY": Self.key, "NEARBY_LOCATION": "",
          ]),
        try await Self.webFooter(api)
      )
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains("\n Cafe \(count)  ") && run.output.contains("\n \(end)\n"),
      "\(run.output)")
    let escaped = end.replacingOccurrences(of: "'", with: "&#39;")
    #expect(footer.hasSuffix(#"<span class="muted">\#(escaped)</span></div>"#), "\(footer)")
    #expect(!footer.contains("Load more"))
  }
}
