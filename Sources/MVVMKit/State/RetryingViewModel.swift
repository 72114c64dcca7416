/// A view model whose failures one call retries: what a view's retry key or a section's Retry
/// button does, offered while ``canRetry`` holds.
@MainActor
public protocol RetryingViewModel: Settling {
  /// Loads again what failed.
  func retryTapped()
  /// Whether asking again may mend what failed, so that a view offers it: by default whenever a
  /// section shows an error (``Settling/hasFailure``). A view model says `false` for a failure
  /// no retry can mend, such as an id that names nothing, so that no view offers a retry that
  /// does nothing.
  var canRetry: Bool { get }
}

extension RetryingViewModel {
  /// Whenever a section shows an error.
  public var canRetry: Bool { hasFailure }
}
