import ArgumentParser
import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import TerminalUI
import WebUI

/// The ExchangeRates app's composition root: its service, its offline cache, its flow and the
/// routes the options open it at, and the views of its screens.
extension RatesCommand {
  /// Where the options open the app: the rates of `--amount` in `--base`.
  var routes: [RatesRoute] {
    let amount: Decimal =
      if case .success(let value) = AmountInput.parse(amount) { value } else { 1 }
    return [.rates(base: CurrencyCode.normalized(base) ?? "GBP", amount: amount)]
  }

  /// The app's flow at `routes` (by default ``routes``), on the service the options choose and the offline cache in
  /// `--cache-dir`, its time on `clock`.
  @MainActor
  func makeFlow(
    clients: any ServiceClients, clock: any Clock<Duration>, routes: [RatesRoute]? = nil
  ) throws -> RatesFlow {
    let directory =
      cacheDir.map { URL(fileURLWithPath: $0) }
      ?? RatesCache.defaultDirectory(app: ShowcaseCommand.folderName)
    let (cache, cacheNotice) = openStore { () throws(StoreError) in
      try RatesCache(directory: directory)
    }
    return RatesFlow(
      service: try service(clients: clients), cache: cache, cacheNotice: cacheNotice,
      clock: clock, routes: routes ?? self.routes)
  }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  static func screens(of flow: RatesFlow) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .rates(let rates): RatesScreen(viewModel: rates)
      case .history(let history): RateHistoryScreen(viewModel: history)
      }
    }
  }

  /// The rates screen, for the menu: the first of a new flow's screens.
  @MainActor
  func makeFirstScreen(clients: any ServiceClients) throws -> RatesScreen {
    let screens = Self.screens(of: try makeFlow(clients: clients, clock: display.clock))
    guard let rates = screens.first as? RatesScreen else {
      throw ValidationError("The Exchange rates app opens on its rates.")
    }
    return rates
  }

  /// A new flow showing `route`, on the service the options choose.
  @MainActor
  func makeFlow(at route: RatesRoute, clients: any ServiceClients) throws -> RatesFlow {
    try makeFlow(clients: clients, clock: display.clock, routes: [route])
  }

  @MainActor
  func terminalScreens(of flow: RatesFlow, clients: any ServiceClients) -> [any TerminalScreen] {
    Self.screens(of: flow)
  }

  @MainActor
  func webPages(of flow: RatesFlow, clients: any ServiceClients) -> [any WebPage] {
    Self.pages(of: flow)
  }

  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  static func pages(of flow: RatesFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .rates(let rates): RatesPage(viewModel: rates)
      case .history(let history): RateHistoryPage(viewModel: history)
      }
    }
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise;
  /// through `clients`.
  func service(clients: (any ServiceClients)? = nil) throws -> any ExchangeRateService {
    try ratesAPI.service(FrankfurterService.self, clients: clients)
  }
}
