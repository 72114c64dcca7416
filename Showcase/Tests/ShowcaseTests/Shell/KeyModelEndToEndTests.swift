import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc

  /// The key model in a pseudo-terminal, as a user meets it: a moving key never types into a
  /// field, Esc never quits, an alert owns the keys and the status bar, a terminal too small
  /// still quits on q, End pages to the last photo, and the inspector scrolls.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct KeyModelEndToEndTests {
    typealias Session = EndToEndTests.Session

    /// Runs `arguments` in a pseudo-terminal of `width` by `height`; `use` acts as the user and
    /// returns what it saw; the app is then quit with Ctrl-C if it still runs.
    func session<Seen: Sendable>(
      _ arguments: [String], environment: [String: String] = [:], width: Int = 100,
      height: Int = 30, _ use: @escaping @Sendable (Session) -> Seen
    ) async throws -> Seen {
      try await onOwnThread { () throws -> Seen in
        let session = try Session(
          arguments: arguments, environment: environment, width: width, height: height)
        let seen = use(session)
        if session.process.isRunning {
          session.type("\u{3}")
          _ = session.waitFor { !$0.process.isRunning }
        }
        return seen
      }
    }

    @Test func holdingKInTheResultsNeverTypesIntoTheSearch() async throws {
      let seen = try await session(["cocktails"]) { session in
        guard session.waitFor({ $0.terminal.text.contains("54 Items found") }) else { return "" }
        session.type("\u{1B}")  // out of the field, into the drinks
        _ = session.waitFor { $0.terminal.text.contains("Enter open") }
        session.type(String(repeating: "k", count: 12))
        session.type("j")  // a key after them, to know they were all read
        _ = session.waitFor { $0.terminal.text.contains("Enter open") }
        return session.terminal.text
      }
      #expect(seen.contains("54 Items found"), "the results stay")
      #expect(!seen.contains("No cocktails match"))
      #expect(seen.contains("│ Search cocktails"), "the field is as it was: empty")
    }

    @Test func escOnTheFirstScreenSaysHowToQuitAndQQuits() async throws {
      struct Seen: Sendable {
        var told = false
        var running = false
        var quit = false
        var status: Int32 = -1
      }
      let seen = try await session(["rates"]) { session in
        var seen = Seen()
        guard session.waitFor({ $0.terminal.text.contains("AUD  Australian") }) else { return seen }
        session.type("\u{1B}")
        seen.told = session.waitFor { $0.terminal.text.contains("Exchange rates  │  q to quit") }
        seen.running = session.process.isRunning
        session.type("q")
        seen.quit = session.waitFor { !$0.process.isRunning }
        session.process.waitUntilExit()
        seen.status = session.process.terminationStatus
        return seen
      }
      #expect(seen.told && seen.running, "Esc says q quits, and the app goes on")
      #expect(seen.quit && seen.status == 0)
    }

    @Test func anAlertOwnsTheKeysAndTheStatusBar() async throws {
      struct Seen: Sendable {
        var alert = false
        var help = false
        var stayed = false
        var dismissed = false
      }
      // A place's page with no browser to open it: the link is shown in an alert.
      let seen = try await session(
        ["nearby", "--place", "sample-rules"], environment: ["PATH": "/nonexistent"]
      ) { session in
        var seen = Seen()
        guard session.waitFor({ $0.terminal.text.contains("o open in maps") }) else { return seen }
        session.type("o")
        seen.alert = session.waitFor {
          $0.terminal.text.contains("Enter ok  ? help  Esc dismiss")
        }
        session.type("?")
        seen.help = session.waitFor {
          $0.terminal.text.contains("? or Esc to close") && $0.terminal.text.contains("dismiss")
        }
        session.type("\u{1B}")  // closes the help; the alert stays
        session.type("jjo")  // the screen's keys do nothing while it is shown
        seen.stayed = session.waitFor {
          $0.terminal.text.contains("Enter ok  ? help  Esc dismiss")
            && !$0.terminal.text.contains("? or Esc to close")
        }
        session.type("\r")
        seen.dismissed = session.waitFor { $0.terminal.text.contains("o open in maps") }
        return seen
      }
      #expect(seen.alert, "the status bar shows the alert's keys")
      #expect(seen.help, "? lists them")
      #expect(seen.stayed)
      #expect(seen.dismissed, "Enter dismisses it; the screen's keys are back")
    }

    @Test func aTerminalTooSmallSaysBothSizesAndQStillQuits() async throws {
      struct Seen: Sendable {
        var said = false
        var quit = false
      }
      let seen = try await session(["cocktails"], width: 40, height: 12) { session in
        var seen = Seen()
        seen.said = session.waitFor {
          $0.terminal.text.contains("Terminal too small: 40x12, needs at")
            && $0.terminal.text.contains("least 60x20")
        }
        session.type("q")
        seen.quit = session.waitFor { !$0.process.isRunning }
        return seen
      }
      #expect(seen.said)
      #expect(seen.quit)
    }

    @Test func endLoadsEveryPhotoAndThePositionSaysSo() async throws {
      let seen = try await session(["gallery"]) { session in
        guard session.waitFor({ $0.terminal.text.contains("of 14 · more below · More to load") })
        else { return "" }
        session.type("G")
        _ = session.waitFor { $0.terminal.text.contains("That's everything") }
        return session.terminal.text
      }
      #expect(seen.contains("–14 of 14 · more above · That's everything"))
    }

    @Test func theInspectorScrollsToItsLastRequest() async throws {
      let seen = try await session(["cocktails"], width: 150, height: 30) { session in
        guard session.waitFor({ $0.terminal.text.contains("54 Items found") }) else { return "" }
        session.type("rum")  // a search, so there are three requests
        _ = session.waitFor { $0.terminal.text.contains("3 Items found") }
        session.type("\u{1B}")
        session.type("\u{1B}[12~")  // F2
        _ = session.waitFor { $0.terminal.text.contains("Requests") }
        guard let requests = MouseEndToEndTests.place(of: "Requests", in: session.terminal.text)
        else { return session.terminal.text }
        // A click on the panel's requests takes the focus there.
        session.type(MouseEndToEndTests.click(requests.x, requests.y))
        _ = session.waitFor { $0.terminal.text.contains("▸ Requests") }
        session.type("G")
        _ = session.waitFor { $0.terminal.text.contains("requests above") }
        return session.terminal.text
      }
      #expect(seen.contains("▸ Requests"))
      #expect(seen.contains("… 2 requests above"))
    }

    struct BarAndHelp: Sendable {
      var bar = ""
      var help = ""
    }

    @Test(arguments: [
      (["cocktails"], "Cocktails"), (["rates"], "Exchange rates"),
      (["meditation", "--name", "Ada"], "Meditation"), (["nearby"], "Nearby"),
      (["gallery"], "Popular"),
    ])
    func at80x24EveryAppKeepsHelpAndTheWayOutAndTheHelpListsTheGlobalKeys(
      arguments: [String], title: String
    ) async throws {
      for faults in [[], ["--fail-rate", "100"]] {
        let seen = try await session(arguments + faults, width: 80, height: 24) { session in
          var seen = BarAndHelp()
          _ = session.waitFor {
            let bar = $0.terminal.text.split(separator: "\n").last ?? ""
            // Loaded or failed: no spinner (braille) left on screen.
            let isLoading = $0.terminal.text.unicodeScalars.contains {
              (0x2800...0x28FF).contains($0.value)
            }
            return bar.contains(title) && bar.contains("help")
              && bar.contains("⚠ faults") == !faults.isEmpty && !isLoading
          }
          seen.bar = String(session.terminal.text.split(separator: "\n").last ?? "")
          // Cocktails starts in its search field, where F1 shows the help.
          session.type(arguments == ["cocktails"] ? "\u{1B}OP" : "?")
          _ = session.waitFor { $0.terminal.text.contains("? or Esc to close") }
          seen.help = session.terminal.text
          return seen
        }
        let label = faults.isEmpty ? title : "\(title) with a fault"
        #expect(seen.bar.contains("help"), "\(label): \(seen.bar)")
        // The way out: the app's, or the field's, or the alert a failed page shows.
        #expect(
          ["q quit", "Esc leave field", "Esc dismiss"].contains { seen.bar.hasSuffix($0) },
          "\(label): \(seen.bar)")
        #expect(seen.bar.contains("⚠ faults") == !faults.isEmpty, "\(label): \(seen.bar)")
        #expect(seen.help.contains("suspend (fg resumes)"), "\(label)")
        #expect(seen.help.contains("quit, from anywhere"), "\(label)")
        if !seen.bar.hasSuffix("Esc dismiss") {
          #expect(seen.help.contains("inspector"), "\(label)")
        }
      }
    }
  }
#endif
