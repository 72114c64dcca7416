import Foundation
import Testing

@testable import ExchangeRates

@Suite struct CurrencyFormatTests {
  private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }

  @Test(arguments: [
    ("1234.567", "GBP", "1,234.57"), ("175680.4", "JPY", "175,680"), ("0.005", "GBP", "0.00"),
    ("0.015", "GBP", "0.02"), ("1000000", "KRW", "1,000,000"), ("12.3456", "KWD", "12.346"),
    ("-42.5", "USD", "-42.50"), ("999.999", "EUR", "1,000.00"),
  ])
  func formatsAmountsWithMinorUnits(value: String, code: String, text: String) {
    #expect(CurrencyFormat.amount(decimal(value), code: code) == text)
  }

  @Test func aMillionYenToPoundsDoesNotDrift() throws {
    let table = try ECBTable(csv: "Date,JPY,GBP,\n2026-10-30,175.68,0.8338,\n")
    let rate = try #require(table.latest(base: "JPY")?.rates["GBP"])
    let pounds = 1_000_000 * rate
    #expect(pounds == decimal("1000000") * decimal("0.8338") / decimal("175.68"))
    #expect(CurrencyFormat.amount(pounds, code: "GBP") == "4,746.13")
    #expect(CurrencyFormat.amount(pounds * (1 / rate), code: "JPY") == "1,000,000")
  }

  @Test func formatsRatesAndPercentages() {
    #expect(CurrencyFormat.rate(decimal("1.339890165")) == "1.33989")
    #expect(CurrencyFormat.rate(decimal("210.69801")) == "210.698")
    #expect(CurrencyFormat.rate(decimal("0.0047461293")) == "0.0047461")
    #expect(CurrencyFormat.rate(decimal("1.31")) == "1.31", "no zeros the rate does not have")
    #expect(CurrencyFormat.rate(decimal("205")) == "205")
    #expect(CurrencyFormat.rate(decimal("21069.8")) == "21,069.8")
    #expect(CurrencyFormat.percent(decimal("0.8461")) == "+0.85%")
    #expect(CurrencyFormat.percent(decimal("-1.2")) == "-1.20%")
    #expect(CurrencyFormat.percent(0) == "0.00%")
  }
}
