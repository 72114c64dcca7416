/// An error that knows whether asking again may mend it, which a ``LoadFailure`` made from it
/// keeps: a drink id that names no drink cannot be mended by asking again, a server that could
/// not be reached may be.
public protocol RetryableError: Error {
  /// Whether asking again may mend it.
  var isRetryable: Bool { get }
}
