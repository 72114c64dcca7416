import Foundation
import Meditation

/// The sound of a session, rendered a block at a time as 16-bit stereo at 44.1 kHz: the song
/// playing (a ``Tone``'s drone, with a bowl struck at its start), the songs just cut fading out,
/// and the bowl that closes a finished session.
///
/// It keeps the song's position in frames: the position advances only while playing, so that the
/// position is what has been heard. Every change is click-free: a song starts, stops and is cut
/// with a 10 ms ramp, and a pause fades the whole session out in 10 ms and is then exact silence.
/// The same commands at the same frames give the same samples.
struct Mixer {
  /// Frames a second.
  static let sampleRate = 44_100
  /// The frames of a ramp that avoids a click: 10 ms.
  static let rampFrames = 441

  /// The song playing or paused.
  private(set) var voice: Voice?
  /// Songs cut (by another song, a seek or stop), fading out.
  private var fading: [Voice] = []
  /// The bowl that closes a finished session.
  private var closing: Bowl?
  /// Whether the session is playing (not paused, not stopped).
  private(set) var isPlaying = false
  /// The whole session's gain, ramping to 1 while playing and to 0 while paused.
  private var gain: Float = 0
  /// The volume asked for, from 0 to 1: the sound's own gain, over everything it plays.
  private(set) var volume: Float = 1
  /// The volume applied now, ramping to ``volume`` in 10 ms, against clicks.
  private var appliedVolume: Float = 1
  /// The frames rendered since the mixer was made.
  private(set) var rendered = 0
  private var bus: [Float] = []
  private var scratch: [Float] = []

  /// Whether nothing sounds or will: no song loaded, none fading, no bowl ringing.
  var isIdle: Bool { voice == nil && fading.isEmpty && closing == nil }

  /// The frames the closing bowl rings on for; 0 when it is not ringing.
  var closingFrames: Int { closing?.framesLeft ?? 0 }

  /// The song's position in frames (past its length once it has played to its end).
  var position: Int { voice?.frame ?? 0 }

  // MARK: Commands

  /// Plays `song` from `frame`, with a bowl struck at its start; the song before is cut.
  mutating func play(_ song: Song, from frame: Int) {
    cut()
    voice = Voice(song: song, frame: frame, struck: true)
    isPlaying = true
  }

  /// Sets the volume (0 to 1), reached within 10 ms.
  mutating func setVolume(_ volume: Float) {
    self.volume = min(1, max(0, volume))
  }

  /// Pauses: the session fades out in 10 ms, and its position stops.
  mutating func pause() { isPlaying = false }

  /// Plays on from the position it paused at.
  mutating func resume() {
    if voice != nil { isPlaying = true }
  }

  /// Moves the song to `frame`: the sound there takes over with a 10 ms cross-fade, and a bowl is
  /// struck when that is the song's start.
  mutating func seek(to frame: Int) {
    guard let song = voice?.song else { return }
    cut()
    voice = Voice(song: song, frame: frame, struck: frame == 0)
  }

  /// Stops: the song fades out in 10 ms.
  mutating func stop() {
    cut()
    isPlaying = false
  }

  /// The session finished: the song fades out and the closing bowl is struck.
  mutating func finish() {
    stop()
    closing = Bowl(frequency: Tone.closingBowl, amplitude: 0.4, seconds: 12)
  }

  private mutating func cut() {
    guard var voice else { return }
    voice.fadeOut()
    fading.append(voice)
    self.voice = nil
  }

  // MARK: Rendering

