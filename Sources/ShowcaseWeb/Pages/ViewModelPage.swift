import MVVMKit
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

  /// Keeps the session, and has the view model load (``AppearingViewModel/prepare()``).
  func prepared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.prepare()
  }
}

extension ViewModelPage where ViewModel: Settling {
  /// The first response waits for the view model's sources.
  var settling: (any Settling)? { viewModel }
}

extension ViewModelPage where ViewModel: RetryingViewModel {
  /// Retries what failed, while something did.
  var retry: (@MainActor () -> Void)? {
    guard viewModel.hasFailure else { return nil }
    return { [viewModel] in viewModel.retryTapped() }
  }
}
