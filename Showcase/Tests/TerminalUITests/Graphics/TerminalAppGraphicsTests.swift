import Clocks
import MVVMKit
import MVVMKitTesting
import Observation
import Testing

@testable import TerminalUI

/// A screen that says how its frame draws pictures.
@MainActor
private final class DrawingScreen: TerminalScreen {
  weak var navigator: Navigator?
  var title: String { "Test" }
  var bindings: [KeyBinding] { [] }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let word =
      switch buffer.images {
      case .none: "none"
      case .blocks: "blocks"
      case .pixels(let graphics, let cell): "\(graphics) \(cell.width)x\(cell.height)"
      }
    buffer.draw(word, x: 0, y: 0)
  }
}

/// `--images auto` in the app: half-blocks until the terminal's answers are in, then what they
/// say; by the environment alone when they do not come in time. A key typed meanwhile is a key.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TerminalAppGraphicsTests {
  /// The frames an app wrote (observable: a wait for one ends when it is written).
  @MainActor @Observable final class Frames {
    var written: [String] = []
  }

  private func start(
    environment: [String: String] = [:], clock: TestClock<Duration>, frames: Frames = Frames()
  ) -> (app: TerminalApp, events: TerminalEvents, run: Task<Void, Never>) {
    let events = TerminalEvents()
    let app = TerminalApp(
      navigator: Navigator(root: DrawingScreen()),
      io: TerminalIO(events: events, size: (60, 20)) { frames.written.append($0) }, colors: false,
      images: .auto, environment: environment, clock: clock)
    return (app, events, Task { _ = await app.run() })
  }

  @Test func theAnswersDecideAndTheFramesFollow() async throws {
    let clock = TestClock()
    let (app, events, run) = start(clock: clock)
    #expect(app.imageDrawing == .blocks)
    events.yield(.reply(.graphics(id: GraphicsDetection.queryID, message: "OK")))
    events.yield(.reply(.cellSize(width: 9, height: 18)))
    events.yield(.key(.character("x")))
    events.yield(.reply(.deviceAttributes([62, 22])))
    await waitUntil { app.imageDrawing != .blocks }
    #expect(app.imageDrawing == .pixels(.kitty, cell: CellPixels(width: 9, height: 18)))
    events.finish()
    await run.value
  }

  @Test func withoutAnswersInTimeTheEnvironmentDecides() async throws {
    let clock = TestClock()
    let frames = Frames()
    let (app, events, run) = start(
      environment: ["TERM_PROGRAM": "WezTerm"], clock: clock, frames: frames)
    // The first frame is drawn once the run has taken its deadline, on the clock.
    await waitUntil { !frames.written.isEmpty }
    #expect(frames.written.first?.contains("blocks") == true)
    // Past it (a sleep until the very instant the clock is at would wait for the next advance).
    await clock.advance(by: TerminalApp.detectionTimeout + .milliseconds(1))
    await waitUntil { app.imageDrawing != .blocks }
    #expect(app.imageDrawing == .pixels(.iterm, cell: .usual))
    await waitUntil { frames.written.last?.contains("iterm 10x20") == true }
    // An answer after the deadline changes nothing.
    events.yield(.reply(.deviceAttributes([62, 4])))
    events.finish()
    await run.value
    #expect(app.imageDrawing == .pixels(.iterm, cell: .usual))
  }
}
