import ConcurrencyExtras
import Foundation
import Meditation

@testable import MeditationSound

/// An output that keeps what it is given, for the tests to analyse.
final class KeptSound: AudioOutput, @unchecked Sendable {
  private(set) var samples: [Int16] = []
  private(set) var isClosed = false
  /// Fails every write after this many samples, when set.
  var failsAfter: Int?

  var queuedFrames: Int { 0 }
  var isPaced: Bool { false }

  func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioOutputError) {
    if let failsAfter, self.samples.count >= failsAfter {
      throw AudioOutputError("the test's output is full")
    }
    self.samples += samples
  }

  func close() throws(AudioOutputError) { isClosed = true }

  /// The frames kept.
  var frames: Int { samples.count / 2 }
}

/// A rendered stage on a time the test sets by hand, given the commands a player gives: the sound
/// of a session, rendered where the test runs (off the main actor, for the long ones).
struct RenderedStage: Sendable {
  let output = KeptSound()
  let now = LockIsolated(Duration.zero)
  let stage: SoundStage

  init(note: String? = nil) {
    let now = now
    stage = .rendering(to: output, note: note) { now.value }
  }

  /// Moves the time to `seconds` from the start.
  func at(_ seconds: Double) {
    now.setValue(.milliseconds(Int64(seconds * 1000)))
  }

  func play(_ song: Song, from seconds: Int = 0) {
    stage.perform { $0.play(song, from: seconds * Mixer.sampleRate) }
  }

  func pause() { stage.perform { $0.pause() } }
  func resume() { stage.perform { $0.resume() } }
  func seek(to seconds: Int) { stage.perform { $0.seek(to: seconds * Mixer.sampleRate) } }
  func stop() { stage.perform { $0.stop() } }
  func finish() { stage.perform { $0.finish() } }

  /// The song's position as heard.
  var position: Duration { SoundStage.duration(frames: stage.heardPosition) }
}

extension Song {
  static let first = Song(id: 1, title: "Walking with the wolves", artist: "Karl Roys", seconds: 10)
  static let second = Song(id: 2, title: "Meditation Intro", artist: "Piter Marqo", seconds: 6)
}
