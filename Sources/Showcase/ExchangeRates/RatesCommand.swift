import ArgumentParser
import Clocks
import ExchangeRates
import Foundation
import MVVMKitNetworking
import TerminalUI

/// `showcase rates`: the ExchangeRates app.
struct RatesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rates",
    abstract: "Exchange rates for a base currency, conversion, and a currency's history (ECB data)."
  )

  @OptionGroup var display: DisplayOptions

  @Option(help: "The base currency.")
  var base = "GBP"

  @Option(help: "The amount to convert.")
  var amount = "1"

  @Option(help: "Open the history of this currency against the base.")
  var currency: String?

  @Option(name: .customLong("rates-api"), help: "Frankfurter-compatible API to use instead of the bundled data (or RATES_API_URL).")
  var ratesAPI: String?

  @Option(name: .customLong("cache-dir"), help: "Where to keep the offline cache (default: $XDG_CACHE_HOME/mvvmkit or ~/.cache/mvvmkit).")
  var cacheDirectory: String?

  func validate() throws {
    guard base.count == 3, base.allSatisfy(\.isLetter) else {
      throw ValidationError("--base needs a three-letter currency code, such as GBP; got “\(base)”.")
    }
    if let currency, currency.count != 3 || !currency.allSatisfy(\.isLetter) {
      throw ValidationError("--currency needs a three-letter currency code, such as USD; got “\(currency)”.")
    }
    if case .failure(let problem) = AmountInput.parse(amount) {
      throw ValidationError("--amount: \(problem.message)")
    }
    _ = try service()
  }

  @MainActor
  mutating func run() async throws {
    let clock: any Clock<Duration> = display.once ? ImmediateClock() : ContinuousClock()
    let cache = try? RatesCache(directory: cacheDirectory.map { URL(fileURLWithPath: $0) } ?? RatesCache.defaultDirectory())
    let startAmount = (try? AmountInput.parse(amount).get()) ?? 1
    let viewModel = RatesViewModel(base: base, amount: startAmount, service: try service(), cache: cache, clock: clock)
    viewModel.amountChanged(amount)
    let screen = RatesScreen(viewModel: viewModel)
    if let currency = currency?.uppercased() {
      viewModel.appeared()
      await waitUntil { viewModel.rates.isSettled }
      let history = RateHistoryViewModel(
        base: viewModel.base, target: currency, asOf: viewModel.rates.value?.date ?? "",
        service: try service(), cache: cache, clock: clock)
      try await display.present(RateHistoryScreen(viewModel: history)) { history.history.isSettled }
      return
    }
    try await display.present(screen) { viewModel.rates.isSettled }
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise.
  func service() throws -> any ExchangeRateService {
    let text = ratesAPI ?? ProcessInfo.processInfo.environment["RATES_API_URL"]
    guard let url = try CocktailsCommand.apiURL(text, option: "--rates-api") else {
      return FrankfurterService.bundled()
    }
    return FrankfurterService(client: URLSessionHTTPClient(), baseURL: url)
  }
}
