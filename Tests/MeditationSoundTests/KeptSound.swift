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

/// A rendered stage on a time the test sets by hand, and a player on it.
@MainActor
struct RenderedSession {
  let output = KeptSound()
  let now = LockIsolated(Duration.zero)
  let stage: SoundStage
  let player: SoundPlayer

  init() {
    let now = now
    stage = .rendering(to: output) { now.value }
    player = SoundPlayer(stage: stage)
  }

  /// Moves the time to `seconds` from the start.
  func at(_ seconds: Double) {
    now.setValue(.milliseconds(Int64(seconds * 1000)))
  }
}

extension Song {
  static let first = Song(id: 1, title: "Walking with the wolves", artist: "Karl Roys", seconds: 10)
  static let second = Song(id: 2, title: "Meditation Intro", artist: "Piter Marqo", seconds: 6)
}
