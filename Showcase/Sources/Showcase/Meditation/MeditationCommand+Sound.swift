import ArgumentParser
import Clocks
import Foundation
import Meditation
import MeditationSound
import TerminalUI

/// Where a run's sessions play their sound: a ``SoundStage`` (a sound device, or a WAV file), or
/// none, and then each session's player is the clock player and the screen says why.
@MainActor
final class SessionSound {
  private let stage: SoundStage?
  private let note: String?
  private var isClosed = false
  /// Where the songs' recordings come from, when they have them (Openverse's music).
  var library: RecordingLibrary?

  /// Whether no recording is being fetched: what a `--once` session waits for before its clock
  /// moves, so that the sound written is the recording's.
  var isSettled: Bool { (library?.inFlight ?? 0) == 0 }

  init(stage: SoundStage) {
    self.stage = stage
    note = nil
  }

  /// No sound: the sessions play silently, and the player screen says `note`.
  init(silentSaying note: String?) {
    stage = nil
    self.note = note
  }

  /// A player for a session whose ticks run on `clock`.
  func player(on clock: any Clock<Duration>) -> any Player {
    if let stage { return SoundPlayer(stage: stage, library: library) }
    return Self.clockPlayer(on: clock, note: note)
  }

  private static func clockPlayer(on clock: some Clock<Duration>, note: String?) -> any Player {
    ClockPlayer(clock: clock, note: note)
  }

  /// Lets the sound play out and closes the device or finishes the file; whether all of the
  /// sound was taken (once closed, the same answer). Says on standard error what failed: the
  /// output stopped taking the sound (a full disk), or could not be closed.
  @discardableResult
  func close() -> Bool {
    guard let stage, !isClosed else { return isWhole }
    isClosed = true
    do {
      try stage.close()
    } catch {
      StandardStreams.writeError("Error: the sound: \(error)\n")
      isWhole = false
    }
    if isWhole, let failure = stage.failure {
      StandardStreams.writeError("Error: the sound stopped being written: \(failure)\n")
      isWhole = false
    }
    return isWhole
  }

  private var isWhole = true
}

extension MeditationCommand {
  /// The run's sound, from `--mute`, `--audio-out` and `--audio-device`: the device (ALSA's
  /// `default` unless named), played on the sound's own thread; a file, written in real time; or
  /// silence that says why (muted, no sound device, or recording, whose sessions play on the
  /// recording's clock so that a replay sees the same). One for the whole process: the menu's
  /// Meditation and every session share it.
  ///
  /// - Throws: `ValidationError` when the file cannot be written, or a device named with
  ///   `--audio-device` cannot be opened.
  @MainActor
  func makeSound() throws -> SessionSound {
    if let sound = Self.processSound { return sound }
    let sound = try openSound()
    Self.processSound = sound
    return sound
  }

  @MainActor private static var processSound: SessionSound?

  @MainActor
  private func openSound() throws -> SessionSound {
    if Replay.current != nil || display.record != nil {
      return SessionSound(silentSaying: "Recording · playing silently")
    }
    if mute { return SessionSound(silentSaying: "Muted · playing silently") }
    if let (file, note) = try openAudioOut() {
      return SessionSound(stage: .live(output: file, note: note))
    }
    do {
      let device = try ALSAOutput(device: audioDevice ?? "default")
      return SessionSound(
        stage: .live(output: device, note: audioDevice.map { "Sound on “\($0)”" }))
    } catch {
      if audioDevice != nil { throw ValidationError("--audio-device: \(error)") }
    }
    return SessionSound(silentSaying: "No sound device · playing silently")
  }

  /// The sound of a `--once` session, which plays on `clock` from `start`: written to
  /// `--audio-out` as it would have played, a whole second at a time as the session's ticks see
  /// it; without `--audio-out`, none.
  @MainActor
  func onceSound(from start: TestClock<Duration>.Instant, on clock: TestClock<Duration>) throws
    -> SessionSound
  {
    guard let (file, note) = try openAudioOut() else { return SessionSound(silentSaying: nil) }
    return SessionSound(
      stage: .rendering(to: file, note: note) {
        .seconds(start.duration(to: clock.now).components.seconds)
      })
  }

  /// The file of `--audio-out`, made empty, and what the player screen says of it; `nil` without
  /// the option.
  ///
  /// - Throws: `ValidationError` saying why the file cannot be made.
  private func openAudioOut() throws -> (WAVFileOutput, note: String)? {
    guard let audioOut else { return nil }
    let url = try OutputFile.checked(audioOut, option: "--audio-out")
    do {
      return (try WAVFileOutput(url: url), "Sound written to \(url.lastPathComponent)")
    } catch {
      throw ValidationError("--audio-out: \(error)")
    }
  }
}
