public import Meditation

/// A ``Player`` that makes sound: each song a generated soundscape (see ``SoundStage``), a bowl
/// struck as each song starts and another when the session finishes. Its position is the
/// stage's: the frames heard, so the progress on screen is what is heard.
@MainActor
public final class SoundPlayer: Player {
  private let stage: SoundStage
  /// The song loaded.
  public private(set) var song: Song?
  /// The recordings fetched for songs that have one, by song.
  private var recordings: [Song.ID: RecordingFile] = [:]
  /// Why a song's recording cannot be played, by song.
  private var failures: [Song.ID: RecordingError] = [:]
  /// Where recordings are fetched from, when songs have them.
  private let library: RecordingLibrary?

  /// A player on `stage`, fetching songs' recordings from `library`.
  public init(stage: SoundStage, library: RecordingLibrary? = nil) {
    self.stage = stage
    self.library = library
  }

  /// The time played since the song started, as heard: the frames the device has played.
  public var played: Duration { SoundStage.duration(frames: stage.heardPosition) }

  /// Whether it is playing: a song loaded, not paused, not at its end.
  public var isPlaying: Bool {
    song != nil && stage.perform { $0.isPlaying } && !isFinished
  }

  /// Plays `song` from `position`, striking a bowl as it starts; the song before is cut. A song
  /// whose recording was kept (``keep(_:for:)``) plays it; any other, its generated sound.
  public func play(_ song: Song, from position: Duration) {
    self.song = song
    let recording = recordings[song.id]
    stage.perform { $0.play(song, recording: recording, from: SoundStage.frames(in: position)) }
    if recording == nil, song.recording != nil, failures[song.id] == nil { fetch(song) }
  }

  /// Fetches `song`'s recording; while it comes the song is silent, and once it is here it plays
  /// from where the song is, if the song is still playing.
  private func fetch(_ song: Song) {
    guard let library else { return }
    library.fetch(song) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let file):
        self.keep(file, for: song.id)
        if self.song?.id == song.id { self.stage.perform { $0.attach(file) } }
      case .failure(let error):
        self.failures[song.id] = error
      }
    }
  }

  /// Whether the song has played to its end, or its recording cannot be played.
  public var isFinished: Bool {
    guard let song else { return false }
    return position >= song.length || problem(with: song) != nil
  }

  /// Why `song`'s recording cannot be played: it could not be fetched, opened or decoded.
  public func problem(with song: Song) -> String? {
    if let failure = failures[song.id] { return failure.message }
    guard self.song?.id == song.id else { return nil }
    return stage.perform { $0.recordingFailure }?.message
  }

  /// Keeps `recording` as the sound of the song `id`, for when it plays.
  public func keep(_ recording: RecordingFile, for id: Song.ID) {
    recordings[id] = recording
  }

  /// The sound's own gain, from 0 to 1, reached within 10 ms.
  public var volume: Double {
    get { Double(stage.perform { $0.volume }) }
    set { stage.perform { $0.setVolume(Float(newValue)) } }
  }

  /// Pauses: silence within 10 ms, and the position stops.
  public func pause() { stage.perform { $0.pause() } }

  /// Plays on from where it paused.
  public func resume() {
    guard song != nil else { return }
    stage.perform { $0.resume() }
  }

  /// Moves to `position`, cross-fading to the sound there.
  public func seek(to position: Duration) {
    stage.perform { $0.seek(to: SoundStage.frames(in: position)) }
  }

  /// Stops and unloads the song; it fades out in 10 ms.
  public func stop() {
    song = nil
    stage.perform { $0.stop() }
  }

  /// The session finished: the song fades and the closing bowl rings.
  public func finish() {
    song = nil
    stage.perform { $0.finish() }
  }

  /// What the screen says of the sound: where it goes, or that it stopped, and why.
  public var note: String? {
    if let failure = stage.failure { return "Sound stopped: \(failure) · playing silently" }
    if let id = song?.id, let failure = failures[id] { return failure.message }
    if let failure = stage.perform({ $0.recordingFailure }) { return failure.message }
    if let song, song.recording != nil, recordings[song.id] == nil {
      return "Fetching the recording of “\(song.title)”…"
    }
    return stage.note
  }
}
