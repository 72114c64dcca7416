public import MVVMKit
public import MVVMKitNetworking
public import Observation

/// The session screen: pick songs, then listen to them, one row view model per song, all changing
/// mode together; the player plays on the injected clock and a stream of ticks, owned by the
/// task owner, follows it while it plays (none runs while paused, or after the screen is gone).
///
/// The session ends once: when the screen closes (dismissed, or the last song ends), or when the
/// view model is released mid-song; either way the player stops and `ended` gets the time listened.
@MainActor @Observable
public final class SessionViewModel: EventSendingViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable {
    /// The session screen closes (dismissed, or the session finished), with the time listened.
    case closed(listened: Duration)
  }

  /// What the cursor of the session's list can be on.
  public enum Item: Hashable, Sendable, CustomStringConvertible {
    /// A song shown, by its id.
    case song(Song.ID)
    /// Start, after the last song, while picking.
    case start

    /// "song-3", "start": the item's key in a view's list.
    public var description: String {
      switch self {
      case .song(let id): "song-\(id)"
      case .start: "start"
      }
    }
  }

  /// How far into a song Previous restarts it rather than going to the song before.
  public static let restartThreshold: Duration = .seconds(3)
  /// How far ← and → move in a song.
  public static let seekStep: Duration = .seconds(10)
  /// How much + and - change the volume.
  public static let volumeStep = 0.1

  /// The screen's state.
  public private(set) var state = SessionState.picking
  /// The catalogue's songs that could be read.
  public var songs: Loadable<[Song]> { songList.map(\.elements) }
  /// The catalogue as it answered: its songs, and those that could not be read.
  public private(set) var songList: Loadable<DecodedList<Song>> = .idle
  /// One view model per song, in catalogue order.
  public private(set) var rows: [SongViewModel] = []
  /// Whether playback is paused.
  public private(set) var isPaused = false
  /// The time actually listened to in this session.
  public private(set) var listened: Duration = .zero
  /// The sound's own gain, from 0 to 1 (a tenth at a time).
  public private(set) var volume = 1.0
  /// The sitting's length, for a timer (a session of silence, its bowl at the start and end);
  /// `nil` for a session of songs.
  public let sitting: Duration?

  /// The events.
  public let events = EventQueue<Event>()

  /// The item the cursor was last moved to, kept when it leaves the list (see ``selectedItem``).
  public private(set) var selectedItemID: Item?

  @ObservationIgnored private var playlist = Playlist(count: 0)
  @ObservationIgnored private let catalog: any SongCatalog
  @ObservationIgnored private let player: any Player
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored let tasks: TaskOwner<Work>
  /// Whether an interruption holds playback (paused, which its end resumes): from outside the
  /// session, or a view waiting for its recording to load (``recordingWaits(song:)``).
  public private(set) var isInterrupted = false
  /// The player's position at the last tick, to count the time listened.
  @ObservationIgnored private var lastPosition: Duration = .zero
  /// Told the time listened when the session ends; `nil` once it has been.
  @ObservationIgnored private var ended: (@MainActor (Duration) -> Void)?
  /// The ids of the songs picked as the catalogue loads (a link to a session names them).
  @ObservationIgnored private let picking: [Int]
  /// Whether the session starts listening as soon as its songs are in (a timer).
  @ObservationIgnored private let startsAtOnce: Bool
  /// Whether the screen has appeared (not only been drawn for a first response).
  @ObservationIgnored private var hasAppeared = false
  /// Whether the sitting a timer opens with has started.
  @ObservationIgnored private var hasStartedAtOnce = false

  enum Work: Hashable { case songs, ticks }

  /// A session on `catalog`'s songs, played by `player`, ticking on `clock`.
  ///
  /// - Parameters:
  ///   - picking: The ids of the songs picked once the catalogue has loaded, in the order picked;
  ///     an id the catalogue lacks is left out.
  ///   - ended: Told the time listened, once, when the session ends: the screen closed, or the
  ///     view model was released mid-session (the home board records it).
  public init(
    catalog: any SongCatalog = SongCatalogService.bundled(), player: any Player,
    clock: any Clock<Duration>, picking: [Int] = [],
    ended: @escaping @MainActor (Duration) -> Void = { _ in }
  ) {
    (self.catalog, self.player, self.clock) = (catalog, player, clock)
    self.picking = picking
    self.ended = ended
    sitting = nil
    startsAtOnce = false
    tasks = TaskOwner(clock: clock)
  }

  /// A timer: a sitting of `minutes` in silence, a bowl struck at its start and at its end,
  /// played by `player` on `clock` as soon as the screen appears; `ended` is told the time sat,
  /// as a session's time listened.
  public init(
    sittingFor minutes: Int, player: any Player, clock: any Clock<Duration>,
    ended: @escaping @MainActor (Duration) -> Void = { _ in }
  ) {
    let song = Song.sitting(minutes: minutes)
    (self.catalog, self.player, self.clock) = (SittingCatalog(sitting: song), player, clock)
    picking = [song.id]
    self.ended = ended
    sitting = song.length
    startsAtOnce = true
    tasks = TaskOwner(clock: clock)
  }

  /// Released mid-session: the player stops and the time listened so far is reported.
  isolated deinit {
    tasks.cancelAll()
    guard ended != nil else { return }
    countListened()
    player.stop()
    end()
  }

  // MARK: Outputs

  /// The title: "Pick meditation song" while picking, "Player" while listening; "Timer · 5 min"
  /// for a sitting.
  public var title: String {
    if let sitting { return "Timer · \(sitting.components.seconds / 60) min" }
    return state.title ?? ""
  }

  /// What is left of a sitting while it runs: "4:00 left"; `nil` for a session of songs.
  public var timeLeft: String? {
    guard sitting != nil, let progress = playingRow?.progress else { return nil }
    return progress.remaining.dropFirst() + " left"
  }

  /// The volume as a person reads it: "Volume 80%".
  public var volumeText: String { "Volume \(Int((volume * 100).rounded()))%" }

  /// Where the songs come from, when the screen should say: "Sample catalogue · no recordings,
  /// generated sound".
  /// With "1 of 10 songs could not be read." after it when the catalogue held songs that could
  /// not be.
  public var sourceNote: String? {
    let unreadable = songList.value?.unreadableNote(singular: "song", plural: "songs")
    let notes = [catalog.sourceNote, unreadable].compactMap(\.self)
    return notes.isEmpty ? nil : notes.joined(separator: " · ")
  }

  /// What the screen says under the player: what the player says of the sound ("No sound device
  /// · playing silently", "Sound written to session.wav"), then the credit the playing
  /// recording's licence asks for (its attribution line, else its licence).
  public var soundNote: String? {
    let recording = player.song?.recording
    let credit = recording?.attribution ?? recording?.licence
    let notes = [player.note, credit].compactMap(\.self)
    return notes.isEmpty ? nil : notes.joined(separator: " · ")
  }

  /// The action while picking.
  public let startTitle = "START MEDITATION SESSION"

  /// What the songs say while the catalogue loads.
  public let songsLoadingText = "Loading the songs…"

  /// What the songs show for their state, with the sentence for an empty catalogue.
  public var songsStatus: ListStatus {
    songs.listStatus(emptyMessage: "The catalogue has no songs.")
  }

  /// Why START cannot be pressed, while it cannot: nothing is picked.
  public var startDisabledReason: String? {
    state == .picking && playlist.pickedIndices.isEmpty ? "Pick at least one song" : nil
  }

  /// What is picked, for the picking screen's header: "none picked", "2 picked · 8:20".
  public var pickedSummary: String {
    let picked = playlist.pickedIndices.compactMap { songs.value?[safe: $0] }
    guard !picked.isEmpty else { return "none picked" }
    return "\(picked.count) picked · \(SongViewModel.clock(picked.reduce(0) { $0 + $1.seconds }))"
  }

  /// Where the session is, for the player: "Song 1 of 3 · listened 1:30"; a timer's sitting,
  /// "sitting 1:30".
  public var sessionProgress: String {
    if sitting != nil { return "sitting \(SongViewModel.clock(Int(listened.components.seconds)))" }
    let shown = visibleRows
    let song = shown.firstIndex { $0.mode == .listening(.playing) }.map {
      "Song \($0 + 1) of \(shown.count) · "
    }
    return (song ?? "") + "listened \(SongViewModel.clock(Int(listened.components.seconds)))"
  }

  /// The rows shown: all while picking; while listening, not the hidden ones.
  public var visibleRows: [SongViewModel] {
    rows.filter { $0.mode != .listening(.hidden) }
  }

  /// What the cursor moves through, in order: the songs shown, then Start while picking.
  public var items: [Item] {
    visibleRows.map { .song($0.id) } + (state == .picking ? [.start] : [])
  }

  /// The item the cursor is on: the one it was moved to while the list has it, else the first;
  /// `nil` before the songs are in.
  public var selectedItem: Item? {
    let items = items
    return selectedItemID.flatMap { items.contains($0) ? $0 : nil } ?? items.first
  }

  /// The playing row, while listening.
  public var playingRow: SongViewModel? {
    rows.first { $0.mode == .listening(.playing) }
  }

  /// What plays now, for a view that plays the recording itself (a browser's `<audio>`): the
  /// song, the player's position in it, whether it plays (not paused by the user; a hold while
  /// the view's recording loads still plays), and the volume; `nil` unless listening. Read on each
  /// tick, as the rows' progress is.
  public var nowPlaying: NowPlaying? {
    guard state == .listening, playingRow != nil, let song = player.song else { return nil }
    // Held while the view's recording loads (an interruption), it still plays for the view.
    return NowPlaying(
      song: song, position: player.position,
      isPlaying: isInterrupted || (!isPaused && player.isPlaying), volume: volume)
  }

  // MARK: Inputs

  /// The screen appeared: loads the catalogue the first time; a sitting (a timer) starts once
  /// its catalogue is in.
  public func appeared() {
    hasAppeared = true
    guard songs == .idle else { return startIfAtOnce() }
    loadSongs()
  }

  /// The screen is drawn before it is shown: loads the catalogue, and starts no sitting until
  /// it ``appeared()``.
  public func prepare() {
    guard songs == .idle else { return }
    loadSongs()
  }

  /// Starts the sitting a timer opens with, once the screen appeared and its song is in.
  private func startIfAtOnce() {
    guard startsAtOnce, hasAppeared, !hasStartedAtOnce, songs.value != nil, state == .picking
    else { return }
    hasStartedAtOnce = true
    startTapped()
  }

  /// Retry was tapped after the catalogue failed to load: loads it again.
  public func retryTapped() {
    guard songs.failure != nil else { return }
    loadSongs()
  }

  private func loadSongs() {
    tasks.load(.songs, into: \.songList, on: self) { [catalog] in
      try await catalog.songList()
    } onLoaded: { viewModel, list in
      let songs = list.elements
      viewModel.playlist = Playlist(count: songs.count)
      viewModel.rows = songs.map { SongViewModel(song: $0, mode: .picking(.unselected)) }
      guard viewModel.state == .picking, viewModel.playlist.pickedIndices.isEmpty else { return }
      for id in viewModel.picking {
        if let index = songs.firstIndex(where: { $0.id == id }) { viewModel.playlist.toggle(index) }
      }
      viewModel.applyModes()
      viewModel.startIfAtOnce()
    }
  }

  /// The row `index` (in catalogue order) was tapped: toggles it while picking, plays it while
  /// listening if it is playable. The row already playing ignores the tap, as the original app
  /// did (it neither restarts nor pauses: the middle control pauses).
  public func songTapped(_ index: Int) {
    switch state {
    case .picking: playlist.toggle(index)
    case .listening:
      guard index != playlist.playingIndex else { return }
      countListened()  // the time since the last tick belongs to the song that was playing
      playlist.choose(index)
      playCurrent(from: .zero)
    case .dismiss, .finished: return
    }
    applyModes()
  }

  /// The cursor moved to `item`.
  public func select(_ item: Item) {
    selectedItemID = item
  }

  /// The item the cursor is on was chosen (Enter, a click): while picking, picks or unpicks its
  /// song, or starts; while listening, plays its song.
  public func selectedItemChosen() {
    switch selectedItem {
    case .start: startTapped()
    case .song(let id):
      guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
      songTapped(index)
    case nil: return
    }
  }

  /// START was pressed: listening begins with the first picked song; nothing happens while no
  /// song is picked.
  public func startTapped() {
    guard state == .picking, startDisabledReason == nil else { return }
    state = state.next
    playlist.startListening()
    applyModes()
    playCurrent(from: .zero)
    // The cursor goes to the song that plays.
    if let playing = playingRow { selectedItemID = .song(playing.id) }
  }

  /// Back: from listening to picking (the selection kept), from picking out of the session; a
  /// timer, which has nothing to pick, ends (the time sat is recorded).
  public func backTapped() {
    stopPlaying()
    if sitting != nil {
      state = .dismiss
      return close()
    }
    state = state.previous
    if state == .picking { playlist.backToPicking() }
    applyModes()
    if state.closesSession { close() }
  }

  /// The middle control: pauses or resumes.
  public func playPauseTapped() {
    guard state == .listening else { return }
    isInterrupted = false  // the user's choice wins over an interruption's
    if isPaused {
      player.resume()
      isPaused = false
      startTicking(on: clock)
    } else {
      countListened()
      player.pause()
      isPaused = true
      tasks.cancel(.ticks)
    }
  }

  /// Playback was interrupted from outside the session (the app was suspended, another app took
  /// the sound): pauses where it is, so the time away is neither heard nor counted.
  public func interruptionBegan() {
    guard state == .listening, !isPaused else { return }
    playPauseTapped()
    isInterrupted = true
  }

  /// The interruption ended: plays on from the same position if it was playing when it began
  /// (a pause the user chose stays paused).
  public func interruptionEnded() {
    guard isInterrupted else { return }
    isInterrupted = false
    if state == .listening, isPaused { playPauseTapped() }
  }

  /// Next: the next picked song; after the last, the session finishes.
  public func nextTapped() {
    guard state == .listening else { return }
    countListened()
    if playlist.next() {
      applyModes()
      playCurrent(from: .zero)
    } else {
      finish()
    }
  }

  /// Previous: restarts the song when it is more than 3 s in; otherwise the song before (on the
  /// first, nothing).
  public func previousTapped() {
    guard state == .listening else { return }
    countListened()
    if player.position > Self.restartThreshold {
      player.seek(to: .zero)
      lastPosition = .zero
    } else if playlist.previous() {
      applyModes()
      playCurrent(from: .zero)
    }
    updateProgress()
  }

  /// ← or →: `step` further into the song (back when negative), within it; the time skipped is
  /// not counted as listened.
  public func seekTapped(by step: Duration) {
    guard state == .listening, let song = player.song else { return }
    countListened()
    let target = min(max(.zero, player.position + step), song.length)
    player.seek(to: target)
    lastPosition = target
    updateProgress()
  }

  /// + or -: the sound's own gain a step up (`up`) or down, from silence to full.
  public func volumeTapped(up: Bool) {
    let next = ((volume + (up ? Self.volumeStep : -Self.volumeStep)) * 10).rounded() / 10
    volume = min(1, max(0, next))
    player.volume = volume
  }

  /// The view that plays the recording itself (see ``nowPlaying``) waits for song `id`'s
  /// recording to load: the session holds where it is, as for an interruption, so that what the
  /// view plays and the session's clock stay together, until ``recordingPlays(song:)``. A song no
  /// longer playing is left as it is.
  public func recordingWaits(song id: Song.ID) {
    guard player.song?.id == id else { return }
    interruptionBegan()
  }

  /// The view's recording of song `id` plays again: a session held for it goes on.
  public func recordingPlays(song id: Song.ID) {
    guard player.song?.id == id else { return }
    interruptionEnded()
  }

  /// The view that plays the recording itself (a browser's `<audio>`, see ``nowPlaying``) could
  /// not play the song `id`'s: its row says `problem`, and the session goes on with the next song
  /// as if this one had ended (after the last, it finishes). A song no longer playing is left as
  /// it is.
  public func recordingFailed(song id: Song.ID, problem: String) {
    guard state == .listening, let song = player.song, song.id == id else { return }
    rows.first { $0.id == id }?.problem = problem
    nextTapped()
  }

  // MARK: Playback

  private func playCurrent(from position: Duration) {
    guard let index = playlist.playingIndex, let songs = songs.value, songs.indices.contains(index)
    else { return }
    player.play(songs[index], from: position)
    lastPosition = position
    isPaused = false
    updateProgress()
    // One ticker for the whole session: a song change keeps its rhythm.
    if !tasks.isRunning(.ticks) { startTicking(on: clock) }
  }

  /// Follows the player once a second on `clock`, while it plays.
  private func startTicking<C: Clock<Duration>>(on clock: C) {
    tasks.run(.ticks, each: ClockTicks(every: .seconds(1), on: clock)) { [weak self] _ in
      self?.tick()
    }
  }

  private func tick() {
    countListened()
    if let song = player.song, let problem = player.problem(with: song) {
      rows.first { $0.id == song.id }?.problem = problem
    }
    if player.isFinished {
      songEnded()
    } else {
      updateProgress()
    }
  }

  /// The song played to its end: the next picked one plays on from where this one's time ran to
  /// (the tick may come a little after the end), or after the last the session finishes.
  private func songEnded() {
    let overrun = player.overrun
    guard playlist.next() else { return finish() }
    applyModes()
    playCurrent(from: overrun)
    listened += overrun
  }

  private func countListened() {
    let position = player.position
    if position > lastPosition { listened += position - lastPosition }
    lastPosition = position
  }

  private func stopPlaying(finished: Bool = false) {
    countListened()
    tasks.cancel(.ticks)
    if finished { player.finish() } else { player.stop() }
    lastPosition = .zero
    isPaused = false
  }

  private func finish() {
    stopPlaying(finished: true)
    state = state.next
    playlist.backToPicking()
    applyModes()
    close()
  }

  private func close() {
    end()
    events.send(.closed(listened: listened))
  }

  /// Reports the time listened, the first time only.
  private func end() {
    let ended = ended
    self.ended = nil
    ended?(listened)
  }

  private func applyModes() {
    for (row, mode) in zip(rows, playlist.modes) where row.mode != mode { row.mode = mode }
    updateProgress()
  }

  private func updateProgress() {
    for row in rows where row.mode != .listening(.playing) && row.progress != nil {
      row.progress = nil
    }
    guard let row = playingRow, let song = player.song else { return }
    let played = Int(player.position.components.seconds)
    row.progress = SongViewModel.Progress(
      elapsed: SongViewModel.clock(played),
      remaining: "-" + SongViewModel.clock(song.seconds - played),
      fraction: Double(played) / Double(max(1, song.seconds)))
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension SessionViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "state": state,
        "songs": songs,
        "rows": rows,
        "isPaused": isPaused,
        "listened": listened,
        "volume": volume,
        "pickedSummary": pickedSummary,
        "startDisabledReason": startDisabledReason as Any,
        "selectedItem": selectedItem as Any,
      ])
  }
}

