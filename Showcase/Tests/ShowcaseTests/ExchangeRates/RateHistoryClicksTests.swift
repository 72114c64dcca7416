import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The history's span is a button: a click on it in the title shows the next span, as Tab does.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct RateHistoryClicksTests {
    @Test func aClickOnTheSpanShowsTheNextOne() async throws {
      typealias Mouse = MouseEndToEndTests
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "rates-span-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: data) }
      let seen = try await onOwnThread { () throws -> (thirty: Bool, ninety: Bool, year: Bool) in
        let session = try EndToEndTests.Session(
          arguments: ["rates", "--currency", "USD"],
          environment: ["XDG_CACHE_HOME": data.path], width: 80, height: 24)
        let thirty = session.waitFor { $0.terminal.text.contains("GBP → USD · 30 days") }
        guard let span = Mouse.place(of: "30 days", in: session.terminal.text) else {
          return (thirty, false, false)
        }
        session.type(Mouse.click(span.x + 1, span.y))
        let ninety = session.waitFor { $0.terminal.text.contains("GBP → USD · 90 days") }
        session.type(Mouse.click(span.x + 1, span.y))
        let year = session.waitFor { $0.terminal.text.contains("GBP → USD · 1 year") }
        session.quit()
        return (thirty, ninety, year)
      }
      #expect(seen.thirty)
      #expect(seen.ninety, "a click on “30 days” shows 90 days")
      #expect(seen.year, "and again, a year")
    }
  }
#endif
