import Clocks
import TerminalUI
import Testing

@testable import TerminalUI

/// A screen that shows a word, or a spinner while `isLoading`.
@MainActor
private final class StaticScreen: TerminalScreen {
  let isLoading: Bool
  weak var navigator: Navigator?
  init(isLoading: Bool) { self.isLoading = isLoading }
  var title: String { "Test" }
  var bindings: [KeyBinding] { [] }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw(isLoading ? Spinner.frame(tick) : "idle", x: 0, y: 0)
  }
}

/// What the app wrote, frame by frame, as it writes them.
@MainActor
private final class Writes {
  private(set) var frames: [String] = []
  let stream: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation
  init() { (stream, continuation) = AsyncStream.makeStream() }
  func write(_ text: String) {
    frames.append(text)
    continuation.yield(text)
  }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct TerminalAppTickTests {
  private let clock = TestClock()

  private func start(_ screen: StaticScreen, writes: Writes)
    -> (Task<Void, Never>, TerminalEvents)
  {
    let events = TerminalEvents()
    let app = TerminalApp(
      navigator: Navigator(root: screen),
      io: TerminalIO(events: events, size: (60, 20)) { writes.write($0) }, colors: false,
      clock: clock)
    return (Task { await app.run() }, events)
  }

  @Test func anIdleScreenSetsNoTimerAndWritesNothingMore() async throws {
    let writes = Writes()
    let (run, input) = start(StaticScreen(isLoading: false), writes: writes)
    var frames = writes.stream.makeAsyncIterator()
    let first = await frames.next()
    #expect(first?.contains("idle") == true)
    // No sleep is pending on the clock: nothing will wake the app until something changes.
    try await clock.checkSuspension()
    await clock.advance(by: .seconds(60))
    #expect(writes.frames.count == 1, "no bytes written while nothing changes")
    input.finish()
    await run.value
  }

  @Test func theKeyThatEndsTheRunDrawsNothingMore() async throws {
    let writes = Writes()
    let (run, input) = start(StaticScreen(isLoading: false), writes: writes)
    var frames = writes.stream.makeAsyncIterator()
    _ = await frames.next()
    // `q` takes the only screen away, a change the app observes: no frame is drawn for it.
    input.yield(.key(.character("q")))
    await run.value
    #expect(writes.frames.count == 1)
  }

  @Test func aVisibleSpinnerTicksAndWritesOnlyItsCell() async throws {
    let writes = Writes()
    let (run, input) = start(StaticScreen(isLoading: true), writes: writes)
    var frames = writes.stream.makeAsyncIterator()
    _ = await frames.next()
    // A millisecond past each tick's deadline: a test clock holds a sleep due at exactly its time.
    let past = TerminalApp.tickInterval + .milliseconds(1)
    await clock.advance(by: past)
    #expect(await frames.next() == "\u{1B}[1;1H\u{1B}[0m⠙")
    await clock.advance(by: past)
    #expect(await frames.next() == "\u{1B}[1;1H\u{1B}[0m⠹")
    input.finish()
    await run.value
  }
}
