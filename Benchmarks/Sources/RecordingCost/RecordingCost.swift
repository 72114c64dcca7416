import ConcurrencyExtras
import Foundation
import Meditation
import MeditationSound

#if canImport(Glibc)
  import Glibc
#endif

/// Where the sound goes: nowhere, counted.
final class Discarded: AudioOutput, @unchecked Sendable {
  private(set) var frames = 0
  var queuedFrames: Int { 0 }
  var isPaced: Bool { false }
  func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioOutputError) {
    frames += samples.count / 2
  }
  func close() throws(AudioOutputError) {}
}

/// A 30-minute recording (a tone that moves, encoded by LAME at 128 kbit/s, or a file given)
/// played through the Meditation app's player from start to end, as `--audio-out` renders it:
/// the process's peak resident memory, which `/usr/bin/time -f %M` reports too.
///
///     swift run -c release RecordingCost [FILE.mp3|FILE.ogg]
@main struct RecordingCost {
  static func main() async throws {
    let minutes = 30
    let file: URL
    if let given = CommandLine.arguments.dropFirst().first {
      file = URL(fileURLWithPath: given)
    } else {
      file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "recording-cost-\(minutes)min.mp3")
      if !FileManager.default.fileExists(atPath: file.path) {
        print("Encoding a \(minutes)-minute tone with LAME…")
        try encodeTone(minutes: minutes, to: file)
      }
    }
    let data = try Data(contentsOf: file)
    let kind: RecordingDecoder.Kind = file.pathExtension == "ogg" ? .ogg : .mp3
    let before = peakKilobytes()
    let recording = try RecordingFile(data: data, kind: kind)
    let seconds = (recording.frames ?? 0) / RecordingDecoder.sampleRate
    let song = Song(id: 1, title: "A long tone", artist: "RecordingCost", seconds: seconds)
    let output = Discarded()
    let now = LockIsolated(Duration.zero)
    let stage = SoundStage.rendering(to: output) { now.value }
    let started = ContinuousClock.now
    await MainActor.run {
      let player = SoundPlayer(stage: stage)
      player.keep(recording, for: song.id)
      player.play(song, from: .zero)
      // A minute at a time, as a session's clock would move.
      for minute in 1...(seconds / 60 + 1) {
        now.setValue(.seconds(minute * 60))
        _ = player.position
      }
    }
    try stage.close()
    let took = ContinuousClock.now - started
    print(
      "\(file.lastPathComponent): \(data.count / 1_000) KB, \(seconds / 60) min \(seconds % 60) s, "
        + "\(output.frames) frames played in \(took.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))"
    )
    print(
      "peak resident memory: \(peakKilobytes()) KB (\(before) KB before the recording was read)")
  }

  /// The process's peak resident memory, in kilobytes (what `time -f %M` reports).
  static func peakKilobytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
  }

  /// `minutes` of a tone gliding between 220 and 440 Hz, piped raw into LAME as it is made.
  static func encodeTone(minutes: Int, to file: URL) throws {
    let lame = Process()
    lame.executableURL = URL(fileURLWithPath: "/usr/bin/lame")
    lame.arguments = [
      "--silent", "-r", "-s", "44.1", "--bitwidth", "16", "--signed", "--little-endian", "-m",
      "j", "-b", "128", "-", file.path,
    ]
    let pipe = Pipe()
    lame.standardInput = pipe
    lame.standardError = FileHandle.nullDevice
    try lame.run()
    var phase = 0.0
    let frames = minutes * 60 * 44_100
    var block = [Int16](repeating: 0, count: 44_100 * 2)
    var written = 0
    while written < frames {
      let count = min(44_100, frames - written)
      for index in 0..<count {
        let frequency = 330 + 110 * sin(Double(written + index) / 44_100 / 20)
        phase += 2 * .pi * frequency / 44_100
        let value = Int16(sin(phase) * 10_000)
        block[index * 2] = value
        block[index * 2 + 1] = value
      }
      block.withUnsafeBytes { bytes in
        pipe.fileHandleForWriting.write(Data(bytes.prefix(count * 4)))
      }
      written += count
    }
    try pipe.fileHandleForWriting.close()
    lame.waitUntilExit()
  }
}
