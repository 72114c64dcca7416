/// A view model fed by sources that load: whether every one of them has loaded or failed, and
/// whether one failed.
///
/// A view that shows one complete frame (the showcase's `--once`, a web page's first response)
/// waits until ``isSettled`` holds; ``hasFailure`` tells it a section shows an error (`--once`
/// exits with status 1). Both are observable through the state they read.
///
/// ```swift
/// extension DrinkDetailViewModel: Settling {
///   public var isSettled: Bool { drink.isSettled }
///   public var hasFailure: Bool { drink.failure != nil }
/// }
/// ```
@MainActor
public protocol Settling: AnyObject {
  /// Whether every source has loaded or failed (none is loading, none has yet to start).
  var isSettled: Bool { get }
  /// Whether a source failed, so that a section shows an error.
  var hasFailure: Bool { get }
}
