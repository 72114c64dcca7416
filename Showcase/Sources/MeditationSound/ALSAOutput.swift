#if os(Linux)
  import CALSA
#endif

/// Plays the sound through ALSA: a PCM device opened by name ("default", a card's "hw:0,0", or
/// "null", which takes everything and plays nothing), 16-bit stereo at 44.1 kHz with 50 ms of
/// buffer, so that a pause is heard at once. Where there is no ALSA (not Linux), it cannot be
/// opened.
public final class ALSAOutput: AudioOutput {
  #if os(Linux)
    private let pcm: OpaquePointer
  #endif
  /// The device's name.
  public let device: String

  /// Opens `device`.
  ///
  /// - Throws: ``AudioOutputError`` when there is no such device, or it refuses the format.
  public init(device: String = "default") throws(AudioOutputError) {
    self.device = device
    #if os(Linux)
      calsa_silence_errors()
      var pcm: OpaquePointer?
      var status = snd_pcm_open(&pcm, device, SND_PCM_STREAM_PLAYBACK, 0)
      guard status >= 0, let pcm else {
        throw AudioOutputError("no sound device “\(device)” (\(Self.describe(status)))")
      }
      status = snd_pcm_set_params(
        pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 2, UInt32(Mixer.sampleRate),
        1, 50_000)
      guard status >= 0 else {
        snd_pcm_close(pcm)
        throw AudioOutputError(
          "the sound device “\(device)” refuses 16-bit stereo at 44.1 kHz (\(Self.describe(status)))"
        )
      }
      self.pcm = pcm
    #else
      throw AudioOutputError("no sound device “\(device)” (ALSA is Linux's)")
    #endif
  }

  /// Whether the device keeps time: every one but ALSA's null plugin, which takes everything at
  /// once.
  public var isPaced: Bool {
    #if os(Linux)
      snd_pcm_type(pcm) != SND_PCM_TYPE_NULL
    #else
      true
    #endif
  }

  /// The frames the device holds that have not been heard.
  public var queuedFrames: Int {
    #if os(Linux)
      var delay = snd_pcm_sframes_t(0)
      return snd_pcm_delay(pcm, &delay) >= 0 ? max(0, Int(delay)) : 0
    #else
      0
    #endif
  }

  /// Writes `samples`, waiting while the device's buffer is full; recovers from an underrun.
  public func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioOutputError) {
    #if os(Linux)
      guard var base = samples.baseAddress else { return }
      var frames = samples.count / 2
      while frames > 0 {
        var written = snd_pcm_writei(pcm, base, snd_pcm_uframes_t(frames))
        if written < 0 {
          // An underrun (the sound thread was late) or a suspend: recover and write on.
          written = snd_pcm_sframes_t(snd_pcm_recover(pcm, Int32(written), 1))
          guard written >= 0 else {
            throw AudioOutputError(
              "the sound device “\(device)” failed (\(Self.describe(Int32(written))))")
          }
          continue
        }
        frames -= Int(written)
        base += Int(written) * 2
      }
    #endif
  }

  /// Plays what the device holds out, and closes it.
  public func close() throws(AudioOutputError) {
    #if os(Linux)
      snd_pcm_drain(pcm)
      snd_pcm_close(pcm)
    #endif
  }

  #if os(Linux)
    private static func describe(_ status: Int32) -> String {
      snd_strerror(status).map { String(cString: $0) } ?? "error \(status)"
    }
  #endif
}
