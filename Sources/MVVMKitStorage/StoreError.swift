public import Foundation

/// A store file cannot be used as asked; the message says why, for the user.
public struct StoreError: Error, LocalizedError, Hashable, Sendable {
  /// A sentence for the user.
  public let message: String

  /// An error with `message`, a sentence for the user.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var errorDescription: String? { message }
}
