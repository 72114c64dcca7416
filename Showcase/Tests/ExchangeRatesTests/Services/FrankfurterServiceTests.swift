import ExchangeRates
import Foundation
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct FrankfurterServiceTests {
  private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }

  @Test func callsTheFrankfurterPaths() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "latest",
      with: .json(#"{"amount":1.0,"base":"GBP","date":"2026-10-30","rates":{"USD":1.33989}}"#))
    await client.stub("currencies", with: .json(#"{"GBP":"British Pound"}"#))
    await client.stub(
      "2026-09-30..2026-10-30",
      with: .json(#"{"base":"GBP","rates":{"2026-10-30":{"USD":1.33989}}}"#))
    let service = FrankfurterService(
      client: client, baseURL: URL(string: "https://api.frankfurter.app")!)
    _ = try await service.latestRates(base: "GBP")
    _ = try await service.currencies()
    let history = try await service.history(
      base: "GBP", target: "USD", from: "2026-09-30", to: "2026-10-30")
    #expect(history.points == [RateHistory.Point(date: "2026-10-30", rate: decimal("1.33989"))])
    #expect(
      await client.requests.map(\.url.absoluteString) == [
        "https://api.frankfurter.app/latest?from=GBP",
        "https://api.frankfurter.app/currencies",
        "https://api.frankfurter.app/2026-09-30..2026-10-30?from=GBP&to=USD",
      ])
  }

  @Test func theBundledDataAnswersLikeTheAPI() async throws {
    let service = FrankfurterService.bundled()
    let latest = try await service.latestRates(base: "GBP")
    #expect(latest.date == "2026-10-30")
    #expect(latest.rates["USD"] == decimal("1.33989"))
    #expect(latest.rates["JPY"] == decimal("210.698"))
    let history = try await service.history(
      base: "GBP", target: "USD", from: "2026-10-27", to: "2026-10-30")
    #expect(history.points.map(\.date) == ["2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30"])
    #expect(try await service.currencies()["ISK"] == "Icelandic Króna")
    await #expect(throws: APIError.httpStatus(404, bodyExcerpt: #"{"message":"not found"}"#)) {
      try await service.latestRates(base: "XYZ")
    }
  }

  @Test func theBundledDataAnswersADayWithTheBusinessDayOnOrBeforeIt() async throws {
    let service = FrankfurterService.bundled()
    let tuesday = try await service.rates(base: "GBP", on: "2024-01-02")
    #expect(tuesday.date == "2024-01-02")
    // The ECB's USD (1.0956) and GBP (0.86645) per euro that day, divided: 1.26447.
    #expect(tuesday.rates["USD"] == decimal("1.26447"))
    let saturday = try await service.rates(base: "GBP", on: "2024-01-06")
    #expect(saturday.date == "2024-01-05", "the Friday before, as the live API answers")
    let first = try await service.rates(base: "EUR", on: "1999-01-04")
    #expect(first.rates["USD"] == decimal("1.1789"))
    await #expect(throws: APIError.httpStatus(404, bodyExcerpt: #"{"message":"not found"}"#)) {
      try await service.rates(base: "GBP", on: "1998-12-31")
    }
  }

  @Test func aDayIsAskedForAtItsOwnPathOfALiveServer() async throws {
    let rates = try await LocalHTTPServer.run { router in
      router.get("2024-01-06") { request, _ in
        LocalHTTPServer.json(
          #"{"amount":1.0,"base":"\#(request.uri.queryParameters["from"] ?? "")","date":"2024-01-05","rates":{"USD":1.2712}}"#
        )
      }
    } test: { url in
      try await FrankfurterService(client: URLSessionHTTPClient(), baseURL: url)
        .rates(base: "GBP", on: "2024-01-06")
    }
    #expect(
      rates == ExchangeRates(base: "GBP", date: "2024-01-05", rates: ["USD": decimal("1.2712")]))
    await #expect(throws: APIError.invalidRequest("“2024-1-6” is not a day written as yyyy-MM-dd"))
    {
      try await FrankfurterService.bundled().rates(base: "GBP", on: "2024-1-6")
    }
  }

  @Test func theLiveClientReadsAFrankfurterServer() async throws {
    let (latest, history) = try await LocalHTTPServer.run { router in
      router.get("latest") { request, _ in
        LocalHTTPServer.json(
          #"{"amount":1.0,"base":"\#(request.uri.queryParameters["from"] ?? "")","date":"2026-10-30","rates":{"USD":1.33989,"JPY":210}}"#
        )
      }
      router.get("2026-10-01..2026-10-30") { _, _ in
        LocalHTTPServer.json(
          #"{"amount":1.0,"base":"GBP","start_date":"2026-10-01","end_date":"2026-10-30","rates":{"2026-10-01":{"USD":1.34},"2026-10-30":{"USD":1.33989}}}"#
        )
      }
    } test: { url in
      let service = FrankfurterService(client: URLSessionHTTPClient(), baseURL: url)
      return (
        try await service.latestRates(base: "GBP"),
        try await service.history(base: "GBP", target: "USD", from: "2026-10-01", to: "2026-10-30")
      )
    }
    #expect(
      latest
        == ExchangeRates(
          base: "GBP", date: "2026-10-30", rates: ["USD": decimal("1.33989"), "JPY": 210]))
    #expect(history.points.map(\.rate) == [decimal("1.34"), decimal("1.33989")])
  }

  @Test(arguments: [
    ("-1.3", "The server sent an impossible rate for USD: -1.3."),
    ("0", "The server sent an impossible rate for USD: 0."),
    ("1e300", "The server sent an impossible rate for USD: 1e+300."),
    ("1e-300", "The server sent an impossible rate for USD: 1e-300."),
    ("5e12", "The server sent an impossible rate for USD: 5000000000000."),
  ])
  func leavesOutARateNoCurrencyCanHaveAndSaysWhy(rate: String, message: String) async throws {
    let client = StubHTTPClient()
    await client.stub(
      "latest",
      with: .json(
        #"{"amount":1.0,"base":"GBP","date":"2026-10-30","rates":{"JPY":210,"USD":\#(rate)}}"#))
    let service = FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!)
    let rates = try await service.latestRates(base: "GBP")
    #expect(rates.rates == ["JPY": 210])
    #expect(rates.unreadable == ["USD": message])
    // An answer none of whose rates can be read is refused, saying why.
    await client.stub(
      "latest",
      with: .json(#"{"amount":1.0,"base":"GBP","date":"2026-10-30","rates":{"USD":\#(rate)}}"#))
    await #expect(throws: APIError.invalidContent(message)) {
      try await service.latestRates(base: "GBP")
    }
    #expect(APIError.invalidContent(message).errorDescription == message)
  }

  @Test func leavesOutARateThatIsNoNumberAndTheDaysOfAHistoryThatCannotBeRead() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "latest",
      with: .json(#"{"base":"GBP","date":"2026-10-30","rates":{"JPY":210,"USD":"four"}}"#))
    await client.stub(
      "2026-10-01..2026-10-30",
      with: .json(
        #"{"base":"GBP","rates":{"2026-10-01":{"USD":1.34},"2026-10-02":{"USD":-2},"2026-10-05":{"USD":1.35}}}"#
      ))
    let service = FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!)
    let rates = try await service.latestRates(base: "GBP")
    #expect(rates.rates == ["JPY": 210])
    #expect(rates.unreadable == ["USD": "The server sent a rate for USD that is no number."])
    let history = try await service.history(
      base: "GBP", target: "USD", from: "2026-10-01", to: "2026-10-30")
    #expect(history.points.map(\.date) == ["2026-10-01", "2026-10-05"])
    #expect(history.unreadableDays == ["2026-10-02"])
  }

  @Test func refusesAnImpossibleRateInAHistory() async {
    let client = StubHTTPClient()
    await client.stub(
      "2026-10-01..2026-10-30", with: .json(#"{"base":"GBP","rates":{"2026-10-01":{"USD":-2}}}"#))
    let service = FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!)
    await #expect(
      throws: APIError.invalidContent("The server sent an impossible rate for USD: -2.")
    ) {
      try await service.history(base: "GBP", target: "USD", from: "2026-10-01", to: "2026-10-30")
    }
  }

  @Test func refusesAnAnswerForAnotherBase() async {
    let client = StubHTTPClient()
    await client.stub(
      "latest", with: .json(#"{"amount":1.0,"base":"EUR","date":"2026-10-30","rates":{"USD":1.1}}"#)
    )
    await client.stub("2026-10-01..2026-10-30", with: .json(#"{"base":"EUR","rates":{}}"#))
    let service = FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/")!)
    await #expect(
      throws: APIError.invalidContent("The server sent rates for EUR when GBP was asked.")
    ) {
      try await service.latestRates(base: "gbp")
    }
    await #expect(
      throws: APIError.invalidContent("The server sent a history for EUR when GBP was asked.")
    ) {
      try await service.history(base: "GBP", target: "USD", from: "2026-10-01", to: "2026-10-30")
    }
  }

  @Test func buildsRequestsFromValidCodesAndDaysOnly() async {
    let client = StubHTTPClient()
    let service = FrankfurterService(client: client, baseURL: URL(string: "http://rates.test/v1/")!)
    await #expect(throws: APIError.invalidRequest("“../x” is not a currency code")) {
      try await service.latestRates(base: "../x")
    }
    await #expect(throws: APIError.invalidRequest("“ÄÖÜ” is not a currency code")) {
      try await service.latestRates(base: "ÄÖÜ")
    }
    await #expect(throws: APIError.invalidRequest("“” is not a day written as yyyy-MM-dd")) {
      try await service.history(base: "GBP", target: "USD", from: "2026-10-01", to: "")
    }
    await #expect(
      throws: APIError.invalidRequest("“2026-02-30” is not a day written as yyyy-MM-dd")
    ) {
      try await service.history(base: "GBP", target: "USD", from: "2026-02-30", to: "2026-03-30")
    }
    #expect(await client.requests.isEmpty, "nothing was sent")
  }
}
