import Foundation

/// A sine oscillator on a 32-bit phase that wraps: one table look-up a sample, and the same
/// samples on every machine. It renders a block at a time, into one channel of an interleaved
/// stereo bus (or a mono one, with a stride of 1).
struct Sine {
  private var phase: UInt32 = 0
  private let step: UInt32

  /// An oscillator at `frequency` hertz.
  init(_ frequency: Double) {
    step = UInt32(truncatingIfNeeded: Int64(frequency / Double(Mixer.sampleRate) * 4_294_967_296))
  }

  /// Adds its next `frames` samples times `level` to `bus[offset]`, `bus[offset + stride]`, …;
  /// the level is multiplied by `decay` after each sample.
  mutating func add(
    frames: Int, level: inout Float, decay: Float = 1,
    to bus: UnsafeMutableBufferPointer<Float>, offset: Int, stride: Int = 2
  ) {
    var phase = self.phase
    var level2 = level
    Self.table.withUnsafeBufferPointer { table in
      var index = offset
      for _ in 0..<frames {
        bus[index] += table[Int(phase >> 20)] * level2
        phase &+= step
        level2 *= decay
        index += stride
      }
    }
    self.phase = phase
    level = level2
  }

  /// One period of the sine in 4,096 steps (the top 12 bits of the phase).
  private static let table: [Float] = (0..<4096).map { Float(sin(Double($0) / 4096 * 2 * .pi)) }
}

/// Soft noise: a linear congruential generator through a one-pole low-pass filter, seeded so that
/// the same song makes the same noise.
struct SoftNoise {
  private var state: UInt32
  private var level: Float = 0
  private let coefficient: Float

  init(seed: Int, brightness: Float) {
    state = UInt32(truncatingIfNeeded: seed) &* 2_654_435_761 | 1
    coefficient = brightness
  }

  /// Adds its next `frames` samples times `gain` to every `stride`th sample of `bus` from `offset`.
  mutating func add(
    frames: Int, gain: Float, to bus: UnsafeMutableBufferPointer<Float>, offset: Int,
    stride: Int = 2
  ) {
    var (state, level) = (self.state, self.level)
    var index = offset
    for _ in 0..<frames {
      state = state &* 1_664_525 &+ 1_013_904_223
      let white = Float(Int32(bitPattern: state)) * (1 / Float(Int32.max))
      level += coefficient * (white - level)
      bus[index] += level * gain
      index += stride
    }
    (self.state, self.level) = (state, level)
  }
}