  /// Renders the next `out.count / 2` frames into `out`, interleaved left and right.
  mutating func render(into out: UnsafeMutableBufferPointer<Int16>) {
    let frames = out.count / 2
    // The buffers are kept between blocks; taken out of `self` while the voices render into them.
    var bus = self.bus.count >= out.count ? self.bus : [Float](repeating: 0, count: out.count)
    let scratchCount = frames * Voice.scratchPerFrame
    var scratch =
      self.scratch.count >= scratchCount
      ? self.scratch : [Float](repeating: 0, count: scratchCount)
    (self.bus, self.scratch) = ([], [])
    defer { (self.bus, self.scratch) = (bus, scratch) }
    bus.withUnsafeMutableBufferPointer { bus in
      scratch.withUnsafeMutableBufferPointer { scratch in
        render(
          frames: frames, into: UnsafeMutableBufferPointer(rebasing: bus[0..<out.count]),
          scratch: scratch)
      }
      guard let bus = bus.baseAddress, let out = out.baseAddress else { return }
      let step = 1 / Float(Self.rampFrames)
      for index in 0..<frames * 2 {
        if index & 1 == 0, appliedVolume != volume {
          appliedVolume =
            appliedVolume < volume
            ? min(volume, appliedVolume + step) : max(volume, appliedVolume - step)
        }
        // Never past full scale: the levels leave headroom, and this keeps it so.
        let level = bus[index] * appliedVolume
        let clipped: Float = level > 1 ? 1 : level < -1 ? -1 : level
        out[index] = Int16(clipped * 32_767 + (clipped < 0 ? -0.5 : 0.5))
      }
    }
    rendered += frames
  }

  /// The session and the closing bowl into `bus`.
  private mutating func render(
    frames: Int, into bus: UnsafeMutableBufferPointer<Float>,
    scratch: UnsafeMutableBufferPointer<Float>
  ) {
    bus.update(repeating: 0)
    renderSession(frames: frames, into: bus, scratch: scratch)
    if closing != nil {
      closing?.add(frames: frames, to: bus, scratch: scratch)
      if closing?.hasRungOut == true { closing = nil }
    }
  }

  /// The session's voices into `bus`, through its gain: while paused, only until the fade ends.
  private mutating func renderSession(
    frames: Int, into bus: UnsafeMutableBufferPointer<Float>,
    scratch: UnsafeMutableBufferPointer<Float>
  ) {
    let step = 1 / Float(Self.rampFrames)
    // While paused, the voices sound only until the session's fade reaches silence.
    let sounding =
      isPlaying ? frames : min(frames, Int((gain / step).rounded(.up)))
    guard sounding > 0 else {
      fading.removeAll()  // cut while silent: nothing left of them to hear
      return
    }
    let session = UnsafeMutableBufferPointer(rebasing: bus[0..<(sounding * 2)])
    voice?.render(frames: sounding, into: session, scratch: scratch, advancing: isPlaying)
    for index in fading.indices {
      fading[index].render(frames: sounding, into: session, scratch: scratch)
    }
    fading.removeAll { $0.isSilent }
    let target: Float = isPlaying ? 1 : 0
    for frame in 0..<sounding {
      if gain < target {
        gain = min(target, gain + step)
      } else if gain > target {
        gain = max(target, gain - step)
      }
      session[frame * 2] *= gain
      session[frame * 2 + 1] *= gain
    }
  }
}

/// A song's sound: a drone of two partials and their octave, each channel a little detuned from
/// the other, swelling and ebbing; soft noise beneath; a bowl struck at its start. It fades in
/// over its first two seconds and out over its last three, and is silent past its end.
struct Voice {
  let song: Song
  /// The song's position, in frames.
  private(set) var frame: Int
  /// Where it started (or was sought to).
  let startFrame: Int
  private let length: Int
  private var partials: [(left: Sine, right: Sine, level: Float)]
  private var breath: Sine
  private var noise: (left: SoftNoise, right: SoftNoise, level: Float)
  private var bowl: Bowl?
  /// The ramp against clicks: 0 to 1 when the voice starts, 1 to 0 when it is cut.
  private var ramp: Float = 0
  private var isCut = false

