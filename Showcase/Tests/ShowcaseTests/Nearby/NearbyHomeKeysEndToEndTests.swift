import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The Nearby home's keys in a pseudo-terminal: End and PgDn reach the bottom (and then no
  /// "↓ more" is left), Home the top, and ←→ are offered only where they do something.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct NearbyHomeKeysEndToEndTests {
    struct Seen: Sendable {
      var loaded = false
      var pagesOnHotPicks = false
      var categoriesAlong = false
      var noSidewaysOnAPlace = false
      var atTheBottom = false
      var backAtTheTop = false
      var pagedDown = false
    }

    @Test func endPgDnAndHomeMoveAndSidewaysIsOfferedOnlyWhereItWorks() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try EndToEndTests.Session(arguments: ["nearby"], width: 80, height: 20)
        seen.loaded = session.waitFor {
          $0.terminal.text.contains("Hot picks") && $0.terminal.text.contains("↓ more")
        }
        seen.pagesOnHotPicks = session.waitFor { $0.terminal.text.contains("←→ page") }
        session.type("\u{1B}[B")  // ↓ to the categories
        seen.categoriesAlong = session.waitFor { $0.terminal.text.contains("←→ category") }
        session.type("\u{1B}[B")  // ↓ to the first place
        seen.noSidewaysOnAPlace = session.waitFor { !$0.terminal.text.contains("←→") }
        session.type("\u{1B}[F")  // End
        seen.atTheBottom = session.waitFor {
          $0.terminal.text.contains("Top Nightclubs nearby") && !$0.terminal.text.contains("↓ more")
            && !$0.terminal.text.contains("Hot picks")
        }
        session.type("\u{1B}[H")  // Home
        seen.backAtTheTop = session.waitFor { $0.terminal.text.contains("Hot picks") }
        session.type("\u{1B}[6~")  // PgDn
        seen.pagedDown = session.waitFor { !$0.terminal.text.contains("Hot picks") }
        session.quit(with: "q")
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.pagesOnHotPicks, "←→ page the hot picks")
      #expect(seen.categoriesAlong, "←→ move along the categories")
      #expect(seen.noSidewaysOnAPlace, "no ←→ hint where ←→ do nothing")
      #expect(seen.atTheBottom, "End reaches the last section, with no “↓ more” under it")
      #expect(seen.backAtTheTop, "Home comes back to the top")
      #expect(seen.pagedDown, "PgDn moves a page down")
    }
  }
#endif
