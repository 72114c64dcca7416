import Foundation
import LocalHTTPServer
import Testing

/// `showcase rates --once`, against the bundled data, a local Frankfurter server, and offline.
@Suite struct RatesOnceTests {
  private let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-rates-\(UUID().uuidString)").path

  private func showcase(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
    try await runShowcase(arguments + ["--cache-dir", cacheDirectory], environment: environment)
  }

  @Test func printsTheRatesForABaseAndAmount() async throws {
    let run = try await showcase(["rates", "--once", "--base", "EUR", "--amount", "100", "--width", "80", "--height", "40"])
    #expect(run.status == 0)
    #expect(run.output.contains("100.00 EUR · as of 30 Oct 2026"))
    #expect(run.output.contains("Source: ECB"))
    let usd = run.output.split(separator: "\n").first { $0.hasPrefix(" USD") }
    #expect(usd?.split(separator: " ").suffix(2) == ["1.11720", "111.72"])
  }

  @Test func printsTheHistoryOfACurrency() async throws {
    let run = try await showcase(["rates", "--once", "--currency", "usd", "--width", "80", "--height", "24"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" GBP → USD · 30 days"))
    #expect(run.output.contains("30 Sep 2026 – 30 Oct 2026"))
    #expect(run.output.contains("Last 1.33989"))
  }

  @Test func theNextLaunchWithTheAPIUnreachableShowsTheCachedRates() async throws {
    let live = try await LocalHTTPServer.run { router in
      router.get("latest") { _, _ in
        LocalHTTPServer.json(#"{"amount":1.0,"base":"GBP","date":"2026-11-20","rates":{"USD":1.31,"JPY":205}}"#)
      }
      router.get("currencies") { _, _ in
        LocalHTTPServer.json(#"{"GBP":"British Pound","JPY":"Japanese Yen","USD":"United States Dollar"}"#)
      }
    } test: { url in
      try await showcase(["rates", "--once", "--rates-api", url.absoluteString])
    }
    #expect(live.status == 0)
    #expect(live.output.contains("as of 20 Nov 2026"))
    #expect(!live.output.contains("Offline"))

    let down = try await LocalHTTPServer.closedPortURL()
    let offline = try await showcase(["rates", "--once"], environment: ["RATES_API_URL": down.absoluteString])
    #expect(offline.status == 0)
    #expect(offline.output.contains("! Offline: rates as of 20 Nov 2026"))
    #expect(offline.output.contains(" USD"))
    let usd = offline.output.split(separator: "\n").first { $0.hasPrefix(" USD") }
    #expect(usd?.split(separator: " ").suffix(2) == ["1.31000", "1.31"])
    #expect(usd?.contains("United States Dollar") == true, "the names are cached with the rates")
  }

  @Test func refusesABadBaseOrAmount() async throws {
    let base = try await showcase(["rates", "--once", "--base", "POUNDS"])
    #expect(base.status == 64)
    #expect(base.output.contains("--base needs a three-letter currency code"))
    let amount = try await showcase(["rates", "--once", "--amount", "1,2,3"])
    #expect(amount.status == 64)
    #expect(amount.output.contains("--amount: “1,2,3” is not an amount."))
  }
}
