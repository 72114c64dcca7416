public import MVVMKit

/// A web page of one view model (``PageOf`` has what it needs): it keeps its session, and its
/// view model's conformances give it the rest: an `AppearingViewModel` is prepared for a first
/// response and told when the page appears, a `Settling` one is waited for, a
/// `RetryingViewModel` one is retried with `r`, an `ActingViewModel`'s actions are the page's
/// (with the keys the page's ``WebPage/actionKeys`` gives them).
@MainActor
public protocol ViewModelPage: WebPage {
  /// The kind of view model the page shows.
  associatedtype ViewModel: AnyObject
  /// The view model the page shows.
  var viewModel: ViewModel { get }
  /// The session showing the page; set when it appears.
  var navigator: (any WebNavigator)? { get set }
}

extension ViewModelPage {
  /// Keeps the session.
  public func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
  }

  /// Keeps the session.
  public func prepared(in navigator: any WebNavigator) {
    self.navigator = navigator
  }
}

extension ViewModelPage where ViewModel: AppearingViewModel {
  /// Keeps the session, and tells the view model.
  public func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
  }

  /// Keeps the session, and has the view model load (`AppearingViewModel.prepare()`).
  public func prepared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.prepare()
  }
}

extension ViewModelPage where ViewModel: Settling {
  /// The first response waits for the view model's sources.
  public var settling: (any Settling)? { viewModel }
}

extension ViewModelPage where ViewModel: RetryingViewModel {
  /// Retries what failed, while a retry may mend it (`RetryingViewModel.canRetry`).
  public var retry: (@MainActor () -> Void)? {
    guard viewModel.canRetry else { return nil }
    return { [viewModel] in viewModel.retryTapped() }
  }

  /// The view model's retry, registered in `context` for a section's Retry button; `nil`, and no
  /// button, while no retry may mend what failed (`RetryingViewModel.canRetry`).
  ///
  /// - Returns: The button's `data-action`.
  public func retryAction(in context: RegionContext) -> String? {
    guard viewModel.canRetry else { return nil }
    return context.action("retry") { [weak viewModel] in viewModel?.retryTapped() }
  }
}

extension ViewModelPage where ViewModel: ActingViewModel {
  /// What the view model says the screen can do now.
  public var actions: [ScreenAction] { viewModel.actions }
}
