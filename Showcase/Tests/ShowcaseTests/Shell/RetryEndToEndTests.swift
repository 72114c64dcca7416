import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// `r` where a source failed, in a pseudo-terminal: offline, the retry fails again at once, and
  /// the status bar still says each time that it was tried.
  @Suite(.timeLimit(.scaled(minutes: 1))) struct RetryEndToEndTests {
    typealias Session = EndToEndTests.Session

    struct Seen: Sendable {
      var failed = false
      var once = false
      var twice = false
      var screen = ""
    }

    @Test func eachRetryThatFailsAtOnceIsStillSaid() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(arguments: ["gallery", "--offline"], width: 80, height: 24)
        defer { session.quit() }
        seen.failed = session.waitFor { $0.terminal.text.contains("r to retry") }
        session.type("r")
        // Said, and the failure back (the retry binding with it) before the next `r`.
        seen.once = session.waitFor {
          $0.terminal.text.contains("Tried again") && $0.terminal.text.contains("r to retry")
        }
        session.type("r")
        seen.twice = session.waitFor { $0.terminal.text.contains("Tried again (2 times)") }
        seen.screen = session.terminal.text
        return seen
      }
      #expect(seen.failed, "offline, the photos fail")
      #expect(seen.once, "the first retry is said")
      #expect(seen.twice, "and the next, counted, though the screen is the same:\n\(seen.screen)")
    }
  }
#endif
