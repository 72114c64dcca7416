/// Plays the session's songs: from a position, paused and resumed, sought, stopped. It reports
/// where the song is and whether it has finished; the session view model asks on each tick.
///
/// ``ClockPlayer`` plays on a clock (on Linux and in tests, playback is time passing, exactly); on
/// Apple platforms an audio-backed player slots in behind the same protocol.
@MainActor
public protocol Player: AnyObject {
  /// The song loaded, if any.
  var song: Song? { get }
  /// How far into the song it is, up to its length; by default ``played`` capped.
  var position: Duration { get }
  /// The time played since the song started, less the pauses, not capped at its length (zero
  /// without a song): ``position`` and ``overrun`` by default.
  var played: Duration { get }
  /// Whether it is playing (not paused, not stopped, not finished).
  var isPlaying: Bool { get }
  /// Plays `song` from `position`.
  func play(_ song: Song, from position: Duration)
  /// Pauses where it is.
  func pause()
  /// Plays on from where it paused.
  func resume()
  /// Moves to `position` in the song, playing or paused as it was.
  func seek(to position: Duration)
  /// Stops and unloads the song.
  func stop()
  /// The session finished (its last song ended, or Next went past it): stops, and a player that
  /// makes sound strikes a closing bowl.
  func finish()
  /// What the player screen says of the sound, if anything: "No sound device · playing silently".
  var note: String? { get }
  /// Whether the song has played to its end, or cannot be played at all (its recording could not
  /// be fetched or decoded): either way the session goes on with the next.
  var isFinished: Bool { get }
  /// Why `song` cannot be played, when it cannot: what its row says.
  func problem(with song: Song) -> String?
  /// How far past its end the song would have played by now, had it gone on: the next song starts
  /// that far in, so no time is lost between songs however late the player is asked.
  /// By default, how far ``played`` is past the song's length.
  var overrun: Duration { get }
  /// The sound's own gain, from 0 (silent) to 1 (full): not the device's volume.
  var volume: Double { get set }
}

extension Player {
  /// How far into the song it is: ``played``, up to its length.
  public var position: Duration {
    guard let song else { return .zero }
    return min(max(.zero, played), song.length)
  }

  /// The time played past the song's end.
  public var overrun: Duration {
    guard let song else { return .zero }
    return max(.zero, played - song.length)
  }

  /// Stops: a player without sound has nothing more to do when a session finishes.
  public func finish() { stop() }

  /// Nothing to say.
  public var note: String? { nil }

  /// Nothing wrong with any song.
  public func problem(with song: Song) -> String? { nil }

  /// Whether the song has played to its end.
  public var isFinished: Bool {
    guard let song else { return false }
    return position >= song.length
  }
}
