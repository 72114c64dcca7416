import ArgumentParser
import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import ShowcaseTerminal
import ShowcaseWeb
import TerminalUI
import WebUI

/// The ExchangeRates app's composition root: its service, its offline cache, its flow and the
/// routes the options open it at, and the views of its screens.
extension RatesCommand {
  /// Where the options open the app: the rates of `--amount` in `--base`, on `--date`.
  var routes: [RatesRoute] {
    let amount: Decimal =
      if case .success(let value) = AmountInput.parse(amount) { value } else { 1 }
    return [.rates(base: CurrencyCode.normalized(base) ?? "GBP", amount: amount, day: date)]
  }

  /// The app's flow at `routes` (by default ``routes``), on the service the options choose and the offline cache in
  /// `--cache-dir`, its time on `clock`.
  @MainActor
  func makeFlow(
    clients: any ServiceClients, clock: any Clock<Duration>, routes: [RatesRoute]? = nil
  ) throws -> RatesFlow {
    let (cache, cacheNotice) = openStore { () throws(StoreError) in
      try RatesCache(directory: display.network.cacheDirectory)
    }
    let (pins, pinsNotice) = pins(takingThoseOf: cache)
    return RatesFlow(
      service: try service(clients: clients), cache: cache, cacheNotice: cacheNotice,
      pins: pins, pinsNotice: pinsNotice, clock: clock, routes: routes ?? self.routes)
  }

  /// The pinned currencies of `--data-dir`, and why there are none. With `--once`, which only
  /// looks, the file is read as it is: never made, changed or moved. A file made now takes the
  /// pins an earlier version kept in `cache`.
  func pins(takingThoseOf cache: RatesCache?) -> (store: PinsFile?, notice: String?) {
    let directory = dataDirectory.url
    let looking = display.once
    let isNew = !PinsFile.exists(in: directory)
    guard !looking || !isNew else { return (nil, nil) }
    var (pins, notice) = openStore { () throws(StoreError) in
      try PinsFile(directory: directory, lookingOnly: looking)
    }
    if isNew, let pins, let cache {
      do {
        try pins.takePins(of: cache)
      } catch {
        notice = error.message
      }
    }
    return (pins, notice)
  }

  /// A new flow showing `route`, on the service the options choose.
  @MainActor
  func makeFlow(at route: RatesRoute, clients: any ServiceClients) throws -> RatesFlow {
    try makeFlow(clients: clients, clock: display.clock, routes: [route])
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise;
  /// through `clients`.
  func service(clients: (any ServiceClients)? = nil) throws -> any ExchangeRateService {
    try ratesAPI.service(FrankfurterService.self, clients: clients, network: display.network)
  }
}