extension SessionViewModel: ActingViewModel {
  /// What the session can do now: while picking, start once a song is picked; while listening,
  /// play or pause, seek, change the volume, and (unless it is a timer's one sitting) go to the
  /// next or the previous song. Nothing until the songs are in.
  public var actions: [ScreenAction] {
    guard songs.value?.isEmpty == false else { return [] }
    guard state == .listening else {
      return [
        ScreenAction("start", isEnabled: startDisabledReason == nil) { [weak self] in
          self?.startTapped()
        }
      ]
    }
    let step = Self.seekStep
    let playing = [
      ScreenAction("play-pause", title: isPaused ? "play" : "pause") { [weak self] in
        self?.playPauseTapped()
      },
      ScreenAction("seek-back", title: "back 10 s") { [weak self] in
        self?.seekTapped(by: .zero - step)
      },
      ScreenAction("seek-forward", title: "on 10 s") { [weak self] in self?.seekTapped(by: step) },
      ScreenAction("softer", isProminent: false) { [weak self] in self?.volumeTapped(up: false) },
      ScreenAction("louder", isProminent: false) { [weak self] in self?.volumeTapped(up: true) },
    ]
    guard sitting == nil else { return playing }
    return playing + [
      ScreenAction("previous") { [weak self] in self?.previousTapped() },
      ScreenAction("next") { [weak self] in self?.nextTapped() },
    ]
  }
}

extension SessionViewModel: SelectingViewModel {
  /// The item the cursor is on (``selectedItem``).
  public var selectedID: Item? { selectedItem }
}

extension SessionViewModel: RetryingViewModel, AppearingViewModel {
  /// Whether the catalogue has loaded or failed.
  public var isSettled: Bool { songs.isSettled }
  /// Whether the catalogue failed.
  public var hasFailure: Bool { songs.failure != nil }
}