  init(song: Song, frame: Int, struck: Bool) {
    let tone = Tone(songID: song.id)
    self.song = song
    self.frame = frame
    startFrame = frame
    length = song.seconds * Mixer.sampleRate
    // Each channel 0.15 Hz apart: a slow beating that moves between the ears.
    partials = [
      (Sine(tone.drone - 0.15), Sine(tone.drone + 0.15), 0.13),
      (Sine(tone.drone * tone.interval + 0.1), Sine(tone.drone * tone.interval - 0.1), 0.07),
      (Sine(tone.drone * 4 - 0.2), Sine(tone.drone * 4 + 0.2), 0.025),
    ]
    breath = Sine(tone.swell)
    noise = (
      SoftNoise(seed: song.id, brightness: tone.brightness),
      SoftNoise(seed: song.id &+ 7919, brightness: tone.brightness), tone.noise
    )
    bowl = struck ? Bowl(frequency: tone.bowl, amplitude: 0.3, seconds: 9) : nil
    if song.isSilent {
      // A sitting: the bowl alone, in silence.
      partials = partials.map { ($0.left, $0.right, 0) }
      noise.level = 0
    }
  }

  /// Whether it has been cut and has faded out.
  var isSilent: Bool { isCut && ramp <= 0 }

  mutating func fadeOut() { isCut = true }

  /// The frames of scratch space ``render(frames:into:scratch:advancing:)`` needs per frame.
  static let scratchPerFrame = 5

  /// Adds its next `frames` frames to `bus`; its position moves on only when `advancing`.
  /// `scratch` holds at least ``scratchPerFrame`` times `frames` samples.
  mutating func render(
    frames: Int, into bus: UnsafeMutableBufferPointer<Float>,
    scratch: UnsafeMutableBufferPointer<Float>, advancing: Bool = true
  ) {
    guard !isSilent else { return }
    let drone = UnsafeMutableBufferPointer(rebasing: scratch[0..<(frames * 2)])
    let swell = UnsafeMutableBufferPointer(rebasing: scratch[(frames * 2)..<(frames * 3)])
    drone.update(repeating: 0)
    swell.update(repeating: 0.8)
    for index in partials.indices {
      var level = partials[index].level
      partials[index].left.add(frames: frames, level: &level, to: drone, offset: 0)
      level = partials[index].level
      partials[index].right.add(frames: frames, level: &level, to: drone, offset: 1)
    }
    noise.left.add(frames: frames, gain: noise.level, to: drone, offset: 0)
    noise.right.add(frames: frames, gain: noise.level, to: drone, offset: 1)
    var breadth: Float = 0.2
    breath.add(frames: frames, level: &breadth, to: swell, offset: 0, stride: 1)
    // The song's own envelope: in over two seconds, out over the last three, none past its end.
    let fadeIn = Float(2 * Mixer.sampleRate)
    let fadeOut = Float(3 * Mixer.sampleRate)
    guard let droneStart = drone.baseAddress, let swellStart = swell.baseAddress,
      let busStart = bus.baseAddress
    else { return }
    // Between the fades (most of a song) the envelope is 1, and only the swell applies.
    let start = self.frame
    let last = advancing ? start + frames - 1 : start
    let inMiddle = start >= Int(fadeIn) && last <= length - Int(fadeOut)
    for index in 0..<frames {
      var gain = swellStart[index]
      if !inMiddle {
        let frame = advancing ? start + index : start
        gain *=
          frame >= length
          ? 0
          : Swift.min(1, Float(frame) / fadeIn, Float(length - frame) / fadeOut)
      }
      droneStart[index * 2] *= gain
      droneStart[index * 2 + 1] *= gain
    }
    if advancing { self.frame += frames }
    if bowl != nil {
      bowl?.add(
        frames: frames, to: drone,
        scratch: UnsafeMutableBufferPointer(rebasing: scratch[(frames * 3)..<(frames * 5)]))
      if bowl?.hasRungOut == true { bowl = nil }
    }
    // Against clicks: the ramp up as it starts, down as it is cut.
    let step = 1 / Float(Mixer.rampFrames)
    if !isCut, ramp >= 1 {
      for index in 0..<frames * 2 { busStart[index] += droneStart[index] }
      return
    }
    for index in 0..<frames {
      ramp = isCut ? Swift.max(0, ramp - step) : Swift.min(1, ramp + step)
      busStart[index * 2] += droneStart[index * 2] * ramp
      busStart[index * 2 + 1] += droneStart[index * 2 + 1] * ramp
    }
  }
}

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
