import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Meditation

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct SessionViewModelTests {
  let clock = TestClock()
  let songs = [
    Song(id: 1, title: "A", artist: "Ann", seconds: 10),
    Song(id: 2, title: "B", artist: "Bo", seconds: 20),
    Song(id: 3, title: "C", artist: "Cy", seconds: 5),
  ]

  private func loaded() async -> (SessionViewModel, ClockPlayer<TestClock<Duration>>) {
    let player = ClockPlayer(clock: clock)
    let songs = songs
    let viewModel = SessionViewModel(
      catalog: TestSongCatalog { songs }, player: player, clock: clock)
    viewModel.appeared()
    await viewModel.tasks.idle()
    return (viewModel, player)
  }

  /// A session started with the songs at `picks`, picked in that order.
  private func listening(to picks: Int...) async -> (
    SessionViewModel, ClockPlayer<TestClock<Duration>>
  ) {
    let (viewModel, player) = await loaded()
    for pick in picks { viewModel.songTapped(pick) }
    viewModel.startTapped()
    return (viewModel, player)
  }

  /// Advances the clock by `duration`, then waits until the playing row's elapsed time reads
  /// `elapsed`. The clock must not end on a tick's due time (see the test of pausing).
  private func play(_ viewModel: SessionViewModel, for duration: Duration, until elapsed: String)
    async
  {
    let progress = ObservationRecorder { viewModel.playingRow?.progress?.elapsed }
    await clock.advance(by: duration)
    while progress.latest != elapsed {
      guard await progress.next() != nil else { return }
    }
  }

  @Test func startIsDisabledUntilASongIsPicked() async {
    let (viewModel, _) = await loaded()
    #expect(viewModel.title == "Pick meditation song")
    #expect(viewModel.startTitle == "START MEDITATION SESSION")
    #expect(viewModel.startDisabledReason == "Pick at least one song")
    viewModel.startTapped()
    #expect(viewModel.state == .picking, "no session of no songs")
    viewModel.songTapped(1)
    #expect(viewModel.startDisabledReason == nil)
    viewModel.songTapped(1)
    #expect(viewModel.startDisabledReason == "Pick at least one song")
  }

  @Test func startingPlaysTheFirstPickedSongAndHidesTheRest() async {
    let (viewModel, player) = await listening(to: 0, 2)
    #expect(viewModel.state == .listening)
    #expect(viewModel.title == "Player")
    #expect(
      viewModel.rows.map(\.mode) == [
        .listening(.playing), .listening(.hidden), .listening(.playable),
      ])
    #expect(viewModel.visibleRows.map(\.title) == ["A", "C"])
    #expect(
      viewModel.playingRow?.progress == .init(elapsed: "0:00", remaining: "-0:10", fraction: 0))
    #expect(player.song?.title == "A")
    viewModel.tasks.cancel(.ticks)
  }

  @Test func whatPlaysIsSaidForAViewThatPlaysTheRecordingItself() async {
    let (viewModel, _) = await loaded()
    #expect(viewModel.nowPlaying == nil, "nothing plays while picking")
    viewModel.songTapped(1)
    viewModel.startTapped()
    await play(viewModel, for: .milliseconds(4500), until: "0:04")
    viewModel.volumeTapped(up: false)
    #expect(
      viewModel.nowPlaying
        == NowPlaying(
          song: songs[1], position: .milliseconds(4500), isPlaying: true, volume: 0.9))
    viewModel.playPauseTapped()
    #expect(viewModel.nowPlaying?.isPlaying == false)
    viewModel.backTapped()
    #expect(viewModel.nowPlaying == nil)
  }

  @Test func theSessionHoldsWhileTheViewWaitsForItsRecording() async {
    let (viewModel, player) = await listening(to: 1)
    await play(viewModel, for: .milliseconds(1500), until: "0:01")
    viewModel.recordingWaits(song: 3)
    #expect(!viewModel.isInterrupted, "a song not playing is left as it is")
    viewModel.recordingWaits(song: 2)
    #expect(viewModel.isInterrupted && viewModel.isPaused)
    #expect(viewModel.nowPlaying?.isPlaying == true, "held, it still plays for the view")
    await clock.advance(by: .seconds(5))
    #expect(player.position == .milliseconds(1500), "no time passes while held")
    viewModel.recordingPlays(song: 2)
    #expect(!viewModel.isInterrupted && !viewModel.isPaused)
    // Not 1 s: a test clock must not stop on a tick's due time (see the test of pausing).
    await play(viewModel, for: .milliseconds(2250), until: "0:03")
    viewModel.playPauseTapped()  // counts the time listened up to now
    #expect(viewModel.listened == .milliseconds(3750), "1.5 s before the hold, 2.25 s after")
  }

  @Test func aRecordingTheViewCannotPlayIsSaidOnItsRowAndTheNextSongPlays() async {
    let (viewModel, player) = await listening(to: 0, 1)
    await play(viewModel, for: .milliseconds(2500), until: "0:02")
    // A song not playing is left as it is.
    viewModel.recordingFailed(song: 2, problem: "Cannot be played here.")
    #expect(viewModel.rows[1].problem == nil && player.song?.id == 1)
    viewModel.recordingFailed(song: 1, problem: "Cannot be played here.")
    #expect(viewModel.rows[0].problem == "Cannot be played here.")
    #expect(player.song?.id == 2 && player.position == .zero)
    #expect(viewModel.playingRow?.title == "B")
    #expect(viewModel.listened == .milliseconds(2500))
    // The last one failing finishes the session.
    viewModel.recordingFailed(song: 2, problem: "Cannot be played here.")
    #expect(viewModel.state == .finished)
    #expect(player.song == nil)
  }

  @Test func progressFollowsTheClockAndPauseStopsTime() async {
    let (viewModel, player) = await listening(to: 1)
    await play(viewModel, for: .milliseconds(4500), until: "0:04")
    #expect(
      viewModel.playingRow?.progress == .init(elapsed: "0:04", remaining: "-0:16", fraction: 0.2))
    viewModel.playPauseTapped()
    #expect(viewModel.isPaused)
    await clock.advance(by: .seconds(60))
    #expect(player.position == .milliseconds(4500), "no time passes while paused")
    #expect(viewModel.listened == .milliseconds(4500))
    viewModel.playPauseTapped()
    // Resumed at 64.5 s, the ticks fall due at 65.5 s, 66.5 s…: a test clock must not stop on one
    // (it holds a sleep due at exactly its own time), so 2.25 s, not 2.
    await play(viewModel, for: .milliseconds(2250), until: "0:06")
    #expect(player.position == .milliseconds(6750))
    viewModel.tasks.cancel(.ticks)
  }

  @Test func anInterruptionPausesAndItsEndResumesAtTheSamePosition() async {
    let (viewModel, player) = await listening(to: 1)
    await play(viewModel, for: .milliseconds(4500), until: "0:04")
    viewModel.interruptionBegan()  // the process is about to stop (Ctrl-Z)
    #expect(viewModel.isPaused)
    await clock.advance(by: .seconds(8))  // stopped for 8 s
    #expect(player.position == .milliseconds(4500), "the time stopped is not played")
    #expect(viewModel.listened == .milliseconds(4500), "nor listened")
    viewModel.interruptionEnded()
    #expect(!viewModel.isPaused)
    await play(viewModel, for: .milliseconds(2250), until: "0:06")
    viewModel.playPauseTapped()  // counts the time listened up to now
    #expect(player.position == .milliseconds(6750))
    #expect(viewModel.listened == .milliseconds(6750), "4.5 s before the stop, 2.25 s after")
  }

  @Test func anInterruptionOfAPausedSessionLeavesItPaused() async {
    let (viewModel, player) = await listening(to: 1)
    await play(viewModel, for: .milliseconds(2500), until: "0:02")
    viewModel.playPauseTapped()
    viewModel.interruptionBegan()
    await clock.advance(by: .seconds(5))
    viewModel.interruptionEnded()
    #expect(viewModel.isPaused, "the user's pause stays")
    #expect(player.position == .milliseconds(2500))
    #expect(viewModel.listened == .milliseconds(2500))
  }

  @Test func tappingTheRowThatPlaysIsIgnoredAndAChangeOfSongCountsTheTimeBeforeIt() async {
    let (viewModel, player) = await listening(to: 0, 1)
    await play(viewModel, for: .milliseconds(3500), until: "0:03")
    await clock.advance(by: .milliseconds(800))  // 4.3 s in, the last tick at 3 s
    viewModel.songTapped(0)
    #expect(viewModel.playingRow?.title == "A", "still A")
    #expect(player.position == .milliseconds(4300), "not restarted")
    viewModel.songTapped(1)
    #expect(viewModel.playingRow?.title == "B")
    #expect(viewModel.listened == .milliseconds(4300), "all of the 4.3 s of A")
    viewModel.tasks.cancel(.ticks)
  }

  @Test func theEndOfASongStartsTheNextAndTheEndOfTheLastFinishesTheSession() async {
    let (viewModel, _) = await loaded()
    var closed: [SessionViewModel.Event] = []
    let subscription = viewModel.events.listen { closed.append($0) }
    viewModel.songTapped(0)
    viewModel.songTapped(2)
    viewModel.startTapped()
    let playing = ObservationRecorder { viewModel.playingRow?.title }
    await clock.advance(by: .milliseconds(10_500))
    while playing.latest != "C" {
      guard await playing.next() != nil else { break }
    }
    #expect(
      viewModel.rows.map(\.mode) == [
        .listening(.playable), .listening(.hidden), .listening(.playing),
      ])
    let state = ObservationRecorder { viewModel.state }
    await clock.advance(by: .seconds(6))
    while state.latest != .finished {
      guard await state.next() != nil else { break }
    }
    #expect(
      closed == [.closed(listened: .seconds(15))], "the minutes actually listened: all of A and C")
    #expect(
      viewModel.rows.map(\.mode) == [
        .picking(.selected), .picking(.unselected), .picking(.selected),
      ])
    _ = subscription
  }

  @Test func previousRestartsASongMoreThanThreeSecondsInAndOtherwiseGoesBack() async {
    let (viewModel, player) = await listening(to: 0, 2)
    viewModel.nextTapped()
    #expect(viewModel.playingRow?.title == "C")
    await play(viewModel, for: .milliseconds(3500), until: "0:03")
    viewModel.previousTapped()
    #expect(viewModel.playingRow?.title == "C", "restarted")
    #expect(player.position == .zero)
    viewModel.previousTapped()
    #expect(viewModel.playingRow?.title == "A")
    viewModel.previousTapped()
    #expect(viewModel.playingRow?.title == "A", "on the first, nothing")
    viewModel.tasks.cancel(.ticks)
  }

  @Test func backToPickingKeepsTheSelection() async {
    let (viewModel, player) = await listening(to: 1)
    viewModel.backTapped()
    #expect(viewModel.state == .picking)
    #expect(
      viewModel.rows.map(\.mode) == [
        .picking(.unselected), .picking(.selected), .picking(.unselected),
      ])
    #expect(player.song == nil, "the player stopped")
    #expect(!viewModel.tasks.isRunning(.ticks))
  }

  @Test func theCursorIsTheViewModelsAndChoosingActsOnWhatItIsOn() async {
    let (viewModel, _) = await loaded()
    #expect(viewModel.items == [.song(1), .song(2), .song(3), .start])
    #expect(viewModel.selectedItem == .song(1), "the first song, before the cursor moves")
    viewModel.select(.start)
    viewModel.selectedItemChosen()
    #expect(viewModel.state == .picking, "Start with no song picked does nothing")
    viewModel.select(.song(3))
    viewModel.selectedItemChosen()
    #expect(viewModel.pickedSummary == "1 picked · 0:05")
    viewModel.select(.start)
    viewModel.selectedItemChosen()
    #expect(viewModel.state == .listening)
    #expect(viewModel.items == [.song(3)])
    #expect(viewModel.selectedItem == .song(3), "started: the cursor is on the song that plays")
    viewModel.backTapped()
    #expect(viewModel.selectedItem == .song(3), "back on the songs, it stays on its song")
    viewModel.select(.song(1))
    let inspected = viewModel.inspectedState.children.first { $0.label == "selectedItem" }
    #expect(inspected?.value as? SessionViewModel.Item == .song(1), "the inspector shows it")
  }

  @Test func whileListeningChoosingTheSongTheCursorIsOnPlaysIt() async {
    let (viewModel, _) = await listening(to: 0, 2)
    viewModel.select(.song(2))
    #expect(viewModel.selectedItem == .song(1), "a hidden song is not on the list: the first is")
    viewModel.select(.song(3))
    viewModel.selectedItemChosen()
    #expect(viewModel.playingRow?.title == "C")
    viewModel.tasks.cancel(.ticks)
  }

  @Test func releasedMidSongTheViewModelDeallocatesAndItsTickerStops() async {
    var viewModel: SessionViewModel? = SessionViewModel(
      catalog: TestSongCatalog { [songs] in songs }, player: ClockPlayer(clock: clock), clock: clock
    )
    viewModel?.appeared()
    await viewModel?.tasks.idle()
    viewModel?.songTapped(0)
    viewModel?.startTapped()
    let tracker = ReleaseTracker(viewModel)
    let tasks = viewModel?.tasks
    #expect(tasks?.isRunning(.ticks) == true)
    viewModel = nil
    #expect(
      tracker.isReleased,
      "the ticking stream holds the view model weakly; releasing it cancels the stream")
    #expect(tasks?.isRunning(.ticks) == false, "the ticker stopped with its view model")
  }

  @Test func aTickAfterASongsEndStartsTheNextThatFarInSoNoTimeIsLost() async {
    let player = ScriptedPlayer()
    let songs = songs
    let viewModel = SessionViewModel(
      catalog: TestSongCatalog { songs }, player: player, clock: clock)
    viewModel.appeared()
    await viewModel.tasks.idle()
    viewModel.songTapped(0)
    viewModel.songTapped(1)
    viewModel.startTapped()
    // The first tick finds A (10 s) over for 700 ms already.
    player.position = .seconds(10)
    player.overrun = .milliseconds(700)
    let playing = ObservationRecorder { viewModel.playingRow?.title }
    await clock.advance(by: .milliseconds(1500))
    while playing.latest != "B" {
      guard await playing.next() != nil else { break }
    }
    #expect(
      player.plays == [Play(title: "A", from: .zero), Play(title: "B", from: .milliseconds(700))])
    #expect(viewModel.listened == .milliseconds(10_700))
    viewModel.tasks.cancel(.ticks)
  }
}

/// One call to ``ScriptedPlayer/play(_:from:)``.
private struct Play: Hashable {
  var title: String
  var from: Duration
}

/// A player whose position and overrun the test sets, and which records what it was asked to play.
@MainActor private final class ScriptedPlayer: Player {
  var song: Song?
  var position: Duration = .zero
  var overrun: Duration = .zero
  var played: Duration { position + overrun }
  var volume = 1.0
  var isPlaying: Bool { song != nil }
  var plays: [Play] = []

  func play(_ song: Song, from position: Duration) {
    self.song = song
    self.position = position
    overrun = .zero
    plays.append(Play(title: song.title, from: position))
  }

  func pause() {}
  func resume() {}
  func seek(to position: Duration) { self.position = position }
  func stop() { song = nil }
}
