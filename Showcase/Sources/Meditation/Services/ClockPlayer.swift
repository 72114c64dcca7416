/// A ``Player`` whose playback is time passing on a clock: the position is the time played on
/// `clock` since the song started, less the pauses, up to the song's length.
@MainActor
public final class ClockPlayer<C: Clock<Duration>>: Player {
  private let clock: C
  /// The song loaded.
  public private(set) var song: Song?
  /// The position when playback last resumed (or paused, or was sought).
  private var base: Duration = .zero
  /// When playback last resumed; `nil` while paused or stopped.
  private var resumedAt: C.Instant?

  /// The gain a sound would have: kept, though this player makes none.
  public var volume = 1.0

  /// What the player screen says of the sound: the clock player plays silently, and says so
  /// when it stands in for one that would not (no sound device, `--mute`).
  public let note: String?

  /// A player on `clock`, whose screen says `note`.
  public init(clock: C, note: String? = nil) {
    self.clock = clock
    self.note = note
  }

  /// The time played since the song started, less the pauses, not capped at its length.
  public var played: Duration {
    resumedAt.map { base + $0.duration(to: clock.now) } ?? base
  }

  /// Whether it is playing: a song loaded, not paused, not at its end.
  public var isPlaying: Bool {
    resumedAt != nil && !isFinished
  }

  /// Plays `song` from `position`.
  public func play(_ song: Song, from position: Duration) {
    self.song = song
    base = position
    resumedAt = clock.now
  }

  /// Pauses where it is.
  public func pause() {
    guard resumedAt != nil else { return }
    base = position
    resumedAt = nil
  }

  /// Plays on from where it paused.
  public func resume() {
    guard song != nil, resumedAt == nil else { return }
    resumedAt = clock.now
  }

  /// Moves to `position`, playing or paused as it was.
  public func seek(to position: Duration) {
    base = position
    if resumedAt != nil { resumedAt = clock.now }
  }

  /// Stops and unloads the song.
  public func stop() {
    song = nil
    base = .zero
    resumedAt = nil
  }
}
