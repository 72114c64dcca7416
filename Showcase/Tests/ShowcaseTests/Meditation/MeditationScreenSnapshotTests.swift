import Clocks
import ConcurrencyExtras
import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Meditation
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The Meditation screens, as text, at 60x20, 100x30 and 200x60: home, picking, the player with the
/// playing row's progress, and a session's summary, on the bundled catalogue and a fixed week of
/// sessions (Sunday 22 Nov 2026, noon UTC).
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct MeditationScreenSnapshotTests {
  private nonisolated static let noon = Date(timeIntervalSince1970: 1_795_348_800)
  private let clock = TestClock()

  /// A board over sessions on Thursday (10 min), Friday (25 min) and Saturday (5 min and 12 min).
  private func makeHome() async throws -> HomeViewModel {
    let store = UnsavedSessions(over: nil)
    for (daysAgo, minutes) in [(3, 10), (2, 25), (1, 5), (1, 12)] {
      _ = try store.record(
        MeditationSession(
          ended: Self.noon.addingTimeInterval(Double(-daysAgo * 86_400 + minutes)),
          seconds: minutes * 60))
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let noon = Self.noon
    let home = HomeViewModel(
      name: "Ada", store: store, now: { noon }, calendar: calendar, clock: ImmediateClock())
    home.appeared()
    await home.tasks.idle()
    return home
  }

  private func session(
    of home: HomeViewModel, picking numbers: [Int], soundNote: String? = nil
  ) async throws -> SessionViewModel {
    let session = home.makeSession(
      player: ClockPlayer(clock: clock, note: soundNote), clock: clock)
    session.appeared()
    await session.tasks.idle()
    try MeditationCommand.pick(numbers, in: session)
    return session
  }

  @Test func home() async throws {
    let screen = MeditationHomeScreen(viewModel: try await makeHome())
    assertFrames(screen, named: "home")
  }

  @Test func aCatalogueThatFailedOffersRetryAndOnlyTheKeysThatAct() async throws {
    let home = try await makeHome()
    let attempts = LockIsolated(0)
    let catalog = TestSongCatalog { () throws(APIError) -> [Song] in
      let attempt = attempts.withValue {
        $0 += 1
        return $0
      }
      guard attempt > 1 else { throw .transport("connection refused") }
      return try await SongCatalogService.bundled().songs()
    }
    let session = home.makeSession(
      catalog: catalog, player: ClockPlayer(clock: clock), clock: clock)
    let screen = SessionScreen(viewModel: session)
    let navigator = Navigator(root: MeditationHomeScreen(viewModel: home))
    navigator.push(screen)
    await session.tasks.idle()
    #expect(navigator.bindings.map(\.keyLabel) == ["r", "Esc", "?"])
    let failed = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(failed.contains("r to retry"))
    #expect(failed.hasSuffix(" … › Pick meditation song  │  r retry  ? help  Esc back"))
    navigator.handle(.character("r"))
    await session.tasks.idle()
    #expect(attempts.value == 2)
    #expect(session.songs.value?.count == 10)
    #expect(navigator.bindings.map(\.keyLabel).prefix(3) == ["Enter", "space", "↑↓"])
  }

  @Test func picking() async throws {
    let home = try await makeHome()
    assertFrames(
      SessionScreen(viewModel: try await session(of: home, picking: [])),
      named: "picking-none")
    assertFrames(
      SessionScreen(viewModel: try await session(of: home, picking: [1, 3, 5])),
      named: "picking")
  }

  @Test func listening() async throws {
    let home = try await makeHome()
    let session = try await session(of: home, picking: [1, 2, 4])
    session.startTapped()
    await MeditationCommand.play(session, for: 200, on: clock)
    let screen = SessionScreen(viewModel: session)
    assertFrames(screen, named: "listening")
    session.playPauseTapped()
    assertFrames(screen, named: "paused")
    session.tasks.cancel(.ticks)
  }

  @Test func listeningWithoutASoundDevice() async throws {
    let home = try await makeHome()
    let session = try await session(
      of: home, picking: Array(1...10), soundNote: "No sound device · playing silently")
    session.startTapped()
    await MeditationCommand.play(session, for: 5, on: clock)
    assertFrames(SessionScreen(viewModel: session), named: "silent")
    session.tasks.cancel(.ticks)
  }

  @Test func summary() async throws {
    let home = try await makeHome()
    let session = try await session(of: home, picking: [4])
    session.startTapped()
    await MeditationCommand.play(session, for: 90, on: clock)
    #expect(session.state == .finished)
    await home.tasks.idle()
    assertFrames(SessionSummaryScreen(viewModel: home), named: "summary")
  }
}
