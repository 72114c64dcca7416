import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The keyboard's way into the inspector beside the app: F7 takes the focus to it on every
  /// screen (Tab belongs to the search screen's sections), its keys then scroll its sections, and
  /// F7 or Esc gives the focus back, with no mouse at all.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct InspectorFocusEndToEndTests {
    struct Seen: Sendable {
      var loaded = false
      var focused = false
      var nextSection = false
      var back = false
    }

    @Test func f7MovesTheFocusToTheInspectorAndBackWithoutAMouse() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try EndToEndTests.Session(
          arguments: ["cocktails", "--inspect", "--no-mouse"], width: 150, height: 40)
        seen.loaded = session.waitFor {
          $0.terminal.text.contains("54 Items found")
            && $0.terminal.text.contains("F7 to inspector")
        }
        session.type("\u{1B}[18~")  // F7
        seen.focused = session.waitFor {
          $0.terminal.text.contains("Tab next section")
            && $0.terminal.text.contains("Esc back to the app")
        }
        session.type("\t")  // Tab is the inspector's now: its next section
        seen.nextSection = session.waitFor { $0.terminal.text.contains("Tab next section") }
        session.type("\u{1B}[18~")
        seen.back = session.waitFor { $0.terminal.text.contains("F7 to inspector") }
        session.quit()
        return seen
      }
      #expect(seen.loaded, "the inspector beside the app offers F7")
      #expect(seen.focused, "F7 takes the focus to the inspector: its keys in the status bar")
      #expect(seen.nextSection)
      #expect(seen.back, "F7 gives the focus back to the app")
    }
  }
#endif
