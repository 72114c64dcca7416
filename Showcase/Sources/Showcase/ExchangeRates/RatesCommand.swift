import ArgumentParser
import Clocks
import ExchangeRates
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitStorage
import ShowcaseTerminal
import TerminalUI

/// `showcase rates`: the ExchangeRates app.
struct RatesCommand: ShowcaseApp {
  static let configuration = CommandConfiguration(
    commandName: "rates",
    abstract:
      "Exchange rates for a base currency, conversion, and a currency's history (ECB data).",
    discussion: """
      Runs on the ECB's reference rates of the last two years, bundled with the app, unless \
      --live (Frankfurter itself, keyless) or --rates-api (or RATES_API_URL) names a server \
      speaking the Frankfurter API. The last rates fetched are kept in --cache-dir and shown when \
      the server cannot be reached.
      """
  )

  static var liveAPIs: [any LiveAPI.Type] { [Frankfurter.self] }

  @Option(help: ArgumentHelp("The base currency.", valueName: "CODE"))
  var base = "GBP"

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The amount to convert.", valueName: "AMOUNT"))
  var amount = "1"

  @Option(
    help: ArgumentHelp("Open the history of this currency against the base.", valueName: "CODE"))
  var currency: String?

  @Option(
    help: ArgumentHelp(
      "Show the rates of this day (the last business day before it, on a weekend or a holiday).",
      valueName: "YYYY-MM-DD"))
  var date: String?

  @OptionGroup var ratesAPI: APIOption<Frankfurter>

  @OptionGroup var dataDirectory: FolderOption<DataFolder>

  /// The options every app shares: after the app's own, in its help.
  @OptionGroup var display: DisplayOptions

  func validate() throws {
    guard CurrencyCode.normalized(base) != nil else {
      throw ValidationError(
        "--base needs a three-letter currency code, such as GBP; got “\(TerminalText.sanitized(base))”."
      )
    }
    if let currency {
      guard let code = CurrencyCode.normalized(currency) else {
        throw ValidationError(
          "--currency needs a three-letter currency code, such as USD; got “\(TerminalText.sanitized(currency))”."
        )
      }
      if code == CurrencyCode.normalized(base) {
        throw ValidationError(
          "--currency \(code) is the base: its history against itself is always 1. Give another currency, or another --base."
        )
      }
    }
    if case .failure(let problem) = AmountInput.parse(amount) {
      throw ValidationError("--amount: \(TerminalText.sanitized(problem.message))")
    }
    if let date, let problem = RatesViewModel.check(date, today: Date()).error {
      throw ValidationError("--date: \(TerminalText.sanitized(problem))")
    }
    _ = try service()
  }

  /// Takes its API's URL and the data directory.
  mutating func take(_ shared: SharedAppOptions) {
    ratesAPI.take(shared)
    dataDirectory.take(shared)
  }

  @MainActor
  mutating func run(inspecting inspector: Inspector) async throws {
    let flow = try makeFlow(clients: inspector, clock: display.clock)
    if let currency = currency.flatMap(CurrencyCode.normalized),
      case .rates(let rates) = flow.screens().first
    {
      // A deep link is a route. The history ends on the latest rates' date when they load, and
      // their currency names tell it a code no currency has; when they fail it ends today, so
      // the history never depends on them.
      rates.appeared()
      await waitUntil { rates.isSettled }
      flow.stack.push(.history(base: rates.base, currency: currency))
    }
    try await display.present(AppScreens.screens(of: flow), inspector: inspector)
  }

  /// The Frankfurter API, or a server that speaks it.
  enum Frankfurter: LiveAPI {
    static let name = "rates"
    static let summary = "Frankfurter-compatible API to use instead of the bundled data"
    static var liveURL: URL? { FrankfurterService.defaultBaseURL }
  }
}
