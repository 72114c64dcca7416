import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The inspector below 120 columns, in a pseudo-terminal: it covers the app and has its keys, so
  /// its section is marked and Tab is listed once; a click on a fault's choice puts it in force;
  /// at 60 columns the status bar shortens the breadcrumb before a screen's key goes; and a key it
  /// has no use for (Enter) closes it for the app.
  @Suite(.timeLimit(.scaled(minutes: 1))) struct InspectorCoveringEndToEndTests {
    typealias Session = EndToEndTests.Session
    typealias Mouse = MouseEndToEndTests

    struct Seen: Sendable {
      var covering = false
      var screen = ""
      var offline = false
      var readADay = false
      var enterClosed = false
    }

    @Test func overTheAppItsFaultsAreButtonsAndTheBreadcrumbShortensFirst() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(
          arguments: ["rates", "--currency", "USD", "--inspect"], width: 60, height: 24)
        defer { session.quit() }
        seen.covering = session.waitFor {
          $0.terminal.text.contains("│ ▸ Requests") && $0.terminal.text.contains("200 ok")
        }
        seen.screen = session.terminal.text
        session.type("\u{1B}")  // Esc: the inspector closes, the rate's history shows
        seen.readADay = session.waitFor {
          $0.terminal.text.contains("… › GBP → USD") && $0.terminal.text.contains("←→ read a day")
        }
        session.type("\u{1B}OQ")  // F2: the inspector again
        _ = session.waitFor { $0.terminal.text.contains("F5 offline   [off] on") }
        if let on = Mouse.place(of: "F5 offline   [off] on", in: session.terminal.text) {
          session.type(Mouse.click(on.x + 19, on.y))  // "on"
        }
        seen.offline = session.waitFor { $0.terminal.text.contains("F5 offline   off [on]") }
        session.type("\r")  // Enter: not the inspector's, so it closes and the app has the key
        seen.enterClosed = session.waitFor {
          $0.terminal.text.contains("GBP → USD") && !$0.terminal.text.contains("╭ Inspector")
        }
        return seen
      }
      #expect(seen.covering, "the section its keys scroll is marked:\n\(seen.screen)")
      let statusBar = seen.screen.split(separator: "\n").last.map(String.init) ?? ""
      #expect(statusBar.components(separatedBy: "Tab").count <= 2, "Tab at most once: \(statusBar)")
      #expect(!statusBar.contains("to inspector"))
      #expect(seen.offline, "a click on a fault's choice puts it in force")
      #expect(seen.readADay, "at 60 columns the breadcrumb shortens and the history keeps ←→")
      #expect(seen.enterClosed, "a key the inspector has no use for closes it")
    }
  }
#endif
