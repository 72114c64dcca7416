package import Cocktails
package import ExchangeRates
package import Gallery
import MVVMKit
package import Meditation
package import Nearby
import WebUI

/// A web page of one view model.
@MainActor
protocol ViewModelPage: WebPage {
  /// The kind of view model the page shows.
  associatedtype ViewModel
  /// The view model the page shows.
  var viewModel: ViewModel { get }
  /// The session showing the page; set when it appears.
  var navigator: (any WebNavigator)? { get set }
}

extension ViewModelPage where ViewModel: AppearingViewModel {
  /// Keeps the session, and tells the view model.
  func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
  }
}

extension ViewModelPage where ViewModel: Settling {
  /// The first response waits for the view model's sources.
  var settling: (any Settling)? { viewModel }
}

/// A view model whose failures one call retries: what `r` and a section's Retry button do.
@MainActor
protocol RetryingViewModel: Settling {
  /// Loads again what failed.
  func retryTapped()
}

extension ViewModelPage where ViewModel: RetryingViewModel {
  /// Retries what failed, while something did.
  var retry: (@MainActor () -> Void)? {
    guard viewModel.hasFailure else { return nil }
    return { [viewModel] in viewModel.retryTapped() }
  }
}

extension CocktailSearchViewModel: AppearingViewModel {}
extension DrinkDetailViewModel: RetryingViewModel, AppearingViewModel {}
extension RatesViewModel: RetryingViewModel, AppearingViewModel {}
extension RateHistoryViewModel: RetryingViewModel, AppearingViewModel {}
extension HomeViewModel: AppearingViewModel {}
extension PopularViewModel: RetryingViewModel, AppearingViewModel {}
extension SessionViewModel: RetryingViewModel, AppearingViewModel {}
extension NearbyHomeViewModel: AppearingViewModel {}
extension PlaceListViewModel: RetryingViewModel, AppearingViewModel {}
