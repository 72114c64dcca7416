import ExchangeRates
import Foundation
import Testing

@Suite struct RatesRouteTests {
  @Test(arguments: [
    (RatesRoute.rates(base: "GBP", amount: 1), "/rates?amount=1&base=GBP"),
    (.rates(base: "EUR", amount: Decimal(string: "1234.5")!), "/rates?amount=1234.5&base=EUR"),
    (
      .rates(base: "GBP", amount: 1, day: "2024-01-02"), "/rates?amount=1&base=GBP&day=2024-01-02"
    ),
    (.history(base: "GBP", currency: "USD"), "/rates/history/USD?base=GBP"),
  ])
  func eachRouteHasAPathThatNamesIt(route: RatesRoute, path: String) {
    #expect(route.path == path)
    #expect(RatesRoute(path: path) == route)
  }

  @Test func whatAPathLeavesOutIsTheDefaultAndCodesAreNormalized() {
    #expect(RatesRoute(path: "/rates") == .rates(base: "GBP", amount: 1))
    #expect(RatesRoute(path: "/rates?base=eur") == .rates(base: "EUR", amount: 1))
    #expect(RatesRoute(path: "/rates/history/usd") == .history(base: "GBP", currency: "USD"))
  }

  @Test func aPathOfNoScreenIsNoRoute() {
    for path in [
      "/", "/cocktails", "/rates?base=POUNDS", "/rates?amount=-1", "/rates?amount=x",
      "/rates/history", "/rates/history/DOLLAR", "/rates/other/USD", "/rates/history/GBP",
      "/rates/history/usd?base=USD",
    ] {
      #expect(RatesRoute(path: path) == nil, "\(path)")
    }
  }
}
