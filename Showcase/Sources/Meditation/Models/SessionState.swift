/// The session screen's state operator, exactly as the original app had it.
///
/// ```
/// next:      dismiss → listening, picking → listening, listening → finished, finished → finished
/// previous:  dismiss → dismiss,   picking → dismiss,   listening → picking,  finished → picking
/// ```
/// `dismiss` and `finished` close the session screen, back to the home board.
public enum SessionState: Hashable, Sendable, CaseIterable {
  /// Closed without a session.
  case dismiss
  /// Choosing the songs (the first state).
  case picking
  /// Playing the chosen songs.
  case listening
  /// The session is over.
  case finished

  /// The state after the primary action (START, or the last song ending).
  public var next: SessionState {
    switch self {
    case .dismiss, .picking: .listening
    case .listening, .finished: .finished
    }
  }

  /// The state after going back.
  public var previous: SessionState {
    switch self {
    case .dismiss, .picking: .dismiss
    case .listening, .finished: .picking
    }
  }

  /// Whether the session screen closes in this state.
  public var closesSession: Bool { self == .dismiss || self == .finished }

  /// The screen's title in this state.
  public var title: String? {
    switch self {
    case .picking: "Pick meditation song"
    case .listening: "Player"
    case .dismiss, .finished: nil
    }
  }
}
