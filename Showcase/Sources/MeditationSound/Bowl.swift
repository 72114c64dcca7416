import Foundation
import Meditation

/// A singing bowl struck once: three inharmonic partials, each decaying at its own rate, its
/// last second fading to nothing. Its sines start at zero, so the strike itself makes no click.
struct Bowl {
  /// The partials' ratios to the fundamental, as a bowl's are, and their levels and decays.
  private static let ratios: [(ratio: Double, level: Float, seconds: Double)] = [
    (1, 1, 3.0), (2.71, 0.45, 1.6), (5.15, 0.2, 0.8),
  ]
  private var partials: [(left: Sine, right: Sine, level: Float, decay: Float)]
  private var age = 0
  private let length: Int

  /// A bowl at `frequency` hertz, peaking at `amplitude` of full scale, ringing `seconds`.
  init(frequency: Double, amplitude: Float, seconds: Int) {
    partials = Self.ratios.map { ratio, level, seconds in
      let frequency = frequency * ratio
      return (
        Sine(frequency - 0.35), Sine(frequency + 0.35), amplitude * level,
        Float(exp(-1 / (seconds * Double(Mixer.sampleRate))))
      )
    }
    length = seconds * Mixer.sampleRate
  }

  var hasRungOut: Bool { age >= length }

  /// The frames it rings on for.
  var framesLeft: Int { max(0, length - age) }

  /// Adds its next `frames` frames (or what is left of it) to `bus`; `scratch` holds twice
  /// `frames` samples.
  mutating func add(
    frames: Int, to bus: UnsafeMutableBufferPointer<Float>,
    scratch: UnsafeMutableBufferPointer<Float>
  ) {
    let count = min(frames, length - age)
    guard count > 0 else { return }
    let tail = length - Mixer.sampleRate
    // Straight into the bus, but for the last second, which fades out first.
    let fades = age + count > tail
    let target = fades ? UnsafeMutableBufferPointer(rebasing: scratch[0..<(count * 2)]) : bus
    if fades { target.update(repeating: 0) }
    for index in partials.indices {
      var level = partials[index].level
      partials[index].left.add(
        frames: count, level: &level, decay: partials[index].decay, to: target, offset: 0)
      level = partials[index].level
      partials[index].right.add(
        frames: count, level: &level, decay: partials[index].decay, to: target, offset: 1)
      partials[index].level = level
    }
    if fades {
      for index in 0..<count {
        let fade = min(1, Float(length - age - index) / Float(Mixer.sampleRate))
        bus[index * 2] += target[index * 2] * fade
        bus[index * 2 + 1] += target[index * 2 + 1] * fade
      }
    }
    age += count
  }
}
