import Foundation
import LocalHTTPServer
import MVVMKitTesting
import Synchronization
import Testing

#if canImport(Glibc)
  /// Some of the home's sections failed among others that loaded: each failed one says how to
  /// retry, the status bar has `r`, and `r` from a section that loaded retries every failed one.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct NearbyRetryEndToEndTests {
    /// Whether the server still fails the cafés; then it answers them.
    final class Switch: Sendable {
      let isFailing = Mutex(true)
    }

    @Test func failedSectionsSayHowToRetryAndRRetriesThemFromAnywhere() async throws {
      let cafes = Switch()
      let place =
        #"{"place_id": "%@", "name": "%@", "rating": 4.5, "geometry": {"location": {"lat": 51.5085, "lng": -0.128}}}"#
      let seen = try await LocalHTTPServer.run { router in
        router.get("maps/api/place/nearbysearch/json") { request, _ in
          let type = request.uri.queryParameters["type"].map(String.init) ?? ""
          if type == "cafe", cafes.isFailing.withLock({ $0 }) {
            return LocalHTTPServer.json(#"{"status": "UNKNOWN_ERROR", "results": []}"#)
          }
          let result = String(format: place, "p-\(type)", "Live \(type)")
          return LocalHTTPServer.json(#"{"status": "OK", "results": [\#(result)]}"#)
        }
      } test: { url in
        try await onOwnThread { () throws -> (String, String, Bool) in
          let session = try EndToEndTests.Session(
            arguments: [
              "nearby", "--places-api",
              url.appendingPathComponent("maps/api/place/").absoluteString, "--places-key", "k-1",
            ],
            width: 100, height: 34)
          let failed = session.waitFor { $0.terminal.text.contains("r to retry") }
          let before = session.terminal.text
          cafes.isFailing.withLock { $0 = false }
          session.type("r")  // the cursor is on the hot picks, which loaded
          let retried = session.waitFor { $0.terminal.text.contains("Live cafe") }
          let after = session.terminal.text
          session.type("q")
          return (before, after, failed && retried)
        }
      }
      #expect(seen.2, "retried: \(seen.1)")
      #expect(
        seen.0.contains(
          "✗ The Places API had a problem on its side. Try again.  r to retry"))
      #expect(seen.0.contains("r retry"), "the status bar offers r")
      #expect(!seen.1.contains("✗"), "nothing failed any more")
    }
  }
#endif
