import Clocks
import Foundation
import MVVMKitStorage
import MVVMKitTesting
import Testing

@testable import Meditation

/// Sessions kept in memory, for view model tests.
private final class MemoryStore: SessionStore, @unchecked Sendable {
  // Unchecked: used from the main actor only, by one test at a time.
  var kept: [MeditationSession] = []
  /// A store that cannot be written, as a read-only log: it records nothing and says so.
  var isReadOnly = false
  var notice: String?

  func record(_ session: MeditationSession) throws(StoreError) -> Bool {
    guard session.isWorthRecording, !isReadOnly else { return false }
    kept.append(session)
    return true
  }

  func sessions() throws(StoreError) -> [MeditationSession] { kept }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct HomeViewModelTests {
  private let noon = Date(timeIntervalSince1970: 1_795_348_800)  // 2026-11-22 12:00 UTC
  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  @Test func greetsAndShowsTheRealFigures() async {
    let store = MemoryStore()
    store.kept = [MeditationSession(ended: noon.addingTimeInterval(-86_400), seconds: 900)]
    let noon = noon
    let viewModel = HomeViewModel(
      name: "Ada", store: store, now: { noon }, calendar: calendar, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.greeting == "Hello Ada!")
    #expect(viewModel.actionTitle == "COME BACK TO LIFE")
    #expect(viewModel.figures.map(\.value) == ["0 min", "1 session", "1 day", "15 min"])
    #expect(viewModel.statistics.value?.lastSevenDays == [0, 0, 0, 0, 0, 15, 0])
    #expect(
      viewModel.lastSevenDays.map(\.day) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Today"])
    #expect(viewModel.lastSevenDays.map(\.time).suffix(2) == ["15 min", "0 min"])
  }

  @Test func aDayOfSecondsIsSaidInSecondsOnAScaleOfFiveMinutesAtLeast() async {
    let store = MemoryStore()
    store.kept = [MeditationSession(ended: noon.addingTimeInterval(-60), seconds: 10)]
    let viewModel = await loadedBoard(store)
    #expect(viewModel.lastSevenDays.last?.seconds == 10)
    #expect(viewModel.lastSevenDays.last?.time == "10 s", "never “1” minute")
    #expect(viewModel.figures.first?.value == "10 s")
    #expect(viewModel.lastSevenDaysScale == 300, "a full bar is five minutes at least")
  }

  /// The board of `store` at noon, its figures loaded.
  private func loadedBoard(_ store: MemoryStore) async -> HomeViewModel {
    let noon = noon
    let viewModel = HomeViewModel(
      name: "Ada", store: store, now: { noon }, calendar: calendar, clock: ImmediateClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  @Test func aSessionUnderAMinuteIsCountedInSecondsOnTheBoardAsInTheSummary() async {
    let store = MemoryStore()
    let viewModel = await loadedBoard(store)
    viewModel.sessionEnded(listened: .seconds(15))
    await viewModel.tasks.idle()
    #expect(viewModel.summary == "You meditated 15 s · streak 1 day")
    #expect(viewModel.figures.map(\.value) == ["15 s", "1 session", "1 day", "15 s"])
  }

  @Test func aSummaryWithNoSessionSaysThereIsNoneAndOneEndedSaysItIsRecorded() async {
    let store = MemoryStore()
    let viewModel = await loadedBoard(store)
    // Opened at its address, before any session.
    #expect(viewModel.summaryTitle == "No session yet")
    #expect(viewModel.summary == nil)
    #expect(
      viewModel.summaryPlaceholder
        == "No session has ended yet: a session's summary shows here when it ends.")
    #expect(!viewModel.isRecordingSession)
    viewModel.sessionEnded(listened: .seconds(735))
    #expect(viewModel.summaryTitle == "Session complete")
    #expect(viewModel.summaryPlaceholder == "Recording the session…")
    await viewModel.tasks.idle()
    #expect(!viewModel.isRecordingSession)
    #expect(viewModel.summary == "You meditated 12 min · streak 1 day")
  }

  @Test func aFinishedSessionIsRecordedAndSummed() async {
    let store = MemoryStore()
    let viewModel = await loadedBoard(store)
    viewModel.sessionEnded(listened: .seconds(735))
    await viewModel.tasks.idle()
    #expect(store.kept == [MeditationSession(ended: noon, seconds: 735)])
    #expect(viewModel.summary == "You meditated 12 min · streak 1 day")
    #expect(viewModel.figures.first?.value == "12 min")
    viewModel.sessionEnded(listened: .seconds(9))
    #expect(store.kept.count == 1, "under 10 s is not recorded")
    #expect(viewModel.summary == "Sessions under 10 s are not recorded.")
  }

  @Test func theStoresNoticeIsShownFromTheStart() async {
    let store = MemoryStore()
    store.notice =
      "The meditation log was unreadable; it was moved to meditation.sqlite.unreadable-x and rebuilt."
    let viewModel = HomeViewModel(name: "Ada", store: store, clock: ImmediateClock())
    #expect(viewModel.notice == store.notice)
    let failed = HomeViewModel(
      name: "Ada", store: nil,
      storeNotice: "The data directory /x is a file, so sessions are not recorded.",
      clock: ImmediateClock())
    #expect(failed.notice == "The data directory /x is a file, so sessions are not recorded.")
  }

  @Test func aSessionALogCannotTakeSaysItWasNotRecorded() async {
    let store = MemoryStore()
    store.isReadOnly = true
    store.notice =
      "The meditation log at /d/meditation.sqlite is read-only: it is read, but not updated."
    store.kept = [MeditationSession(ended: noon.addingTimeInterval(-86_400), seconds: 900)]
    let viewModel = await loadedBoard(store)
    viewModel.sessionEnded(listened: .seconds(12))
    await viewModel.tasks.idle()
    #expect(viewModel.summary == "You meditated 12 s · not recorded")
    #expect(viewModel.lastSessionWasRecorded == false)
    #expect(viewModel.notice == store.notice)
    #expect(
      viewModel.figures.map(\.value) == ["0 min", "1 session", "1 day", "15 min"], "as before")
  }

  @Test func withoutALogASessionSaysItWasNotRecordedAndWhy() async {
    let viewModel = HomeViewModel(name: "Ada", store: nil, clock: ImmediateClock())
    viewModel.sessionEnded(listened: .seconds(30))
    await viewModel.tasks.idle()
    #expect(viewModel.summary == "You meditated 30 s · not recorded")
    #expect(viewModel.notice == "There is no meditation log, so sessions are not recorded.")
  }

  @Test func aSessionReleasedMidSongIsRecordedWithTheTimeListened() async {
    let store = MemoryStore()
    let (noon, clock) = (noon, TestClock())
    let home = HomeViewModel(
      name: "Ada", store: store, now: { noon }, calendar: calendar, clock: ImmediateClock())
    let player = ClockPlayer(clock: clock)
    var session: SessionViewModel? = home.makeSession(
      catalog: TestSongCatalog { [Song(id: 1, title: "A", artist: "Ann", seconds: 60)] },
      player: player, clock: clock)
    session?.appeared()
    await session?.tasks.idle()
    session?.songTapped(0)
    session?.startTapped()
    let listened = ObservationRecorder { session?.listened }
    await clock.advance(by: .milliseconds(42_500))
    // At least 42 s: a tick that comes late counts up to the clock's 42.5 s.
    while (listened.latest ?? nil).map({ $0 < .seconds(42) }) ?? true {
      guard await listened.next() != nil else { break }
    }
    session = nil
    #expect(player.song == nil, "the player stopped")
    #expect(store.kept == [MeditationSession(ended: noon, seconds: 42)])
    await home.tasks.idle()
    #expect(home.summary == "You meditated 42 s · streak 1 day")
  }
}
