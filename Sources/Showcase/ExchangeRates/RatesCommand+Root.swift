import ExchangeRates
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import TerminalUI
import WebUI

/// The ExchangeRates app's composition root: its service, its offline cache and its first screen,
/// from the options.
extension RatesCommand {
  /// The rates converting `--amount` from `--base`, with the service and the cache they use (a
  /// history opened from them uses the same).
  @MainActor
  func makeRates(inspector: Inspector) throws -> (
    viewModel: RatesViewModel, service: any ExchangeRateService, cache: RatesCache?
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
    return (viewModel, service, cache)
  }

  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> RatesScreen {
    RatesScreen(viewModel: try makeRates(inspector: inspector).viewModel)
  }

  /// The rates page converting `--amount` from `--base`.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    RatesPage(viewModel: try makeRates(inspector: inspector).viewModel)
  }

  /// The service: live at the given API URL (option first, then environment), bundled otherwise;
  /// through `inspector`.
  func service(inspector: Inspector? = nil) throws -> any ExchangeRateService {
    try ratesAPI.service(FrankfurterService.self, inspector: inspector)
  }
}
