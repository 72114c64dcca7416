import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// An app opened from the menu is built by the same composition root as `showcase APP`: it
  /// honours the same environment variables, and the options given to the menu.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct MenuRootTests {
    struct Seen: Sendable {
      var menu = false
      var nearby = false
      var offline = false
      var screen = ""
    }

    @Test func nearbyFromTheMenuIsWhereNEARBYLOCATIONSaysAndOffline() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try EndToEndTests.Session(
          arguments: ["--offline"],
          environment: ["NEARBY_LOCATION": "-33.87,151.21", "PLACES_API_URL": ""])
        seen.menu = session.waitFor { $0.terminal.text.contains("▸ Cocktails") }
        session.type("\u{1B}[B\u{1B}[B\u{1B}[B\r")  // ↓↓↓ to Nearby, Enter
        seen.nearby = session.waitFor {
          $0.terminal.text.contains("Places within 1.5 km of -33.8700,151.2100")
        }
        seen.offline = session.waitFor { $0.terminal.text.contains("offline") }
        seen.screen = session.terminal.text
        session.type("q")
        session.type("q")
        _ = session.waitFor { !$0.process.isRunning }
        return seen
      }
      #expect(seen.menu)
      #expect(seen.nearby, "NEARBY_LOCATION is honoured from the menu\n\(seen.screen)")
      #expect(seen.offline, "--offline given to the menu reaches the app\n\(seen.screen)")
    }
  }
#endif
