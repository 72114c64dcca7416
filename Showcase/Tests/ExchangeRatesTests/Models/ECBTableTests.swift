import Foundation
import MVVMKitNetworking
import Testing

@testable import ExchangeRates

@Suite struct ECBTableTests {
  private let csv = """
    Date,USD,JPY,CYP,GBP,
    2026-10-30,1.1172,175.68,N/A,0.8338,
    2026-10-29,1.113,175.92,N/A,0.83578,
    """

  private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }

  @Test func crossRatesGoThroughEuroByDivision() throws {
    let rates = try #require(try ECBTable(csv: csv).latest(base: "GBP"))
    #expect(rates.date == "2026-10-30")
    #expect(rates.rates["USD"] == decimal("1.1172") / decimal("0.8338"))
    #expect(rates.rates["EUR"] == 1 / decimal("0.8338"))
    #expect(rates.rates["CYP"] == nil, "N/A is no rate")
    #expect(rates.rates["GBP"] == nil, "the base is not listed against itself")
  }

  @Test func aSeriesCoversTheDaysAsked() throws {
    let series = try ECBTable(csv: csv).series(
      base: "EUR", target: "USD", from: "2026-10-29", to: "2026-10-29")
    #expect(series == ["2026-10-29": decimal("1.113")])
  }

  @Test func anUnknownBaseHasNoRates() throws {
    #expect(try ECBTable(csv: csv).latest(base: "XYZ") == nil)
  }

  @Test func refusesATableWithoutItsHeader() {
    #expect(throws: APIError.decoding(codingPath: "", reason: "the ECB table has no Date header")) {
      try ECBTable(csv: "1,2,3\n")
    }
  }

  @Test func theBundledTableHasTheLatestECBDay() throws {
    let latest = try #require(try ExchangeRatesBundle.table().latest(base: "EUR"))
    #expect(latest.date == "2026-10-30")
    #expect(latest.rates["USD"] == decimal("1.1172"))
    #expect(latest.rates.count == 29)
  }

  @Test(arguments: ["EUR", "GBP", "JPY"])
  func theLatestDayIsReadFromTheFilesFirstRowsAlone(base: String) throws {
    let head = try ExchangeRatesBundle.latestTable()
    #expect(head.days.map(\.date) == ["2026-10-30", "2026-10-29"], "two rows, not 27 years")
    #expect(head.latest(base: base) == (try ExchangeRatesBundle.table().latest(base: base)))
  }
}
