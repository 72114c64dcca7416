import Clocks
import Foundation
import MVVMKit
import MVVMKitStorage
import MVVMKitTesting
import Testing

@testable import Meditation

/// Sessions kept in memory, for the timer's tests.
private final class KeptSessions: SessionStore, @unchecked Sendable {
  // Unchecked: used from the main actor only, by one test at a time.
  var kept: [MeditationSession] = []
  var notice: String? { nil }
  func record(_ session: MeditationSession) throws(StoreError) -> Bool {
    guard session.isWorthRecording else { return false }
    kept.append(session)
    return true
  }
  func sessions() throws(StoreError) -> [MeditationSession] { kept }
}

/// A timer (a sitting with no songs), seeking in a song, and the sound's own volume.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TimerSeekAndVolumeTests {
  let clock = TestClock()

  /// Moves the clock on `seconds`, a second at a time, each tick handled before the next.
  private func sit(_ session: SessionViewModel, for seconds: Int) async {
    let start = clock.now
    for second in 1...seconds {
      await clock.advance(to: start.advanced(by: .seconds(second) + .milliseconds(500)))
      await waitUntil { session.listened >= .seconds(second) || session.state != .listening }
      if session.state != .listening { return }
    }
  }

  private func board(_ store: KeptSessions) -> HomeViewModel {
    HomeViewModel(name: "Ada", store: store, clock: ImmediateClock())
  }

  @Test func aTimerStartsAtOnceCountsDownAndIsRecordedAsASession() async {
    let store = KeptSessions()
    let home = board(store)
    let player = ClockPlayer(clock: clock)
    let timer = home.makeSitting(minutes: 5, player: player, clock: clock)
    timer.appeared()
    await waitUntil { timer.state == .listening }  // its ticks run on: the tasks are never idle
    #expect(timer.state == .listening, "no songs to pick: it starts as it opens")
    #expect(timer.title == "Timer · 5 min")
    #expect(player.song?.isSilent == true)
    #expect(player.song?.length == .seconds(300))

    await sit(timer, for: 60)
    #expect(timer.timeLeft == "4:00 left")
    #expect(timer.sessionProgress == "sitting 1:00")
    await sit(timer, for: 240)
    // The last tick and the sitting's end are handled apart: the end may come just after.
    await waitUntil { timer.state == .finished }
    #expect(timer.state == .finished)
    #expect(store.kept.map(\.seconds) == [300], "the whole sitting, recorded like any session")
  }

  @Test func aTimerEndedEarlyRecordsTheTimeSat() async {
    let store = KeptSessions()
    let home = board(store)
    let timer = home.makeSitting(minutes: 10, player: ClockPlayer(clock: clock), clock: clock)
    var closed: [SessionViewModel.Event] = []
    let subscription = timer.events.listen { closed.append($0) }
    timer.appeared()
    await waitUntil { timer.state == .listening }  // its ticks run on: the tasks are never idle
    await sit(timer, for: 90)
    timer.backTapped()
    // The clock stands half a second past the last tick (see `sit`).
    #expect(closed == [.closed(listened: .milliseconds(90_500))])
    #expect(store.kept.map(\.seconds) == [90])
    _ = subscription
  }

  @Test func theBoardOffersThreeTimersAndOpensTheChosenOne() {
    let home = board(KeptSessions())
    var opened: [HomeViewModel.Event] = []
    let subscription = home.events.listen { opened.append($0) }
    #expect(home.timerChoices == [5, 10, 20])
    #expect(home.timerTitle == "Timer: 10 min")
    home.timerChosen(20)
    home.timerChosen(7)  // not offered: the choice stays
    home.timerTapped()
    home.timerTapped(minutes: 5)
    #expect(opened == [.timerOpened(minutes: 20), .timerOpened(minutes: 5)])
    _ = subscription
  }

  @Test func seekingMovesTenSecondsWithinTheSongAndSkippedTimeIsNotListened() async {
    let song = Song(id: 1, title: "A", artist: "Ann", seconds: 30)
    let player = ClockPlayer(clock: clock)
    let session = SessionViewModel(
      catalog: TestSongCatalog { [song] }, player: player, clock: clock, picking: [1])
    session.appeared()
    await session.tasks.idle()
    session.startTapped()
    await sit(session, for: 5)
    session.playPauseTapped()  // paused: the positions below are the seeks' alone
    session.seekTapped(by: SessionViewModel.seekStep)
    // Paused half a second past the fifth tick (see `sit`).
    #expect(player.position == .milliseconds(15_500))
    #expect(session.playingRow?.progress?.elapsed == "0:15")
    session.seekTapped(by: .zero - .seconds(30))
    #expect(player.position == .zero, "not before the start")
    session.seekTapped(by: .seconds(100))
    #expect(player.position == .seconds(30), "not past the end")
    #expect(session.listened == .milliseconds(5_500), "the time skipped was not heard")
  }

  @Test func theVolumeStepsByATenthBetweenSilenceAndFull() async {
    let player = ClockPlayer(clock: clock)
    let session = SessionViewModel(sittingFor: 5, player: player, clock: clock)
    #expect(session.volumeText == "Volume 100%")
    session.volumeTapped(up: true)
    #expect(session.volume == 1, "no louder than full")
    for _ in 0..<3 { session.volumeTapped(up: false) }
    #expect(session.volumeText == "Volume 70%")
    #expect(player.volume == 0.7, "the sound's own gain")
    for _ in 0..<12 { session.volumeTapped(up: false) }
    #expect(session.volume == 0)
    #expect(session.volumeText == "Volume 0%")
  }

  @Test func aTimerHasAnAddressOfItsOwn() {
    #expect(MeditationRoute.timer(minutes: 10).path == "/meditation/timer/10")
    #expect(MeditationRoute(path: "/meditation/timer/10") == .timer(minutes: 10))
    #expect(MeditationRoute(path: "/meditation/timer/0") == nil)
    #expect(MeditationRoute(path: "/meditation/timer/ten") == nil)
    #expect(MeditationRoute.timer(minutes: 5).trail == [.home, .timer(minutes: 5)])
  }
}
