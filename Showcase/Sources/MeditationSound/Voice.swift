import Foundation
import Meditation

/// A song's sound: its recording, decoded as it plays, when it has one; else a drone of two
/// partials and their octave, each channel a little detuned from the other, swelling and ebbing,
/// with soft noise beneath, fading in over its first two seconds and out over its last three, a
/// bowl struck at its start. It is silent past its end.
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
  /// The recording's decoder, when the song has one.
  private let recording: RecordingDecoder?
  /// The file it decodes, for a seek (another voice on the same bytes).
  let file: RecordingFile?
  /// Why the recording does not sound, when it does not.
  private(set) var failure: RecordingError?
  /// Whether the decoder ran ahead of ``frame`` (while a pause faded out) and must go back.
  private var isAhead = false
  /// The decoded block, kept between blocks.
  private var pcm: [Int16] = []

  init(song: Song, frame: Int, struck: Bool, recording file: RecordingFile? = nil) {
    let tone = Tone(songID: song.id)
    self.file = file
    var failure: RecordingError?
    var decoder: RecordingDecoder?
    if let file {
      do {
        let opened = try RecordingDecoder(file: file)
        if frame > 0 { try opened.seek(toFrame: frame) }
        decoder = opened
      } catch {
        failure = error
      }
    }
    recording = decoder
    self.failure = failure
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
    // A recording plays as its maker made it: no bowl over its start.
    bowl =
      struck && file == nil && song.recording == nil
      ? Bowl(frequency: tone.bowl, amplitude: 0.3, seconds: 9) : nil
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
    if file != nil || song.recording != nil {
      // A song with a recording not yet here is silent while it comes.
      renderRecording(frames: frames, into: drone, advancing: advancing)
      if advancing { self.frame += frames }
      finish(frames: frames, drone: drone, into: bus, scratch: scratch)
      return
    }
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
    guard let droneStart = drone.baseAddress, let swellStart = swell.baseAddress else { return }
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
    finish(frames: frames, drone: drone, into: bus, scratch: scratch)
  }

  /// The bowl, then the ramp against clicks, and `drone` into `bus`.
  private mutating func finish(
    frames: Int, drone: UnsafeMutableBufferPointer<Float>,
    into bus: UnsafeMutableBufferPointer<Float>,
    scratch: UnsafeMutableBufferPointer<Float>
  ) {
    guard let droneStart = drone.baseAddress, let busStart = bus.baseAddress else { return }
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

  /// The recording's next `frames` frames into `drone`, as floats; silence past its end or once it
  /// failed. While a pause fades out (not `advancing`) the decoder runs ahead, and goes back to
  /// ``frame`` when the song plays on.
  private mutating func renderRecording(
    frames: Int, into drone: UnsafeMutableBufferPointer<Float>, advancing: Bool
  ) {
    drone.update(repeating: 0)
    guard let recording, failure == nil, frame < length, let start = drone.baseAddress else {
      return
    }
    do throws(RecordingError) {
      if advancing, isAhead {
        try recording.seek(toFrame: frame)
        isAhead = false
      }
      if pcm.count != frames * 2 { pcm = [Int16](repeating: 0, count: frames * 2) }
      let made = try pcm.withUnsafeMutableBufferPointer {
        (buffer) throws(RecordingError) -> Int in try recording.read(into: buffer)
      }
      for index in 0..<made * 2 { start[index] = Float(pcm[index]) / 32_768 }
      if !advancing { isAhead = true }
    } catch {
      failure = error
    }
  }
}
