import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// A screen's state is its view model's, in a pseudo-terminal as a user meets it: a field shows
  /// what the view model holds after an action changed it, and the row a filter selected stays
  /// the one Enter opens once the filter is cleared.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct ScreenStateEndToEndTests {
    typealias Session = EndToEndTests.Session

    struct Seen: Sendable {
      var loaded = false
      var rebased = false
      var amountFollowed = false
      var filtered = false
      var cleared = false
      var openedEuro = false
      var screen = ""
    }

    @Test func theAmountFollowsANewBaseAndAClearedFilterKeepsItsSelection() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(arguments: ["rates"])
        seen.loaded = session.waitFor { $0.terminal.text.contains("AUD  Australian Dollar") }
        guard seen.loaded else { return seen }
        session.type("b")  // AUD, the first row, made the base: 1 GBP is 1.91 AUD
        seen.rebased = session.waitFor { $0.terminal.text.contains("Exchange rates for AUD") }
        seen.amountFollowed = session.waitFor {
          $0.terminal.text.contains("│ 1.91 ") && $0.terminal.text.contains("1.91 AUD")
        }
        session.type("/eur")
        seen.filtered = session.waitFor {
          $0.terminal.text.contains("EUR  Euro") && !$0.terminal.text.contains("BRL  Brazilian")
        }
        if !seen.filtered { seen.screen = session.terminal.text }
        session.type("\u{7F}\u{7F}\u{7F}")  // the filter cleared: every row is back
        seen.cleared = session.waitFor {
          $0.terminal.text.contains("code or name") && $0.terminal.text.contains("JPY  Japanese")
        }
        session.type("\r\r")  // to the list, and open what it selected: EUR, not the first row
        seen.openedEuro = session.waitFor { $0.terminal.text.contains("AUD → EUR · 30 days") }
        seen.screen = session.terminal.text
        _ = session.quit()
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.rebased)
      #expect(seen.amountFollowed, "the Amount field says what the line under it converts")
      #expect(seen.filtered, "\(seen.screen)")
      #expect(seen.cleared)
      #expect(seen.openedEuro, "\(seen.screen)")
    }

    @Test func theGalleryListFollowsItsDetailsStepsAlongTheFeed() async throws {
      struct Stepped: Sendable {
        var loaded = false
        var stepped = false
        var back = false
        var reopened = false
        var screen = ""
      }
      let seen = try await onOwnThread { () throws -> Stepped in
        var seen = Stepped()
        let session = try Session(arguments: ["gallery"], width: 100, height: 30)
        seen.loaded = session.waitFor { $0.terminal.text.contains("The astronaut Eileen Collins") }
        guard seen.loaded else { return seen }
        session.type("\r")  // the first photo's detail
        _ = session.waitFor { $0.terminal.text.contains("→ next") }
        session.type("\u{1B}[C")  // → the next photo, in its place
        seen.stepped = session.waitFor { $0.terminal.text.contains("By       Stefan van der Walt") }
        session.type("\u{1B}")  // back to the list, then Enter opens what it selected
        seen.back = session.waitFor { $0.terminal.text.contains("Search / to search photos") }
        session.type("\r")
        seen.reopened = session.waitFor {
          $0.terminal.text.contains("By       Stefan van der Walt")
        }
        seen.screen = session.terminal.text
        _ = session.quit()
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.stepped)
      #expect(seen.back)
      #expect(seen.reopened, "the list's selection is where the detail's → left it\n\(seen.screen)")
    }
  }
#endif
