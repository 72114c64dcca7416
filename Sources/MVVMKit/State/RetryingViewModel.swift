/// A view model whose failures one call retries: what a view's retry key or a section's Retry
/// button does, offered while ``Settling/hasFailure`` holds.
@MainActor
public protocol RetryingViewModel: Settling {
  /// Loads again what failed.
  func retryTapped()
}
