import Foundation
import MVVMKitNetworking
import Testing

@testable import ExchangeRates

@Suite struct ExchangeRatesDecodingTests {
  private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }

  @Test func decodesFrankfurtersLatestShape() throws {
    let json =
      #"{"amount":1.0,"base":"GBP","date":"2026-10-30","rates":{"JPY":210.7,"USD":1.33989,"ISK":163}}"#
    let rates = try decodeJSON(ExchangeRates.self, from: Data(json.utf8))
    #expect(
      rates
        == ExchangeRates(
          base: "GBP", date: "2026-10-30",
          rates: ["JPY": decimal("210.7"), "USD": decimal("1.33989"), "ISK": 163]))
  }

  @Test func decodesTheClassicShapeWithoutAmount() throws {
    let json = #"{"base":"EUR","date":"2026-10-30","rates":{"GBP":0.8338,"JPY":175}}"#
    let rates = try decodeJSON(ExchangeRates.self, from: Data(json.utf8))
    #expect(rates.base == "EUR")
    #expect(rates.rates == ["GBP": decimal("0.8338"), "JPY": 175])
  }

  @Test func ratesForAnAmountAreKeptPerUnit() throws {
    let json = #"{"amount":10,"base":"GBP","date":"2026-10-30","rates":{"USD":13.3989}}"#
    #expect(
      try decodeJSON(ExchangeRates.self, from: Data(json.utf8)).rates == ["USD": decimal("1.33989")]
    )
  }

  @Test func keepsEveryDigitOfARate() throws {
    let json = #"{"base":"JPY","date":"2026-10-30","rates":{"GBP":0.0047461293260473588342}}"#
    let rate = try #require(try decodeJSON(ExchangeRates.self, from: Data(json.utf8)).rates["GBP"])
    #expect(rate == decimal("0.0047461293260473588342"))
  }

  @Test func reportsAMissingBaseWithItsPath() {
    #expect(throws: APIError.decoding(codingPath: "base", reason: "the key is missing")) {
      try decodeJSON(ExchangeRates.self, from: Data(#"{"date":"2026-10-30","rates":{}}"#.utf8))
    }
  }

  @Test func decodesATimeSeries() throws {
    let json =
      #"{"amount":1.0,"base":"GBP","start_date":"2026-10-28","end_date":"2026-10-30","rates":{"2026-10-30":{"USD":1.33989},"2026-10-28":{"USD":1.3288},"2026-10-29":{"USD":1.33171}}}"#
    let history = try decodeJSON(TimeSeriesResponse.self, from: Data(json.utf8)).history(of: "USD")
    #expect(history.points.map(\.date) == ["2026-10-28", "2026-10-29", "2026-10-30"])
    #expect(
      history.points.map(\.rate) == [decimal("1.3288"), decimal("1.33171"), decimal("1.33989")])
  }
}
