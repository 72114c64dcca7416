import Foundation
import Meditation

/// Where the sessions' sound is made and where it goes: one ``Mixer`` and one ``AudioOutput``
/// for the whole run of the app, which each session's ``SoundPlayer`` plays on.
///
/// It keeps time in one of two ways:
/// - **live** (``live(output:note:)``): a thread of its own renders the sound a few milliseconds ahead
///   and writes it to the output, which keeps the time (a sound card's), or, for a file, on the
///   continuous clock. The buffer is bounded, and nothing the main actor does delays it: a slow
///   terminal never makes it stutter. The position a player reports is the frames heard, so it
///   never drifts from the sound.
/// - **rendered** (``rendering(to:note:time:)``): the sound is rendered when asked, up to the time a
///   clock gives: for `--once` and for tests, where a session plays in no time and the file holds
///   exactly what a live session would have played.
///
/// If the output fails while playing (a device unplugged, a disk full), the sound goes on
/// silently on the clock and ``failure`` says why: the session loses nothing.
///
/// `@unchecked Sendable`: the main actor and the sound thread share it, and every mutable property
/// (the mixer, the failure, the queue's length, the scratch block, `isClosed`, `thread` after it
/// starts) is read and written only with `condition` locked; `output` is written by one thread at
/// a time, the live thread's own or, for a rendered stage, whoever holds the lock.
public final class SoundStage: @unchecked Sendable {
  private let condition = NSCondition()
  private var mixer = Mixer()
  private var failed: AudioOutputError?
  private var queued = 0
  private var isClosed = false
  private var scratch: [Int16] = []
  private let output: any AudioOutput
  private let time: (@Sendable () -> Duration)?
  private var thread: Thread?
  private let threadEnded = DispatchSemaphore(value: 0)

  /// Frames the live thread renders at a time: 11.6 ms.
  static let blockFrames = 512

  /// What the screen says of where the sound goes, if anything: "Sound written to s.wav".
  public let note: String?

  private init(output: any AudioOutput, note: String?, time: (@Sendable () -> Duration)?) {
    self.output = output
    self.note = note
    self.time = time
  }

  /// A stage whose thread plays to `output` in real time; the player screen says `note`.
  public static func live(output: any AudioOutput, note: String? = nil) -> SoundStage {
    let stage = SoundStage(output: output, note: note, time: nil)
    let thread = Thread { [stage] in stage.play() }
    thread.name = "MeditationSound"
    thread.qualityOfService = .userInteractive
    stage.thread = thread
    thread.start()
    return stage
  }

  /// A stage that renders to `output` when asked, up to `time()` since it was made.
  public static func rendering(
    to output: any AudioOutput, note: String? = nil, time: @escaping @Sendable () -> Duration
  ) -> SoundStage {
    SoundStage(output: output, note: note, time: time)
  }

  /// Why the output stopped taking the sound, once it has: the sound then goes on silently.
  public var failure: AudioOutputError? {
    condition.withLock { failed }
  }

  /// Runs `body` on the mixer, after rendering up to now when the stage is rendered; wakes the
  /// live thread.
  func perform<T>(_ body: (inout Mixer) -> T) -> T {
    condition.withLock {
      catchUp()
      let result = body(&mixer)
      condition.signal()
      return result
    }
  }

  /// The song's position as heard, in frames: what is rendered, less what the device still holds
  /// (never before where the song was last started or sought).
  var heardPosition: Int {
    condition.withLock {
      catchUp()
      guard let voice = mixer.voice else { return 0 }
      return mixer.isPlaying ? max(voice.startFrame, voice.frame - queued) : voice.frame
    }
  }

  /// Stops the sound and closes the output: a rendered stage first renders up to now and lets a
  /// closing bowl ring out; a live one lets what it holds play out.
  public func close() throws(AudioOutputError) {
    let thread = condition.withLock {
      catchUp()
      if time != nil {
        while mixer.closingFrames > 0 { render(frames: min(4096, mixer.closingFrames)) }
      }
      isClosed = true
      condition.signal()
      return self.thread
    }
    if thread != nil { threadEnded.wait() }
    try output.close()
  }

  // MARK: Rendered

  /// Renders up to `time()`, when the stage is rendered. Called with the lock held.
  private func catchUp() {
    guard let time, !isClosed else { return }
    let target = Self.frames(in: time())
    while mixer.rendered < target {
      render(frames: min(4096, target - mixer.rendered))
    }
  }

  /// Renders `frames` and writes them (or, once the output has failed, only renders them), for a
  /// rendered stage and a closing bowl's ring. Called with the lock held.
  private func render(frames: Int) {
    if scratch.count != frames * 2 { scratch = [Int16](repeating: 0, count: frames * 2) }
    scratch.withUnsafeMutableBufferPointer { mixer.render(into: $0) }
    guard failed == nil else { return }
    do {
      try scratch.withUnsafeBufferPointer { samples throws(AudioOutputError) in
        try output.write(samples)
      }
    } catch {
      failed = error
    }
  }

  // MARK: Live

  /// The live thread: renders a block, writes it, and again; sleeps while nothing sounds; on an
  /// output that does not keep time, keeps it on the continuous clock.
  private func play() {
    let clock = ContinuousClock()
    var epoch = clock.now
    var written = 0
    var block = [Int16](repeating: 0, count: Self.blockFrames * 2)
    condition.lock()
    while !isClosed {
      if mixer.isIdle {
        condition.wait()
        epoch = clock.now
        written = 0
        continue
      }
      block.withUnsafeMutableBufferPointer { mixer.render(into: $0) }
      let failedBefore = failed != nil
      condition.unlock()
      var error: AudioOutputError?
      if !failedBefore {
        do {
          try block.withUnsafeBufferPointer { samples throws(AudioOutputError) in
            try output.write(samples)
          }
        } catch let failure {
          error = failure
        }
      }
      let queuedNow = failedBefore || error != nil ? 0 : output.queuedFrames
      condition.lock()
      if let error, failed == nil { failed = error }
      queued = queuedNow
      written += Self.blockFrames
      // A file, or a device that failed, keeps no time: stay at most 50 ms ahead of the real
      // clock, as a live sound must (a rendered stage, for tests and --once, has its own clock).
      if !output.isPaced || failed != nil {
        let ahead = Self.duration(frames: written) - epoch.duration(to: clock.now)
        if ahead > .milliseconds(50) {
          _ = condition.wait(
            until: Date(timeIntervalSinceNow: Self.seconds(ahead - .milliseconds(25))))
        }
      }
    }
    condition.unlock()
    threadEnded.signal()
  }

  // MARK: Frames and durations

  /// The frames in `duration`, rounded down.
  static func frames(in duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * Mixer.sampleRate
      + Int(Double(attoseconds) * Double(Mixer.sampleRate) / 1e18)
  }

  /// How long `frames` play.
  static func duration(frames: Int) -> Duration {
    .nanoseconds(Int64(frames) * 1_000_000_000 / Int64(Mixer.sampleRate))
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
