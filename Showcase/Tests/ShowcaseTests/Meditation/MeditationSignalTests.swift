import Clocks
import MVVMKit
import MVVMKitTesting
import Meditation
import TerminalUI
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

#if canImport(Glibc)
  import Glibc

  /// A session ended by SIGTERM or SIGHUP (a `kill`, the terminal closed) is recorded, as one
  /// ended by Ctrl-C is: the signal reaches the app as an event, the app returns as on quit, and
  /// the screens released on the way out report the time listened. (That the signal arrives as
  /// that event, with the terminal restored first, `EndToEndTests` checks in a pseudo-terminal.)
  @MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct MeditationSignalTests {
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSessionEndedByASignalIsRecorded(signal: Int32) async throws {
      let clock = TestClock()
      let store = UnsavedSessions(over: nil)
      let home = HomeViewModel(name: "Ada", store: store, clock: ImmediateClock())
      // A link to a session with song 1 picked, over the board.
      var flow: MeditationFlow? = MeditationFlow(
        home: home,
        catalog: TestSongCatalog { [Song(id: 1, title: "Dawn", artist: "Ann", seconds: 600)] },
        clock: clock, makePlayer: { ClockPlayer(clock: clock) }, routes: [.session(songs: [1])])
      var navigator: Navigator? = try Self.navigator(of: #require(flow))
      var session = flow?.session
      await waitUntil { session?.songs.isSettled == true }
      #expect(session?.pickedSummary == "1 picked · 10:00")
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
      (app, navigator, session, flow) = (nil, nil, nil, nil)
      #expect(try store.sessions().map(\.seconds) == [30])
      #expect(home.lastSessionWasRecorded)
    }

    /// A navigator showing `flow`'s screens, bottom first.
    private static func navigator(of flow: MeditationFlow) -> Navigator {
      let screens = AppScreens.screens(of: flow)
      let navigator = Navigator(root: screens[0])
      for screen in screens.dropFirst() { navigator.push(screen) }
      return navigator
    }
  }
#endif
