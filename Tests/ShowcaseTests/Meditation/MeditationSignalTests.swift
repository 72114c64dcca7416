import Clocks
import MVVMKit
import Meditation
import TerminalUI
import Testing

@testable import Showcase

#if canImport(Glibc)
  import Glibc

  /// A session ended by SIGTERM or SIGHUP (a `kill`, the terminal closed) is recorded, as one
  /// ended by Ctrl-C is: the signal reaches the app as an event, the app returns as on quit, and
  /// the screens released on the way out report the time listened. (That the signal arrives as
  /// that event, with the terminal restored first, `EndToEndTests` checks in a pseudo-terminal.)
  @MainActor @Suite(.timeLimit(.minutes(1))) struct MeditationSignalTests {
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSessionEndedByASignalIsRecorded(signal: Int32) async throws {
      let clock = TestClock()
      let store = UnsavedSessions(over: nil)
      let home = HomeViewModel(name: "Ada", store: store, clock: ImmediateClock())
      var session: SessionViewModel? = home.makeSession(
        player: ClockPlayer(clock: clock), clock: clock)
      var navigator: Navigator? = Navigator(
        root: MeditationCommand.homeScreen(
          home,
          catalog: TestSongCatalog { [Song(id: 1, title: "Dawn", artist: "Ann", seconds: 600)] },
          clock: clock))
      try navigator?.push(SessionScreen(viewModel: #require(session), home: home))
      await waitUntil { session?.songs.isSettled == true }
      session?.songTapped(0)
      session?.startTapped()
      await clock.advance(by: .milliseconds(30_500))
      await waitUntil { (session?.listened ?? .zero) >= .seconds(30) }

      let events = TerminalEvents()
      var app: TerminalApp? = try TerminalApp(
        navigator: #require(navigator),
        io: TerminalIO(events: events, size: (100, 30)) { _ in }, colors: false, clock: clock)
      events.yield(.terminate(signal: signal))
      #expect(await app?.run() == .terminated(signal: signal))
      #expect(try store.sessions().isEmpty, "recorded on the way out, not before")
      // What `showcase` does next: it throws its exit status, which releases the screens.
      (app, navigator, session) = (nil, nil, nil)
      #expect(try store.sessions().map(\.seconds) == [30])
      #expect(home.lastSessionWasRecorded)
    }
  }
#endif
