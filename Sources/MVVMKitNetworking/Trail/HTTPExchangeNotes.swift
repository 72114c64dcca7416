/// Whatever recorded an exchange (an inspector's log), told what the work that made it learned
/// afterwards: that a cached copy covered its failure, or what its answer turned out to be. A
/// recording client joins each exchange to the current ``HTTPExchangeTrail`` with one.
public protocol HTTPExchangeNotes: Sendable {
  /// The exchange failed, and the app showed its cached copy instead.
  func servedFromCache()
  /// What the app made of the exchange's answer.
  func answerWasRead(_ reading: HTTPAnswerReading)
}
