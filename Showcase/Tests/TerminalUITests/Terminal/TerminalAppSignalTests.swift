import Clocks
import MVVMKitTesting
import Testing

@testable import TerminalUI

/// A screen that notes when the process stops and continues, as a player would pause and resume.
@MainActor
private final class TimedScreen: TerminalScreen {
  weak var navigator: Navigator?
  var told: [String] = []
  var title: String { "Timed" }
  var bindings: [KeyBinding] { [] }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw("timed", x: 0, y: 0)
  }
  func processWillStop() { told.append("will stop") }
  func processDidContinue() { told.append("continued") }
}

/// What signals ask of a ``TerminalApp``, as ``TerminalSession`` turns them into events: to end
/// through the usual way out, to stop after the screens got ready, to draw again after continuing.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TerminalAppSignalTests {
  private let clock = TestClock()

  private func start(_ screens: [TimedScreen], log: Log)
    -> (Task<TerminalApp.Ending, Never>, TerminalEvents)
  {
    let events = TerminalEvents()
    let navigator = Navigator(root: screens[0])
    for screen in screens.dropFirst() { navigator.push(screen) }
    let app = TerminalApp(
      navigator: navigator,
      io: TerminalIO(
        events: events, size: (60, 20), write: { _ in log.frames += 1 },
        suspend: { log.entries.append("suspended with \(screens.map(\.told))") }),
      colors: false, clock: clock)
    return (Task { await app.run() }, events)
  }

  @MainActor private final class Log {
    var frames = 0
    var entries: [String] = []
  }

  @Test(arguments: [15, 1, 2] as [Int32])
  func aSignalToEndEndsTheRunAsAQuitWouldAndSaysWhich(signal: Int32) async {
    let screen = TimedScreen()
    let (run, input) = start([screen], log: Log())
    input.yield(.terminate(signal: signal))
    #expect(await run.value == .terminated(signal: signal))
    input.finish()
  }

  @Test func quittingAndTheEndOfInputAreAQuit() async {
    let (quit, quitInput) = start([TimedScreen()], log: Log())
    quitInput.yield(.key(.interrupt))
    #expect(await quit.value == .quit)
    let (ended, endedInput) = start([TimedScreen()], log: Log())
    endedInput.finish()
    #expect(await ended.value == .quit)
  }

  @Test(arguments: [TerminalEvent.key(.ctrl("z")), .stopRequested])
  func everyScreenIsToldBeforeTheProcessStopsAndAfterItContinues(stop: TerminalEvent) async {
    let screens = [TimedScreen(), TimedScreen()]
    let log = Log()
    let (run, input) = start(screens, log: log)
    input.yield(stop)
    input.yield(.continued)
    input.yield(.key(.interrupt))
    #expect(await run.value == .quit)
    #expect(log.entries == [#"suspended with [["will stop"], ["will stop"]]"#])
    #expect(screens.map(\.told) == [["will stop", "continued"], ["will stop", "continued"]])
  }
}
