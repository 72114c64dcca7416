public import Foundation

/// What a test measures of sound (16-bit stereo at 44.1 kHz, interleaved): levels in dBFS, the
/// strikes, the steepest step, and the samples of a WAV file this module wrote.
public enum SoundAnalysis {
  /// The RMS level of `samples` (both channels) in dBFS; −∞ for silence.
  public static func level(_ samples: ArraySlice<Int16>) -> Double {
    guard !samples.isEmpty else { return -.infinity }
    let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    let rms = (sum / Double(samples.count)).squareRoot() / 32_768
    return rms > 0 ? 20 * log10(rms) : -.infinity
  }

  /// The samples of the frames from `start` to `end` seconds (as many of them as there are).
  public static func frames(_ samples: [Int16], from start: Double, to end: Double)
    -> ArraySlice<Int16>
  {
    let first = min(samples.count, max(0, Int(start * 44_100) * 2))
    let last = min(samples.count, max(first, Int(end * 44_100) * 2))
    return samples[first..<last]
  }

  /// The times (in seconds, to 50 ms) where the level of the sound's changes (each sample less
  /// the one before: the highs, where a bowl rings over the low drone) rises by more than 6 dB
  /// from one 50 ms window to the next: the strikes. Before the start is silence.
  public static func onsets(_ samples: [Int16]) -> [Double] {
    let highs =
      [Int16](repeating: 0, count: 2)
      + (2..<max(2, samples.count)).map {
        Int16(clamping: Int(samples[$0]) - Int(samples[$0 - 2]))
      }
    let window = 2_205 * 2
    var previous = -Double.infinity
    var onsets: [Double] = []
    for start in stride(from: 0, to: highs.count - window + 1, by: window) {
      let level = level(highs[start..<(start + window)])
      if level - previous > 6, level > -40 { onsets.append(Double(start / window) * 0.05) }
      previous = level
    }
    return onsets
  }

  /// The largest difference between one sample and the next of the same channel.
  public static func largestStep(_ samples: [Int16]) -> Int {
    var largest = 0
    for index in 2..<max(2, samples.count) {
      largest = max(largest, abs(Int(samples[index]) - Int(samples[index - 2])))
    }
    return largest
  }

  /// The samples of a WAV file as ``WAVFileOutput`` writes it: after its 44-byte header.
  ///
  /// - Throws: ``AudioOutputError`` when `data` is not such a file.
  public static func samples(ofWAV data: Data) throws(AudioOutputError) -> [Int16] {
    guard data.count >= 44, data.prefix(4) == Data("RIFF".utf8),
      data.dropFirst(36).prefix(4) == Data("data".utf8), (data.count - 44) % 4 == 0
    else { throw AudioOutputError("not a 16-bit stereo WAV file of this module's") }
    let bytes = [UInt8](data.dropFirst(44))
    return stride(from: 0, to: bytes.count, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
  }
}
