import Clocks
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import TerminalUI

/// A recorded session being played back: what `showcase --replay FILE` runs the recorded command
/// under. While it runs, every service's client is the cassette's player (no network), the apps'
/// time runs on the replay's clock, and `present` plays the recorded keys instead of reading the
/// terminal's.
struct Replay: Sendable {
  /// The session played.
  let recording: SessionRecording
  /// The clock the apps' time runs on: with `--once` a test clock, advanced to each key's time;
  /// the real one when watched.
  var clock: any Clock<Duration> { testClock ?? ContinuousClock() }
  /// With `--once`, the test clock the apps' time runs on.
  let testClock: TestClock<Duration>?
  /// The requests' answers.
  let player: CassettePlayer
  /// The variables the apps read while it plays (``ReplayedCommand/environment(of:process:)``):
  /// the process's own are never changed.
  let environment: [String: String]

  /// The replay the code running now is part of, if any.
  @TaskLocal static var current: Replay?

  /// The recorded keys, with the time from the start at which each is pressed, and the digests
  /// of the screen before and at once after it, where recorded.
  var inputs: [(at: Duration, key: Key, screen: String?, outcome: String?)] {
    recording.inputs.compactMap { input in
      Key(name: input.key).map {
        (Self.duration(milliseconds: input.at), $0, input.screen, input.outcome)
      }
    }
  }

  /// The time from the start at which the recording ended.
  var duration: Duration { Self.duration(milliseconds: recording.duration) }

  static func duration(milliseconds: Double) -> Duration {
    .microseconds(Int64((max(0, milliseconds) * 1000).rounded()))
  }
}
