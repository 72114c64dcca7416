import ArgumentParser
import Clocks
import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
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

  @Option(
    name: .customLong("rates-api"),
    help: "Frankfurter-compatible API to use instead of the bundled data (or RATES_API_URL).")
  var ratesAPI: String?

  @Option(
    name: .customLong("cache-dir"),
    help: "Where to keep the offline cache (default: $XDG_CACHE_HOME/mvvmkit or ~/.cache/mvvmkit).")
  var cacheDirectory: String?

  func validate() throws {
    guard CurrencyCode.normalized(base) != nil else {
      throw ValidationError(
        "--base needs a three-letter currency code, such as GBP; got “\(TerminalText.sanitized(base))”."
      )
    }
    if let currency, CurrencyCode.normalized(currency) == nil {
      throw ValidationError(
        "--currency needs a three-letter currency code, such as USD; got “\(TerminalText.sanitized(currency))”."
      )
    }
    if case .failure(let problem) = AmountInput.parse(amount) {
      throw ValidationError("--amount: \(TerminalText.sanitized(problem.message))")
    }
    _ = try service()
  }

  @MainActor
  mutating func run() async throws {
    let clock: any Clock<Duration> = display.once ? ImmediateClock() : ContinuousClock()
    let directory =
      cacheDirectory.map { URL(fileURLWithPath: $0) }
      ?? RatesCache.defaultDirectory(app: ShowcaseCommand.folderName)
    let (cache, cacheNotice) = openStore { () throws(StoreError) in
      try RatesCache(directory: directory)
    }
    let inspector = try display.makeInspector()
    let service = try service(inspector: inspector)
    let viewModel = RatesViewModel(
      base: base, service: service, cache: cache, cacheNotice: cacheNotice, clock: clock)
    viewModel.amountChanged(amount)
    if let currency = currency.flatMap(CurrencyCode.normalized) {
      // The history ends on the latest rates' date when they load; when they fail it ends today,
      // so the history never depends on them.
      viewModel.appeared()
      await waitUntil { viewModel.rates.isSettled }
      let history = RateHistoryViewModel(
        base: viewModel.base, target: currency, asOf: viewModel.rates.value?.date,
        service: service, cache: cache, clock: clock)
      try await display.present(
        RateHistoryScreen(viewModel: history), inspector: inspector,
        under: [RatesScreen(viewModel: viewModel)],
        settled: { history.isSettled },
        failed: { history.hasFailure })
      return
    }
    try await display.present(
      RatesScreen(viewModel: viewModel), inspector: inspector, settled: { viewModel.isSettled },
      failed: { viewModel.hasFailure })
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise;
  /// through `inspector`.
  func service(inspector: Inspector? = nil) throws -> any ExchangeRateService {
    let wrap = Inspector.wrapping(inspector)
    guard let url = try apiBaseURL(ratesAPI, option: "--rates-api", variable: "RATES_API_URL")
    else {
      return FrankfurterService.bundled(through: wrap)
    }
    return FrankfurterService(client: wrap(URLSessionHTTPClient()), baseURL: url)
  }
}
