import Foundation
import Meditation
import Testing

@testable import MeditationSound

/// The player a session's view model sees: its position is the frames heard, it knows a song's
/// end and overrun as the clock player does, and it says what the screen should of the sound.
/// Each test renders about a second, on the main actor as the player's calls are.
@MainActor @Suite struct SoundPlayerTests {
  @Test func itsPositionIsWhatWasHeardAndPausesStopIt() throws {
    let session = RenderedStage()
    let player = SoundPlayer(stage: session.stage)
    player.play(.first, from: .zero)
    #expect(player.song == .first)
    session.at(0.5)
    #expect(player.position == .milliseconds(500))
    #expect(player.isPlaying)
    player.pause()
    session.at(0.6)
    #expect(player.position == .milliseconds(500))
    #expect(!player.isPlaying)
    player.resume()
    session.at(0.75)
    #expect(player.position == .milliseconds(650))
    player.seek(to: .milliseconds(9_900))
    session.at(1)
    #expect(player.position == .seconds(10))
    #expect(player.overrun == .milliseconds(150))
    #expect(player.isFinished)
    #expect(!player.isPlaying)
    player.finish()
    #expect(player.song == nil)
    #expect(player.position == .zero)
    try session.stage.close()
  }

  @Test func itSaysWhereTheSoundGoesAndWhenTheOutputFailsThatItPlaysOnSilently() throws {
    let session = RenderedStage(note: "Sound written to s.wav")
    session.output.failsAfter = 4_410 * 2  // a tenth of a second
    let player = SoundPlayer(stage: session.stage)
    #expect(player.note == "Sound written to s.wav")
    player.play(.first, from: .zero)
    session.at(0.5)
    #expect(player.position == .milliseconds(500))
    #expect(session.stage.failure == AudioOutputError("the test's output is full"))
    #expect(player.note == "Sound stopped: the test's output is full · playing silently")
    try session.stage.close()
  }
}
