import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc

  /// The mouse in a pseudo-terminal, through SGR reports as a terminal sends them: clicks select
  /// and open rows and cards, focus fields and run status-bar hints; the wheel moves what is under
  /// it; reporting is on while the app has the screen and off on the way out, or never with
  /// `--no-mouse` or `NO_MOUSE`.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct MouseEndToEndTests {
    typealias Session = EndToEndTests.Session

    /// A click of the left button at column `x`, row `y` (from 0): its press and release.
    static func click(_ x: Int, _ y: Int) -> String {
      "\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m"
    }

    /// The wheel turned down at column `x`, row `y`.
    static func wheelDown(_ x: Int, _ y: Int) -> String {
      "\u{1B}[<65;\(x + 1);\(y + 1)M"
    }

    /// Where `text` starts on the screen: its column and row, from 0.
    static func place(of text: String, in screen: String) -> (x: Int, y: Int)? {
      for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        if let range = line.range(of: text) {
          return (line.distance(from: line.startIndex, to: range.lowerBound), y)
        }
      }
      return nil
    }

    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let restored = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    struct Seen: Sendable {
      var loaded = false
      var historyOpened = false
      var selectedOnFirstClick = false
      var backByTheHint = false
      var filtered = false
      var exited = false
      var output = ""
    }

    @Test func clicksOpenARateGoBackByTheHintAndFocusTheFilter() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(arguments: ["rates"])
        seen.loaded = session.waitFor { $0.terminal.text.contains("CAD  Canadian Dollar") }
        guard seen.loaded, let cad = Self.place(of: "CAD  Canadian", in: session.terminal.text)
        else { return seen }
        session.type(Self.click(cad.x + 8, cad.y))  // selects the row, opening nothing
        session.type("b")  // makes the selected currency the base
        seen.selectedOnFirstClick = session.waitFor {
          $0.terminal.text.contains("Exchange rates for CAD")
        }
        _ = session.waitFor { $0.terminal.text.contains("EUR  Euro") }
        guard let euro = Self.place(of: "EUR  Euro", in: session.terminal.text) else {
          Issue.record("no EUR row after rebasing:\n\(session.terminal.text)")
          return seen
        }
        session.type(Self.click(euro.x + 2, euro.y) + Self.click(euro.x + 2, euro.y))
        // Loaded, so its status bar holds still: its hints move once the history is in.
        seen.historyOpened = session.waitFor {
          $0.terminal.text.contains("CAD → EUR · 30 days")
            && $0.terminal.text.contains("read a day")
        }
        if let back = Self.place(of: "Esc back", in: session.terminal.text) {
          session.type(Self.click(back.x + 1, back.y))
        }
        seen.backByTheHint = session.waitFor {
          !$0.terminal.text.contains("Exchange rates ›")
            && $0.terminal.text.contains("AUD  Australian Dollar")
        }
        if let filter = Self.place(of: "code or name", in: session.terminal.text) {
          session.type(Self.click(filter.x + 2, filter.y))
        }
        session.type("yen")
        seen.filtered = session.waitFor {
          $0.terminal.text.contains("JPY") && !$0.terminal.text.contains("AUD  Australian")
        }
        session.type("\u{3}")
        seen.exited = session.waitFor { !$0.process.isRunning }
        session.drain()
        seen.output = session.outputText
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.selectedOnFirstClick, "a first click selects the row (b acts on it)")
      #expect(seen.historyOpened, "a second click on the selected row opens its history")
      #expect(seen.backByTheHint, "a click on “Esc back” in the status bar goes back")
      #expect(seen.filtered, "a click in the filter field focuses it: typing filters")
      #expect(seen.exited)
      #expect(
        seen.output.hasPrefix(
          "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" + Self.bracketedPasteOn + Self.mouseOn))
      #expect(seen.output.hasSuffix(Self.restored), "mouse reporting off on the way out")
    }

    @Test func theWheelOverTheDrinksMovesTheFocusThereAndASecondClickOpensACard() async throws {
      struct Wheeled: Sendable {
        var loaded = false
        var inTheDrinks = false
        var opened = false
      }
      let seen = try await onOwnThread { () throws -> Wheeled in
        var seen = Wheeled()
        let session = try Session(arguments: ["cocktails"])
        // The whole frame: the header is written before the cards under it.
        seen.loaded = session.waitFor {
          $0.terminal.text.contains("54 Items found") && $0.terminal.text.contains("Negroni")
        }
        guard seen.loaded, let negroni = Self.place(of: "Negroni", in: session.terminal.text)
        else { return seen }
        session.type(Self.wheelDown(negroni.x, negroni.y))
        // From the search field to the drinks: their keys are in the status bar.
        seen.inTheDrinks = session.waitFor { $0.terminal.text.contains("Enter open") }
        guard let shown = Self.place(of: "Negroni", in: session.terminal.text) else { return seen }
        session.type(Self.click(shown.x, shown.y) + Self.click(shown.x, shown.y))
        seen.opened = session.waitFor { $0.terminal.text.contains("Cocktails › Negroni") }
        session.type("\u{3}")
        _ = session.waitFor { !$0.process.isRunning }
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.inTheDrinks, "the wheel over the drinks takes the focus to them")
      #expect(seen.opened, "a click selects the card, a second opens it")
    }

    @Test(arguments: [(["cocktails", "--no-mouse"], [:]), (["cocktails"], ["NO_MOUSE": "1"])])
    func withoutTheMouseTheTerminalKeepsIt(arguments: [String], environment: [String: String])
      async throws
    {
      let output = try await onOwnThread { () throws -> String in
        let session = try Session(arguments: arguments, environment: environment)
        _ = session.waitFor { $0.terminal.text.contains("54 Items found") }
        session.type("\u{3}")
        _ = session.waitFor { !$0.process.isRunning }
        session.drain()
        return session.outputText
      }
      #expect(output.contains("54 Items found"))
      #expect(!output.contains("\u{1B}[?1000h"), "mouse reporting never turned on")
    }
  }
#endif
