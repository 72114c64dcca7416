import MVVMKit
public import Observation

/// The smallest terminal the apps are drawn in.
public let minimumTerminalSize = (width: 60, height: 20)

/// Draws `screen` into a frame of the given size: the screen above its status bar, or a message
/// when the terminal is smaller than ``minimumTerminalSize``.
@MainActor
public func frame(of screen: any TerminalScreen, width: Int, height: Int, tick: Int = 0)
  -> ScreenBuffer
{
  var buffer = ScreenBuffer(width: width, height: height)
  guard width >= minimumTerminalSize.width, height >= minimumTerminalSize.height else {
    buffer.drawCentered(
      "Terminal too small (needs \(minimumTerminalSize.width)x\(minimumTerminalSize.height))",
      in: buffer.bounds, style: .strong)
    return buffer
  }
  let (content, statusBar) = buffer.bounds.splitBottom(1)
  screen.draw(in: content, on: &buffer, tick: tick)
  buffer.drawStatusBar(screen.keyHints, in: statusBar)
  return buffer
}

/// Runs screens full-screen in the terminal until the user quits.
///
/// Re-rendering follows Observation: each frame is drawn inside ``observe(_:)``, so a change to
/// anything the top screen read while drawing schedules one new frame, and the renderer sends
/// only the cells that changed.
@MainActor @Observable
public final class TerminalApp {
  private var stack: [any TerminalScreen]
  private var tick = 0
  private var size: (width: Int, height: Int)
  @ObservationIgnored private var renderer: Renderer
  @ObservationIgnored private let session: TerminalSession
  @ObservationIgnored private let clock: any Clock<Duration>

  /// An app showing `root` first, in `session`; spinners advance on `clock`.
  public init(
    root: any TerminalScreen, session: TerminalSession, colors: Bool,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    stack = [root]
    self.session = session
    self.clock = clock
    renderer = Renderer(colors: colors)
    size = TerminalDevice.size() ?? (80, 24)
  }

  /// Runs until the user quits or input ends; the terminal is restored however it ends.
  public func run() async {
    defer { session.restore() }
    stack.last?.appeared()
    let token = observe { [weak self] in self?.render() }
    defer { token.cancel() }
    let ticker = Task { [weak self, clock] in
      while !Task.isCancelled {
        try? await clock.sleep(for: .milliseconds(120))
        self?.tick += 1
      }
    }
    defer { ticker.cancel() }
    for await event in session.events {
      switch event {
      case .resize:
        size = TerminalDevice.size() ?? size
        renderer.invalidate()
      case .key(.interrupt):
        return
      case .key(.ctrl("z")):
        session.suspend()
      case .key(let key):
        guard let top = stack.last else { return }
        switch top.handle(key) {
        case .none: break
        case .push(let screen):
          stack.append(screen)
          screen.appeared()
        case .pop:
          stack.removeLast()
          if stack.isEmpty { return }
          stack.last?.appeared()
        case .quit:
          return
        }
        // Keys change screen state (focus, selection) that is not observed: draw it now.
        render()
      }
    }
  }

  private func render() {
    guard let top = stack.last else { return }
    let buffer = frame(of: top, width: size.width, height: size.height, tick: tick)
    session.write(renderer.render(buffer))
  }
}
