/// What a fetch made of an answer, when it was not simply what was asked for: the answer is read
/// after the exchange (see ``HTTPClient/fetch(_:from:decoder:)``), so an answer with a good status
/// can still be a refusal or unreadable.
public enum HTTPAnswerReading: Hashable, Sendable {
  /// The answer says the service refused the request (an error inside a `200` answer, such as
  /// Google's `REQUEST_DENIED`): the service's code.
  case refused(String)
  /// The answer could not be read: why, with where ("at results: the key is missing").
  case unreadable(String)
  /// Some records could not be read and were left out: how many of how many, and why the first
  /// was.
  case partlyRead(unreadable: Int, of: Int, firstReason: String)
}
