public import Foundation

/// One meditation session: when it ended and the time actually listened.
public struct MeditationSession: Hashable, Sendable {
  /// Sessions shorter than this are not recorded: a start and a change of mind.
  public static let shortest: Duration = .seconds(10)

  /// When the session ended.
  public var ended: Date
  /// The time listened, in whole seconds.
  public var seconds: Int

  /// A session that ended at `ended` after `seconds` listened.
  public init(ended: Date, seconds: Int) {
    self.ended = ended
    self.seconds = seconds
  }

  /// Whether it is long enough to record.
  public var isWorthRecording: Bool { Duration.seconds(seconds) >= Self.shortest }
}
