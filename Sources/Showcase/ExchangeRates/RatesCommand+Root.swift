import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import TerminalUI

/// The ExchangeRates app's composition root: its service, its offline cache and its first screen,
/// from the options.
extension RatesCommand {
  /// The rates screen converting `--amount` from `--base`, with the service and the cache it uses
  /// (a history opened from it uses the same).
  @MainActor
  func makeRates(inspector: Inspector) throws -> (
    screen: RatesScreen, service: any ExchangeRateService, cache: RatesCache?
  ) {
    let directory =
      cacheDir.map { URL(fileURLWithPath: $0) }
      ?? RatesCache.defaultDirectory(app: ShowcaseCommand.folderName)
    let (cache, cacheNotice) = openStore { () throws(StoreError) in
      try RatesCache(directory: directory)
    }
    let service = try service(inspector: inspector)
    let viewModel = RatesViewModel(
      base: base, service: service, cache: cache, cacheNotice: cacheNotice, clock: display.clock)
    viewModel.amountChanged(amount)
    return (RatesScreen(viewModel: viewModel), service, cache)
  }

  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> RatesScreen {
    try makeRates(inspector: inspector).screen
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise;
  /// through `inspector`.
  func service(inspector: Inspector? = nil) throws -> any ExchangeRateService {
    try ratesAPI.service(FrankfurterService.self, inspector: inspector)
  }
}
