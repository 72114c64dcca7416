/// Thrown from a response model's `init(from:)` when the JSON is well formed but what it says
/// cannot be right, such as a negative exchange rate.
///
/// ``HTTPClient/fetch(_:from:decoder:)`` and ``decodeJSON(_:from:decoder:)`` turn it into
/// ``APIError/invalidContent(_:)``, keeping the message, so the user reads what is wrong with the
/// answer rather than a coding path.
///
/// ```swift
/// guard rate > 0 else {
///   throw InvalidContentError("The server sent an impossible rate for \(code): \(rate).")
/// }
/// ```
public struct InvalidContentError: Error, Hashable, Sendable {
  /// A sentence for users saying what is wrong with the answer.
  public let message: String

  /// An error with `message`, a sentence for users.
  public init(_ message: String) {
    self.message = message
  }
}
