public import Foundation

/// What a test measures of sound (16-bit stereo at 44.1 kHz, interleaved): levels in dBFS, the
/// strikes, the steepest step, and the samples of a WAV file this module wrote.
public enum SoundAnalysis {
  /// The RMS level of `samples` (both channels) in dBFS; −∞ for silence.
  public static func level(_ samples: ArraySlice<Int16>) -> Double {
    decibels(sumOfSquares: samples.withUnsafeBufferPointer(sumOfSquares), count: samples.count)
  }

  /// Σ x² over `samples`, through a raw pointer: minutes of sound are measured in debug builds too.
  private static func sumOfSquares(_ samples: UnsafeBufferPointer<Int16>) -> Double {
    guard let base = samples.baseAddress else { return 0 }
    var sum = 0.0
    for index in 0..<samples.count {
      let value = Double(base[index])
      sum += value * value
    }
    return sum
  }

  /// The RMS level in dBFS of `count` samples whose squares sum to `sumOfSquares`.
  private static func decibels(sumOfSquares: Double, count: Int) -> Double {
    guard count > 0, sumOfSquares > 0 else { return -.infinity }
    return 20 * log10((sumOfSquares / Double(count)).squareRoot() / 32_768)
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
  /// from one 50 ms window to the next, to above −60 dBFS: the strikes (and a sound resumed after
  /// silence). Before the start is silence.
  public static func onsets(_ samples: [Int16]) -> [Double] {
    let window = 2_205 * 2
    var previous = -Double.infinity
    var onsets: [Double] = []
    samples.withUnsafeBufferPointer { samples in
      guard let base = samples.baseAddress else { return }
      for start in stride(from: 0, to: samples.count - window + 1, by: window) {
        var sum = 0.0
        for index in start..<(start + window) where index >= 2 {
          // The step from the channel's sample before, clamped to 16 bits as a sample would be.
          let step = Double(
            Swift.max(-32_768, Swift.min(32_767, Int(base[index]) - Int(base[index - 2]))))
          sum += step * step
        }
        let level = decibels(sumOfSquares: sum, count: window)
        if level - previous > 6, level > -60 { onsets.append(Double(start / window) * 0.05) }
        previous = level
      }
    }
    return onsets
  }

  /// The largest difference between one sample and the next of the same channel.
  public static func largestStep(_ samples: [Int16]) -> Int {
    samples.withUnsafeBufferPointer { samples in
      guard let base = samples.baseAddress else { return 0 }
      var largest = 0
      for index in 2..<Swift.max(2, samples.count) {
        largest = Swift.max(largest, abs(Int(base[index]) - Int(base[index - 2])))
      }
      return largest
    }
  }

  /// The largest magnitude of a sample: 32,767 or 32,768 is full scale.
  public static func peak(_ samples: [Int16]) -> Int {
    samples.withUnsafeBufferPointer { samples in
      guard let base = samples.baseAddress else { return 0 }
      var peak = 0
      for index in 0..<samples.count { peak = Swift.max(peak, abs(Int(base[index]))) }
      return peak
    }
  }

  /// The samples of a WAV file as ``WAVFileOutput`` writes it: after its 44-byte header.
  ///
  /// - Throws: ``AudioOutputError`` when `data` is not such a file.
  public static func samples(ofWAV data: Data) throws(AudioOutputError) -> [Int16] {
    guard data.count >= 44, data.prefix(4) == Data("RIFF".utf8),
      data.dropFirst(36).prefix(4) == Data("data".utf8), (data.count - 44) % 4 == 0
    else { throw AudioOutputError("not a 16-bit stereo WAV file of this module's") }
    let body = data.dropFirst(44)
    var samples = [Int16](unsafeUninitializedCapacity: body.count / 2) { buffer, count in
      count = body.copyBytes(to: buffer) / 2
    }
    // Little-endian in the file, as on the machines this runs on; others swap each sample.
    #if _endian(big)
      samples = samples.map(\.byteSwapped)
    #endif
    return samples
  }
}
