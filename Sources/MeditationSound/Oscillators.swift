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
    var current = level
    let step = self.step
    Self.table.withUnsafeBufferPointer { table in
      // Raw pointers: the loop runs 44,100 times a second a partial, in debug builds too.
      guard let table = table.baseAddress, var sample = bus.baseAddress?.advanced(by: offset)
      else { return }
      for _ in 0..<frames {
        sample.pointee += table[Int(truncatingIfNeeded: phase >> 20)] * current
        phase &+= step
        current *= decay
        sample += stride
      }
    }
    self.phase = phase
    level = current
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
    let (coefficient, scale) = (self.coefficient, 1 / Float(Int32.max))
    guard var sample = bus.baseAddress?.advanced(by: offset) else { return }
    for _ in 0..<frames {
      state = state &* 1_664_525 &+ 1_013_904_223
      let white = Float(Int32(bitPattern: state)) * scale
      level += coefficient * (white - level)
      sample.pointee += level * gain
      sample += stride
    }
    (self.state, self.level) = (state, level)
  }
}
