import Foundation
import Meditation
import Testing

@testable import MeditationSound

/// The sound of a session, rendered on a time set by hand and analysed: its length, its strikes,
/// its pauses, its level, its cuts, and that it is the same every time. Rendered off the main
/// actor, which the app's other tests need, and one at a time.
@Suite(.serialized) struct SoundStageTests {
  @Test func theSoundLastsExactlyTheTimePlayed() throws {
    let session = RenderedStage()
    session.play(.first)
    session.at(2.5)
    #expect(session.position == .milliseconds(2500))
    session.at(7)
    #expect(session.position == .seconds(7))
    try session.stage.close()
    #expect(session.output.frames == 7 * 44_100)
    #expect(session.output.isClosed)
  }

  @Test func aPauseIsSilenceWithinTenMillisecondsAndTheSongGoesOnWhereItStopped() throws {
    let session = RenderedStage()
    session.play(.first)
    session.at(3)
    session.pause()
    session.at(5)
    #expect(session.position == .seconds(3))
    session.resume()
    session.at(6)
    #expect(session.position == .seconds(4))
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
    let session = RenderedStage()
    session.play(.first)
    session.at(4)
    session.play(.second)  // Next
    session.at(10)
    session.finish()
    try session.stage.close()
    // The closing bowl rings 12 s after the session, its last second fading to nothing.
    #expect(session.output.frames == 22 * 44_100)
    #expect(SoundAnalysis.onsets(session.output.samples) == [0, 4, 10])
    #expect(session.output.samples.suffix(2) == [0, 0])
  }

  @Test func noSampleReachesFullScaleAndNoCutClicks() throws {
    let session = RenderedStage()
    session.play(.first)
    session.at(1)
    session.play(.second)
    session.at(1.5)
    session.seek(to: 4)
    session.at(2)
    session.pause()
    session.at(2.2)
    session.resume()
    session.at(3)
    session.seek(to: 0)  // Previous, restarting the song
    session.at(3.4)
    session.stop()
    session.play(.first, from: 9)
    session.at(11)
    session.finish()
    try session.stage.close()
    let samples = session.output.samples
    #expect(SoundAnalysis.peak(samples) < 32_767)
    // A bowl's partials (588 Hz at most, and 2.71 and 5.15 times that, at 0.3, 0.135 and 0.06 of
    // full scale) step by up to 2,680 a sample at their steepest, the drone by under 300: a cut
    // without its 10 ms ramp would step by up to 20,000.
    #expect(SoundAnalysis.largestStep(samples) < 3_000)
  }

  @Test func theSameSessionMakesTheSameSamples() throws {
    func render() throws -> [Int16] {
      let session = RenderedStage()
      session.play(.second)
      session.at(1.25)
      session.pause()
      session.at(1.5)
      session.resume()
      session.at(3)
      session.play(.first, from: 2)
      session.at(4)
      try session.stage.close()
      return session.output.samples
    }
    let first = try render()
    #expect(first.count == 4 * 44_100 * 2)
    #expect(try render() == first)
  }

  @Test func aSongPastItsEndIsSilent() throws {
    let session = RenderedStage()
    session.play(.first)
    session.at(11.5)
    try session.stage.close()
    #expect(
      SoundAnalysis.level(SoundAnalysis.frames(session.output.samples, from: 10, to: 11.5))
        == -.infinity)
  }

  @Test func eachSongHasItsOwnToneAndTheSameOneEveryTime() {
    let tones = (1...10).map { Tone(songID: $0) }
    #expect(tones == (1...10).map { Tone(songID: $0) })
    #expect(Set(tones.map { "\($0)" }).count == 10)
    #expect(tones.allSatisfy { Tone.notes.contains($0.drone) })
  }
}
