import Foundation
import MVVMKitTesting
import MeditationSound
import Testing

#if canImport(Glibc)
  /// `showcase meditation` in a pseudo-terminal with each way its sound can go: ALSA's null
  /// device, a WAV file written as it plays, and no sound device at all.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1)))
  final class MeditationSoundEndToEndTests: Sendable {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "showcase-sound-live-\(UUID().uuidString)")

    deinit {
      try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the first song, waits for `note` on the player, pauses, resumes and quits; returns
    /// whether each step was seen and the exit status.
    private func listen(
      _ options: [String], environment: [String: String] = [:], saying note: String,
      endingWith signal: Int32? = nil
    )
      async throws -> (shown: Bool, paused: Bool, status: Int32)
    {
      let arguments =
        ["meditation", "--name", "Ada", "--pick", "1", "--listen", "--data-dir", folder.path]
        + options
      return try await onOwnThread { () throws -> (Bool, Bool, Int32) in
        let session = try EndToEndTests.Session(arguments: arguments, environment: environment)
        // A second or more into the song: a slow machine may draw 0:02 without ever 0:01.
        let shown = session.waitFor {
          $0.terminal.text.contains("▶ Playing") && $0.terminal.text.contains(note)
            && $0.terminal.text.contains(/\s0:(0[1-9]|[1-5][0-9])\s/)
        }
        session.type(" ")
        let paused = session.waitFor { $0.terminal.text.contains("❚❚ Paused") }
        session.type(" ")
        _ = session.waitFor { $0.terminal.text.contains("▶ Playing") }
        if let signal { session.send(signal) } else { session.type("\u{3}") }
        var status: Int32 = -1
        if session.waitFor({ !$0.process.isRunning }) {
          session.process.waitUntilExit()
          status = session.process.terminationStatus
        }
        return (shown, paused, status)
      }
    }

    @Test func theNullDeviceTakesTheSoundAndTheScreenSaysWhere() async throws {
      let run = try await listen(["--audio-device", "null"], saying: "♪ Sound on “null”")
      #expect(run.shown)
      #expect(run.paused)
      #expect(run.status == 0)
    }

    @Test func aFileWrittenAsItPlaysIsWholeWhenTheAppQuits() async throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("live.wav")
      let run = try await listen(
        ["--audio-out", file.path], saying: "♪ Sound written to live.wav")
      #expect(run.shown)
      #expect(run.status == 0)
      let data = try Data(contentsOf: file)
      let samples = try SoundAnalysis.samples(ofWAV: data)
      // The header's sizes were written when the app quit: they are the file's.
      let declared = data[40..<44].reversed().reduce(0) { $0 << 8 | Int($1) }
      #expect(declared == data.count - 44)
      #expect(samples.count > 44_100 * 2, "a second played before the progress passed 0:00")
      #expect(SoundAnalysis.onsets(samples).first == 0)
    }

    @Test(arguments: [SIGTERM, SIGQUIT])
    func aFileWrittenAsItPlaysIsWholeWhenASignalEndsTheApp(signal: Int32) async throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("signal-\(signal).wav")
      let run = try await listen(
        ["--audio-out", file.path], saying: "♪ Sound written to \(file.lastPathComponent)",
        endingWith: signal)
      #expect(run.shown)
      #expect(run.status == 128 + signal)
      let data = try Data(contentsOf: file)
      let declared = data[40..<44].reversed().reduce(0) { $0 << 8 | Int($1) }
      #expect(declared == data.count - 44, "the header was written on the way out")
      #expect(declared > 44_100 * 4, "more than a second of sound")
    }

    @Test func withNoSoundDeviceItPlaysSilentlyAndSaysSo() async throws {
      // An empty ALSA configuration: no device called "default", as on a machine without a card.
      let run = try await listen(
        [], environment: ["ALSA_CONFIG_PATH": "/dev/null"],
        saying: "♪ No sound device · playing silently")
      #expect(run.shown)
      #expect(run.status == 0)
    }
  }
#endif
