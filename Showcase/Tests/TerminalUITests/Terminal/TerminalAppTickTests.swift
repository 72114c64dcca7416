import Clocks
import MVVMKitTesting
import Observation
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

/// A screen that shows a word a model holds, changed without a key (as data arriving is).
@MainActor
private final class WordScreen: TerminalScreen {
  @MainActor @Observable final class Model {
    var word = "first"
  }
  let model = Model()
  weak var navigator: Navigator?
  var title: String { "Test" }
  var bindings: [KeyBinding] { [] }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw(model.word, x: 0, y: 0)
  }
}

/// A test clock that says each time something starts sleeping on it, and each time a sleep ends
/// (its time came, or it was cancelled).
private struct SignallingClock: Clock {
  let base = TestClock()
  let sleeps: AsyncStream<Void>
  let ends: AsyncStream<Void>
  private let sleepStarted: AsyncStream<Void>.Continuation
  private let sleepEnded: AsyncStream<Void>.Continuation
  init() {
    (sleeps, sleepStarted) = AsyncStream.makeStream()
    (ends, sleepEnded) = AsyncStream.makeStream()
  }
  var now: TestClock<Duration>.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }
  func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
    sleepStarted.yield()
    defer { sleepEnded.yield() }
    try await base.sleep(until: deadline, tolerance: tolerance)
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

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TerminalAppTickTests {
  private let clock = TestClock()

  private static func start(
    _ screen: any TerminalScreen, writes: Writes, clock: any Clock<Duration>
  ) -> (Task<Void, Never>, TerminalEvents) {
    let events = TerminalEvents()
    let app = TerminalApp(
      navigator: Navigator(root: screen),
      io: TerminalIO(events: events, size: (60, 20)) { writes.write($0) }, colors: false,
      clock: clock)
    return (Task { await app.run() }, events)
  }

  private func start(_ screen: StaticScreen, writes: Writes) -> (Task<Void, Never>, TerminalEvents)
  {
    Self.start(screen, writes: writes, clock: clock)
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

  @Test func aFrameCutShortIsFollowedByAWholeOne() async throws {
    let writes = Writes()
    let screen = WordScreen()
    let events = TerminalEvents()
    let clock = SignallingClock()
    /// Whether the terminal takes a frame whole: not the first.
    final class Terminal { var takesFramesWhole = false }
    let terminal = Terminal()
    let app = TerminalApp(
      navigator: Navigator(root: screen),
      io: TerminalIO(events: events, size: (60, 20)) { text in
        writes.write(text)
        return terminal.takesFramesWhole
      },
      colors: false, clock: clock)
    let run = Task { _ = await app.run() }
    var frames = writes.stream.makeAsyncIterator()
    var sleeps = clock.sleeps.makeAsyncIterator()
    let first = await frames.next()
    #expect(first?.contains("first") == true)
    terminal.takesFramesWhole = true
    // Each change's frame waits for its slot: once it sleeps, the clock takes it there.
    screen.model.word = "again"
    await sleeps.next()
    await clock.base.advance(by: TerminalApp.frameInterval)
    let second = await frames.next()
    // Whole: the status bar, which did not change, is written again with the new word.
    #expect(second?.contains("again") == true)
    #expect(second?.contains("Test") == true, "the unchanged breadcrumb is drawn again")
    screen.model.word = "third"
    await sleeps.next()
    await clock.base.advance(by: TerminalApp.frameInterval)
    let third = await frames.next()
    #expect(third?.contains("third") == true)
    #expect(third?.contains("Test") == false, "after a whole frame, changes only")
    events.finish()
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

  /// An app showing a ``WordScreen`` whose word changed after the first frame, once the frame
  /// that change asks for waits for its slot.
  @MainActor private struct WaitingFrame {
    let writes = Writes()
    let clock = SignallingClock()
    let screen = WordScreen()
    let run: Task<Void, Never>
    let input: TerminalEvents
    private var frames: AsyncStream<String>.Iterator

    init() async {
      (run, input) = TerminalAppTickTests.start(screen, writes: writes, clock: clock)
      var frames = writes.stream.makeAsyncIterator()
      _ = await frames.next()
      self.frames = frames
      screen.model.word = "second"
      var sleeps = clock.sleeps.makeAsyncIterator()
      await sleeps.next()
    }

    /// The next frame written.
    mutating func nextFrame() async -> String? {
      var frames = frames
      defer { self.frames = frames }
      return await frames.next()
    }
  }

  @Test func changesAloneShareOneFrameAFrameIntervalAfterTheLast() async {
    var app = await WaitingFrame()
    app.screen.model.word = "third"  // a change while the frame waits joins it
    #expect(app.writes.frames.count == 1)
    await app.clock.base.advance(by: TerminalApp.frameInterval)
    #expect(await app.nextFrame() == "\u{1B}[1;1H\u{1B}[0mthird")
    app.input.finish()
    await app.run.value
    #expect(app.writes.frames.count == 2)
  }

  @Test func aKeysFrameDoesNotWaitAndTakesTheWaitingFramesPlace() async throws {
    var app = await WaitingFrame()
    app.input.yield(.key(.character("x")))
    #expect(await app.nextFrame() == "\u{1B}[1;1H\u{1B}[0msecond")
    // The frame that waited was let go: its sleep ended without its time coming (an event to
    // wait for, not yields to count), and nothing more is drawn.
    var ends = app.clock.ends.makeAsyncIterator()
    await ends.next()
    await app.clock.base.advance(by: .seconds(1))
    app.input.finish()
    await app.run.value
    #expect(app.writes.frames.count == 2)
  }
}
