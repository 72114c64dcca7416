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
