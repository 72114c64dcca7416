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

  /// Why the song's recording does not sound, when it does not.
  var recordingFailure: RecordingError? { voice?.failure }

  /// The song's position in frames (past its length once it has played to its end).
  var position: Int { voice?.frame ?? 0 }

  // MARK: Commands

  /// Plays `song` from `frame` (its `recording` when it has one), with a bowl struck at its
  /// start; the song before is cut.
  mutating func play(_ song: Song, recording: RecordingFile? = nil, from frame: Int) {
    cut()
    voice = Voice(song: song, frame: frame, struck: true, recording: recording)
    isPlaying = true
  }

  /// The song's recording has come: it sounds from where the song is, the silent voice that
  /// waited for it cut.
  mutating func attach(_ recording: RecordingFile) {
    guard let song = voice?.song, let frame = voice?.frame else { return }
    cut()
    voice = Voice(song: song, frame: frame, struck: false, recording: recording)
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
    let recording = voice?.file
    cut()
    voice = Voice(song: song, frame: frame, struck: frame == 0, recording: recording)
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
