import Foundation

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
