import Foundation
import MVVMKitTesting
import MeditationSound
import Testing

/// `showcase meditation --once … --audio-out FILE`: the session's sound written as it would have
/// played, analysed; and the sound options' refusals. One at a time: each renders minutes of sound.
@Suite(.serialized, .timeLimit(.scaled(minutes: 1))) final class MeditationSoundOnceTests: Sendable
{
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "showcase-sound-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private func showcase(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    try await runShowcase(
      ["meditation", "--once", "--width", "60", "--height", "20", "--data-dir", folder.path]
        + arguments)
  }

  private func samples(_ name: String) throws -> [Int16] {
    try SoundAnalysis.samples(ofWAV: Data(contentsOf: folder.appendingPathComponent(name)))
  }

  @Test func aTimerIsABowlThenSilence() async throws {
    let file = folder.appendingPathComponent("t.wav").path
    let run = try await showcase(["--timer", "5", "--at", "30", "--audio-out", file])
    #expect(run.status == 0, "\(run.output)")
    let samples = try samples("t.wav")
    #expect(samples.count == 30 * 44_100 * 2)
    #expect(SoundAnalysis.onsets(samples) == [0])
    // The bowl rings out in nine seconds; after it, nothing but silence.
    #expect(samples[(10 * 44_100 * 2)...].allSatisfy { $0 == 0 })
  }

  @Test func twoHundredSecondsOfTwoSongsAreTwoHundredSecondsWithTwoStrikes() async throws {
    let file = folder.appendingPathComponent("s.wav").path
    let run = try await showcase(["--pick", "1,2", "--listen", "--at", "200", "--audio-out", file])
    #expect(run.status == 0)
    #expect(run.output.contains(" Song 2 of 2 · listened 3:20 · Volume 100%\n"))
    #expect(run.output.contains("\n ♪ Sound written to s.wav\n"))
    let samples = try samples("s.wav")
    #expect(samples.count == 200 * 44_100 * 2)
    // "Walking with the wolves" is 2:50: the second song's bowl is struck at 170 s.
    #expect(SoundAnalysis.onsets(samples) == [0, 170])
    #expect(SoundAnalysis.peak(samples) < 32_767)
    #expect(SoundAnalysis.level(SoundAnalysis.frames(samples, from: 0, to: 200)) > -30)
  }

  @Test func aSessionThatFinishesEndsWithTheClosingBowl() async throws {
    // "Meditation Level 1" is 1:30: it ends at 90 s, and the closing bowl rings 12 s.
    let file = folder.appendingPathComponent("s.wav").path
    let run = try await showcase(["--pick", "4", "--at", "95", "--audio-out", file])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" Session complete\n"))
    let samples = try samples("s.wav")
    #expect(samples.count == 102 * 44_100 * 2)
    #expect(SoundAnalysis.onsets(samples) == [0, 90])
    #expect(samples.suffix(2) == [0, 0])
  }

  @Test func theSameSessionIsTheSameFile() async throws {
    for name in ["a.wav", "b.wav"] {
      let file = folder.appendingPathComponent(name).path
      let run = try await showcase(["--pick", "5,6", "--at", "80", "--audio-out", file])
      #expect(run.status == 0)
    }
    let samples = try samples("a.wav")
    // "Advanced Meditation Song" is 1:11: "Relaxing Music" and its bowl at 71 s.
    #expect(samples.count == 80 * 44_100 * 2)
    #expect(SoundAnalysis.onsets(samples) == [0, 71])
    #expect(try self.samples("b.wav") == samples)
  }

  @Test(arguments: [
    (
      ["--pick", "1", "--mute", "--audio-out", "s.wav"],
      "--mute plays no sound: give it without --audio-device and --audio-out."
    ),
    (
      ["--pick", "1", "--audio-device", "null", "--audio-out", "s.wav"],
      "--audio-out writes the sound instead of playing it on a device: give one of --audio-out and --audio-device."
    ),
    (
      ["--pick", "1", "--audio-out", "s.wav"],
      "--audio-out with --once writes the session played: add --listen or --at."
    ),
  ])
  func soundOptionsThatContradictEachOtherExitWith64(arguments: [String], message: String)
    async throws
  {
    let run = try await showcase(arguments)
    #expect(run.status == 64)
    #expect(run.output.contains(message))
    #expect(!FileManager.default.fileExists(atPath: "s.wav"))
  }

  @Test func aFileThatCannotBeWrittenIsRefusedWithWhere() async throws {
    let run = try await showcase([
      "--pick", "1", "--listen", "--audio-out", "/nonexistent-folder/s.wav",
    ])
    #expect(run.status == 64)
    #expect(
      run.output.contains(
        "--audio-out: /nonexistent-folder/s.wav: the folder /nonexistent-folder does not exist."))
  }
}
