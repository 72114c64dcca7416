public import Foundation

/// The cache cannot be used as asked; the message says why, for the user.
public struct CacheError: Error, LocalizedError, Hashable, Sendable {
  /// A sentence for the user.
  public let message: String

  /// An error with `message`, a sentence for the user.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var errorDescription: String? { message }
}
