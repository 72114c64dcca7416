import Foundation

/// Why a load failed, as a sentence a user can read, and whether asking again may mend it.
///
/// Built from any error: a `LocalizedError` (such as `APIError`) gives its `errorDescription`;
/// any other error a generic sentence naming it. A ``RetryableError`` says whether a retry may
/// mend it; any other may.
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence to show, for example "The server could not be reached."
  public let message: String
  /// Whether asking again may mend it: `false` for a failure no retry can, such as an id that
  /// names nothing, so that no view offers one (see ``RetryingViewModel/canRetry``).
  public let isRetryable: Bool

  /// A failure with the given message, which a retry may mend.
  public init(message: String) {
    self.init(message: message, isRetryable: true)
  }

  /// A failure with the given message, which a retry may mend if `isRetryable`.
  public init(message: String, isRetryable: Bool) {
    self.message = message
    self.isRetryable = isRetryable
  }

  /// A failure describing `error` in words a user can read.
  public init(_ error: any Error) {
    if let failure = error as? LoadFailure {
      self = failure
      return
    }
    isRetryable = (error as? any RetryableError)?.isRetryable ?? true
    if let description = (error as? any LocalizedError)?.errorDescription {
      self.message = description
    } else {
      self.message = "Something went wrong (\(String(describing: error)))."
    }
  }

  /// The message.
  public var description: String { message }
}
