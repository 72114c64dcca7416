import ConcurrencyExtras
import Foundation
import Meditation
import Testing

@testable import MeditationSound

/// The sound a session makes, rendered on a time set by hand and analysed: its length, its
/// strikes, its pauses, its level, its cuts; and the player's position, which is the sound's.
///
/// The rendering runs on the main actor, as the player's calls do: the tests take turns, and each
/// renders seconds of sound, not minutes, so that none holds the main actor long from the others.
@MainActor @Suite(.serialized) struct SoundPlayerTests {
  @Test func theSoundLastsExactlyTheTimePlayedAndItsPositionIsWhatWasHeard() throws {
    let session = RenderedSession()
    session.player.play(.first, from: .zero)
    session.at(2.5)
    #expect(session.player.position == .milliseconds(2500))
    #expect(session.player.isPlaying)
    session.at(3)
    #expect(session.player.position == .seconds(3))
    try session.stage.close()
    #expect(session.output.frames == 3 * 44_100)
    #expect(session.output.isClosed)
  }

  @Test func aPauseIsSilenceWithinTenMillisecondsAndTheSongGoesOnWhereItStopped() throws {
    let session = RenderedSession()
    session.player.play(.first, from: .zero)
    session.at(3)
    session.player.pause()
    session.at(5)
    #expect(session.player.position == .seconds(3))
    #expect(!session.player.isPlaying)
    session.player.resume()
    session.at(6)
    #expect(session.player.position == .seconds(4))
    try session.stage.close()
    let samples = session.output.samples
    #expect(samples.count == 6 * 44_100 * 2)
    // 441 frames of fade, then nothing at all until the resume.
    let silence = samples[((3 * 44_100 + 441) * 2)..<(5 * 44_100 * 2)]
    #expect(silence.allSatisfy { $0 == 0 })
    #expect(SoundAnalysis.level(SoundAnalysis.frames(samples, from: 3.01, to: 5)) < -60)
    #expect(SoundAnalysis.level(SoundAnalysis.frames(samples, from: 5.1, to: 6)) > -30)
  }

  @Test func aBowlIsStruckAsEachSongStartsAndWhenTheSessionFinishes() throws {
    let session = RenderedSession()
    session.player.play(.first, from: .zero)
    session.at(4)
    session.player.play(.second, from: .zero)  // Next
    session.at(8)
    session.player.finish()
    #expect(session.player.song == nil)
    try session.stage.close()
    // The closing bowl rings 12 s after the session, its last second fading to nothing.
    #expect(session.output.frames == 20 * 44_100)
    #expect(SoundAnalysis.onsets(session.output.samples) == [0, 4, 8])
    #expect(session.output.samples.suffix(2) == [0, 0])
  }

  @Test func noSampleReachesFullScaleAndNoCutClicks() throws {
    let session = RenderedSession()
    session.player.play(.first, from: .zero)
    session.at(1)
    session.player.play(.second, from: .zero)
    session.at(1.5)
    session.player.seek(to: .seconds(4))
    session.at(2)
    session.player.pause()
    session.at(2.2)
    session.player.resume()
    session.at(3)
    session.player.seek(to: .zero)  // Previous, restarting the song
    session.at(3.4)
    session.player.stop()
    session.player.play(.first, from: .seconds(9))
    session.at(5)
    try session.stage.close()
    let samples = session.output.samples
    #expect(samples.map { abs(Int($0)) }.max() ?? 0 < 32_767)
    // A bowl's partials (588 Hz at most, and 2.71 and 5.15 times that, at 0.3, 0.135 and 0.06 of
    // full scale) step by up to 2,680 a sample at their steepest, the drone by under 300: a cut
    // without its 10 ms ramp would step by up to 20,000.
    #expect(SoundAnalysis.largestStep(samples) < 3_000)
  }

  @Test func theSameSessionMakesTheSameSamples() throws {
    func render() throws -> [Int16] {
      let session = RenderedSession()
      session.player.play(.second, from: .zero)
      session.at(1.25)
      session.player.pause()
      session.at(1.5)
      session.player.resume()
      session.at(3)
      session.player.play(.first, from: .seconds(2))
      session.at(4)
      try session.stage.close()
      return session.output.samples
    }
    let first = try render()
    #expect(first.count == 4 * 44_100 * 2)
    #expect(try render() == first)
  }

  @Test func aSongPastItsEndIsSilentAndCountsItsOverrun() throws {
    let session = RenderedSession()
    session.player.play(.first, from: .zero)
    session.player.seek(to: .seconds(9))  // no bowl: only a song's start strikes one
    session.at(2.5)
    #expect(session.player.position == .seconds(10))
    #expect(session.player.overrun == .milliseconds(1500))
    #expect(session.player.isFinished)
    #expect(!session.player.isPlaying)
    try session.stage.close()
    #expect(
      SoundAnalysis.level(SoundAnalysis.frames(session.output.samples, from: 1.01, to: 2.5))
        == -.infinity)
  }

  @Test func anOutputThatFailsLeavesTheSessionPlayingSilentlyAndSaysWhy() throws {
    let output = KeptSound()
    output.failsAfter = 44_100 * 2  // a second
    let now = LockIsolated(Duration.zero)
    let stage = SoundStage.rendering(to: output, note: "Sound written to s.wav") { now.value }
    let player = SoundPlayer(stage: stage)
    #expect(player.note == "Sound written to s.wav")
    player.play(.first, from: .zero)
    now.setValue(.seconds(3))
    #expect(player.position == .seconds(3))
    #expect(stage.failure == AudioOutputError("the test's output is full"))
    #expect(player.note == "Sound stopped: the test's output is full · playing silently")
    try stage.close()
  }

  @Test func eachSongHasItsOwnToneAndTheSameOneEveryTime() {
    let tones = (1...10).map { Tone(songID: $0) }
    #expect(tones == (1...10).map { Tone(songID: $0) })
    #expect(Set(tones.map { "\($0)" }).count == 10)
    #expect(tones.allSatisfy { Tone.notes.contains($0.drone) })
  }
}
