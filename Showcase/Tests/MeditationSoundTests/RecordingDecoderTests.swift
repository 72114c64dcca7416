import Foundation
import MVVMKitTesting
import Meditation
import Testing

@testable import MeditationSound

/// Real MP3 and Ogg Vorbis files, made here from a tone by Debian's encoders (LAME, oggenc),
/// decoded as a song plays: the tone's frequency and length come back, a seek lands where asked,
/// and a file that is not what it says is refused in words.
@Suite(.timeLimit(.scaled(minutes: 1))) final class RecordingDecoderTests: Sendable {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "recordings-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A WAV of 16-bit `channels` at `rate`: `first` Hz for `seconds / 2`, then `second` Hz.
  private func tone(
    seconds: Double, first: Double, second: Double, rate: Int = 44_100, channels: Int = 2
  ) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let frames = Int(seconds * Double(rate))
    var samples = Data(capacity: frames * channels * 2)
    var phase = 0.0
    for frame in 0..<frames {
      let frequency = frame < frames / 2 ? first : second
      phase += 2 * .pi * frequency / Double(rate)
      let value = Int16(sin(phase) * 12_000)
      for _ in 0..<channels {
        withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
      }
    }
    var wav = Data("RIFF".utf8)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { wav.append(contentsOf: $0) }
    }
    append(UInt32(36 + samples.count))
    wav.append(contentsOf: Data("WAVEfmt ".utf8))
    append(UInt32(16))
    append(UInt16(1))
    append(UInt16(channels))
    append(UInt32(rate))
    append(UInt32(rate * channels * 2))
    append(UInt16(channels * 2))
    append(UInt16(16))
    wav.append(contentsOf: Data("data".utf8))
    append(UInt32(samples.count))
    wav.append(samples)
    let url = folder.appendingPathComponent("tone-\(UUID().uuidString).wav")
    try wav.write(to: url)
    return url
  }

  /// `wav` encoded by `program` with `arguments` (the WAV's path and the output's follow).
  private func encode(_ wav: URL, as kind: RecordingDecoder.Kind) async throws -> Data {
    let output = wav.deletingPathExtension().appendingPathExtension(kind.rawValue)
    let process = Process()
    switch kind {
    case .mp3:
      process.executableURL = URL(fileURLWithPath: "/usr/bin/lame")
      process.arguments = ["--silent", "-b", "128", wav.path, output.path]
    case .ogg:
      process.executableURL = URL(fileURLWithPath: "/usr/bin/oggenc")
      process.arguments = ["--quiet", "-q", "5", "-o", output.path, wav.path]
    }
    // Waited for by its handler, not by a blocked thread: the tests share two cooperative
    // threads with the rest of the suite.
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in done.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        done.resume(throwing: error)
      }
    }
    #expect(process.terminationStatus == 0)
    return try Data(contentsOf: output)
  }

  /// Decodes all of `decoder`, in the mixer's blocks.
  private func decodeAll(_ decoder: RecordingDecoder) throws -> [Int16] {
    var samples: [Int16] = []
    var block = [Int16](repeating: 0, count: 512 * 2)
    while true {
      let made = try block.withUnsafeMutableBufferPointer { try decoder.read(into: $0) }
      if made == 0 { break }
      samples += block[0..<made * 2]
    }
    return samples
  }

  /// The left channel's frequency over `frames` frames from `start`: its rising zero crossings.
  private func frequency(_ samples: [Int16], from start: Int, frames: Int) -> Double {
    var crossings = 0
    for frame in start + 1..<start + frames
    where samples[(frame - 1) * 2] < 0 && samples[frame * 2] >= 0 {
      crossings += 1
    }
    return Double(crossings) * 44_100 / Double(frames)
  }

  @Test(arguments: [RecordingDecoder.Kind.mp3, .ogg])
  func aToneComesBackAtItsFrequencyAndLength(kind: RecordingDecoder.Kind) async throws {
    let data = try await encode(try tone(seconds: 4, first: 440, second: 880), as: kind)
    let decoder = try RecordingDecoder(data: data, kind: kind, claimed: .seconds(4))
    #expect(decoder.sourceRate == 44_100)
    #expect(decoder.sourceChannels == 2)
    #expect(decoder.frames == 176_400)
    let samples = try decodeAll(decoder)
    #expect(samples.count == 176_400 * 2)
    // A second of each tone, from the middle of its half: within 1 Hz.
    #expect(abs(frequency(samples, from: 22_050, frames: 44_100) - 440) <= 1)
    #expect(abs(frequency(samples, from: 110_250, frames: 44_100) - 880) <= 1)
  }

  @Test(arguments: [RecordingDecoder.Kind.mp3, .ogg])
  func aSeekLandsWhereAsked(kind: RecordingDecoder.Kind) async throws {
    let data = try await encode(try tone(seconds: 4, first: 440, second: 880), as: kind)
    let decoder = try RecordingDecoder(data: data, kind: kind)
    try decoder.seek(toFrame: 132_300)  // 3 s: in the 880 Hz half
    #expect(decoder.position == 132_300)
    let rest = try decodeAll(decoder)
    #expect(rest.count == (176_400 - 132_300) * 2)
    #expect(abs(frequency(rest, from: 0, frames: 22_050) - 880) <= 2)
  }

  @Test func aMonoRecordingAt48kHzIsPlayedInStereoAt44100() async throws {
    let data = try await encode(
      try tone(seconds: 2, first: 1_000, second: 1_000, rate: 48_000, channels: 1), as: .ogg)
    let decoder = try RecordingDecoder(data: data, kind: .ogg)
    #expect(decoder.sourceRate == 48_000)
    #expect(decoder.sourceChannels == 1)
    #expect(decoder.frames == 88_200)
    let samples = try decodeAll(decoder)
    #expect(abs(samples.count - 88_200 * 2) <= 4)
    #expect(abs(frequency(samples, from: 22_050, frames: 44_100) - 1_000) <= 1)
    #expect(samples[44_100 * 2] == samples[44_100 * 2 + 1])
  }

  @Test func aFileThatIsNotWhatItSaysIsRefusedInWords() async throws {
    let ogg = try await encode(try tone(seconds: 1, first: 440, second: 440), as: .ogg)
    #expect(throws: RecordingError("The recording cannot be played: it is not an Ogg Vorbis file."))
    {
      _ = try RecordingDecoder(data: Data("not a recording at all".utf8), kind: .ogg)
    }
    #expect(throws: RecordingError("The recording cannot be played: it is not an MP3 file.")) {
      _ = try RecordingDecoder(data: ogg, kind: .mp3)
    }
    #expect(throws: RecordingError("The recording is empty.")) {
      _ = try RecordingDecoder(data: Data(), kind: .mp3)
    }
  }

  @MainActor @Test(arguments: [RecordingDecoder.Kind.mp3, .ogg])
  func aRecordingPlaysThroughThePlayerAsTheGeneratedSoundDoes(kind: RecordingDecoder.Kind)
    async throws
  {
    let file = try RecordingFile(
      data: try await encode(try tone(seconds: 4, first: 440, second: 880), as: kind), kind: kind)
    let song = Song(id: 7, title: "Two tones", artist: "The test", seconds: 4)
    let session = RenderedStage()
    let player = SoundPlayer(stage: session.stage)
    player.keep(file, for: song.id)
    player.play(song, from: .zero)
    session.at(1)
    _ = player.position  // renders up to then
    // Over half a second, one crossing is 2 Hz.
    #expect(abs(frequency(session.output.samples, from: 11_025, frames: 22_050) - 440) <= 2)
    let full = SoundAnalysis.level(SoundAnalysis.frames(session.output.samples, from: 0.5, to: 1))
    // Paused: silence within 10 ms, and the position stops; then it plays on from there.
    player.pause()
    session.at(1.2)
    _ = player.position  // renders up to then
    #expect(
      SoundAnalysis.level(SoundAnalysis.frames(session.output.samples, from: 1.02, to: 1.2))
        == -.infinity)
    #expect(player.position == .seconds(1))
    player.resume()
    session.at(1.5)
    _ = player.position  // renders up to then
    #expect(player.position == .milliseconds(1_300))
    #expect(abs(frequency(session.output.samples, from: 55_125, frames: 8_820) - 440) <= 5)
    // Sought to 3 s: the 880 Hz half; at half the volume, 6 dB quieter.
    player.seek(to: .seconds(3))
    player.volume = 0.5
    session.at(2)
    _ = player.position  // renders up to then
    #expect(player.position == .milliseconds(3_500))
    #expect(abs(frequency(session.output.samples, from: 70_560, frames: 17_640) - 880) <= 3)
    let half = SoundAnalysis.level(SoundAnalysis.frames(session.output.samples, from: 1.6, to: 2))
    #expect(abs(full - half - 6.02) <= 0.1)
    #expect(player.note == nil)
    try session.stage.close()
  }
}
