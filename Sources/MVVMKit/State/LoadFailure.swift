import Foundation

/// Why a load failed, as a sentence a user can read.
///
/// Built from any error: a `LocalizedError` (such as `APIError`) gives its `errorDescription`;
/// any other error a generic sentence naming it.
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence to show, for example "The server could not be reached."
  public let message: String

  /// A failure with the given message.
  public init(message: String) {
    self.message = message
  }

  /// A failure describing `error` in words a user can read.
  public init(_ error: any Error) {
    if let failure = error as? LoadFailure {
      self = failure
    } else if let description = (error as? any LocalizedError)?.errorDescription {
      self.message = description
    } else {
      self.message = "Something went wrong (\(String(describing: error)))."
    }
  }

  /// The message.
  public var description: String { message }
}
