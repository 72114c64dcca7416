import MVVMKit
public import Observation

/// The smallest terminal the apps are drawn in.
public let minimumTerminalSize = (width: 60, height: 20)

/// "Terminal too small: 40x12, needs at least 60x20": what a terminal of `width` by `height`
/// shows instead of the app, and what `--once` says for a frame that small.
public func tooSmallSentence(width: Int, height: Int) -> String {
  "Terminal too small: \(width)x\(height), needs at least "
    + "\(minimumTerminalSize.width)x\(minimumTerminalSize.height)"
}

/// Draws the top screen of `navigator` into a frame of the given size: the screen above a status
/// bar with the breadcrumb and the screen's keys, the navigator's panel beside it or over it when
/// shown (see ``SidePanelLayout``), the `?` help over them when shown, or a message when the
/// terminal is smaller than ``minimumTerminalSize``. It is drawn in the storage of `recycled`, a
/// frame done with, when that has the size.
@MainActor
public func frame(
  of navigator: Navigator, width: Int, height: Int, tick: Int = 0,
  images: ImageDrawing = .blocks, recycling recycled: consuming ScreenBuffer? = nil
) -> ScreenBuffer {
  guard let top = navigator.top else {
    return ScreenBuffer(width: width, height: height, recycling: consume recycled)
  }
  var buffer = frame(
    of: top, width: width, height: height, tick: tick, trail: navigator.trail,
    bindings: { navigator.bindings(width: width) }, showingHelp: navigator.isShowingHelp,
    closeHelp: { [weak navigator] in navigator?.toggleHelp() },
    panel: navigator.panel.map { ($0, navigator.panelDrawing) }, notice: navigator.notice,
    images: images, recycling: consume recycled)
  if let alert = navigator.alert, width >= minimumTerminalSize.width,
    height >= minimumTerminalSize.height
  {
    let content = buffer.bounds.splitBottom(1).rest
    buffer.removeMouseTargets()  // the alert takes every click
    buffer.drawAlert(alert, selection: navigator.alertSelection, in: content) {
      [weak navigator] index in navigator?.pressAlertButton(index)
    }
    if navigator.isShowingHelp {
      buffer.removeMouseTargets()
      buffer.drawHelp(navigator.bindings(width: width), in: content)
    }
  }
  navigator.mouseTargets = buffer.mouseTargets
  return buffer
}

/// Draws `screen` alone into a frame, as the first screen of an app: for `--once` and tests.
///
/// - Parameters:
///   - screen: The screen, drawn with its status bar.
///   - width: The frame's columns.
///   - height: The frame's rows.
///   - tick: The animation frame spinners are drawn at.
///   - showingHelp: Whether the `?` help is drawn over it.
///   - images: How its pictures are drawn.
@MainActor
public func frame(
  of screen: any TerminalScreen, width: Int, height: Int, tick: Int = 0, showingHelp: Bool = false,
  images: ImageDrawing = .blocks
) -> ScreenBuffer {
  let bindings = {
    screen.navigator?.bindings
      ?? Navigator.effectiveBindings(
        of: screen, then: Navigator.standardBindings(isFirstScreen: true, help: {}, back: {}))
  }
  return frame(
    of: screen, width: width, height: height, tick: tick,
    trail: screen.navigator?.trail ?? [screen.title].filter { !$0.isEmpty }, bindings: bindings,
    showingHelp: showingHelp, panel: nil, images: images)
}

/// The frame of `screen`; its `bindings` are asked for once it is drawn, as what the keys do may
/// depend on what the frame found (whether a text is longer than the screen).
@MainActor
private func frame(
  of screen: any TerminalScreen, width: Int, height: Int, tick: Int, trail: [String],
  bindings: () -> [KeyBinding], showingHelp: Bool, closeHelp: @escaping @MainActor () -> Void = {},
  panel: (panel: any SidePanel, drawing: PanelDrawing)?, notice: String? = nil,
  images: ImageDrawing, recycling recycled: consuming ScreenBuffer? = nil
) -> ScreenBuffer {
  var buffer = ScreenBuffer(width: width, height: height, recycling: consume recycled)
  buffer.images = images
  guard width >= minimumTerminalSize.width, height >= minimumTerminalSize.height else {
    // The keys that still work here: q (and Esc) as on the screen, Ctrl-C.
    let way = bindings().first { $0.keys.contains(.character("q")) }?.action ?? "quit"
    let sentence = wrap(tooSmallSentence(width: width, height: height), width: width)
    let lines = sentence + wrap("Make it larger, or q to \(way)", width: width)
    let top = max(0, (height - lines.count) / 2)
    for (row, line) in lines.enumerated() {
      buffer.drawCentered(
        line, in: Rect(x: 0, y: top + row, width: width, height: 1),
        style: row < sentence.count ? .strong : .plain)
    }
    return buffer
  }
  let (content, statusBar) = buffer.bounds.splitBottom(1)
  let (screenRect, panelRect) = SidePanelLayout.of(panel?.panel, width: width).split(content)
  if let screenRect { screen.draw(in: screenRect, on: &buffer, tick: tick) }
  if let panel, let panelRect {
    panel.drawing.draw(panel.panel, about: screen, in: panelRect, on: &buffer)
  }
  let bindings = bindings()
  if showingHelp {
    buffer.removeMouseTargets()  // the help covers the screen: a click there closes it
    buffer.drawHelp(bindings, in: content)
  }
  // While the help is open, the keys it lists do nothing until it closes: the bar says how.
  let closing = KeyBinding(
    [.character("?"), .function(1), .escape, .character("q")], "?", "close help",
    perform: closeHelp)
  buffer.drawStatusBar(
    trail: trail, notice: notice, note: panel?.panel.statusNote,
    bindings: showingHelp ? [closing] : bindings, in: statusBar)
  return buffer
}

/// Runs screens full-screen in the terminal until the user quits.
///
/// Re-rendering follows Observation: each frame is drawn inside MVVMKit's `observe(_:)`, so a change to
/// anything the top screen read while drawing (or to the navigation) schedules one new frame, and
/// the renderer sends only the cells that changed. Nothing runs on a clock unless the frame moves
/// (a spinner, see ``Animation``): then one tick is scheduled and the frame drawn again, and so on
/// while something moves; an idle screen writes nothing and wakes nothing. A key's frame is drawn
/// at once; a frame for changes alone (pictures arriving, requests ending) waits until
/// ``frameInterval`` after the last frame, so that changes coming together share one. Keys go to
/// the ``Navigator``, which hands them to the top screen by its bindings; while the terminal is
/// too small, keys do nothing.
@MainActor @Observable
public final class TerminalApp {
  /// How often a visible spinner moves.
  public static let tickInterval: Duration = .milliseconds(120)
  /// The least time from one frame to the next that changes alone draw: at most about 60 such
  /// frames a second. A key's frame does not wait.
  public static let frameInterval: Duration = .milliseconds(16)

  private let navigator: Navigator
  private var tick = 0
  /// How frames draw pictures: as `--images` asks, or once the terminal answered, as it can.
  public private(set) var imageDrawing: ImageDrawing
  /// Finds how the terminal shows pictures, until its answers are in (with `--images auto`).
  @ObservationIgnored private var detection: GraphicsDetection?
  /// Ends the detection without answers, if they do not come in time.
  @ObservationIgnored private var detectionDeadline: Task<Void, Never>?
  private var size: (width: Int, height: Int)
  @ObservationIgnored private var renderer: Renderer
  @ObservationIgnored private let io: TerminalIO
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var nextTick: Task<Void, Never>?
  /// The binding that draws the frames, while the app runs.
  @ObservationIgnored private var frames: ObservationToken?
  /// When the next frame that changes alone ask for may be drawn: ``frameInterval`` after the last.
  @ObservationIgnored private var nextFrameSlot: Deadline?
  /// The frame that changes asked for before ``nextFrameSlot``, waiting for it.
  @ObservationIgnored private var waitingFrame: Task<Void, Never>?
  /// Whether the frame being asked for is drawn now, whatever the slot: a key's, or after the
  /// process continued.
  @ObservationIgnored private var drawsAtOnce = false
  /// Told of every key before it acts, Ctrl-C and Ctrl-Z included: to record a session.
  @ObservationIgnored public var keyObserver: (@MainActor (Key) -> Void)?
  /// Told of every key the navigator handled, once it has acted and before the frame is drawn:
  /// to record what a key did.
  @ObservationIgnored public var keyHandledObserver: (@MainActor (Key) -> Void)?

  /// The terminal's size, as the last frame was drawn at.
  public var terminalSize: (width: Int, height: Int) { size }

  /// How long the terminal has to answer the graphics query before its pictures are drawn by
  /// what its environment says alone.
  public static let detectionTimeout: Duration = .seconds(1)

  /// An app showing `navigator`'s screens in `session`; spinners advance on `clock`.
  ///
  /// - Parameters:
  ///   - navigator: The screens shown.
  ///   - session: The terminal.
  ///   - colors: Whether colours are written (not with `NO_COLOR`).
  ///   - images: How pictures are drawn; where it asks the terminal
  ///     (``ImagesOption/queriesTerminal``: `auto`, and kitty's or iTerm2's forced), `session` must
  ///     have been started querying it
  ///     (``TerminalSession/init(environment:mouse:queryingGraphics:)``), and pictures are
  ///     half-blocks until it answers.
  ///   - environment: Where `TERM`, `TERM_PROGRAM` and `LC_TERMINAL` are read from.
  ///   - clock: What spinners advance on, and the terminal's time to answer runs on.
  public convenience init(
    navigator: Navigator, session: TerminalSession, colors: Bool,
    images: ImagesOption = .blocks,
    environment: [String: String] = [:],
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      navigator: navigator, io: TerminalIO(session), colors: colors, images: images,
      environment: environment, clock: clock)
  }

  /// An app showing `navigator`'s screens through `io`: a terminal session, or a test's.
  package init(
    navigator: Navigator, io: TerminalIO, colors: Bool, images: ImagesOption = .blocks,
    environment: [String: String] = [:], clock: any Clock<Duration>
  ) {
    self.navigator = navigator
    self.io = io
    self.clock = clock
    renderer = Renderer(colors: colors)
    size = io.size() ?? (80, 24)
    let cell = io.cellPixels()
    if images.queriesTerminal {
      // Half-blocks until the answers say what the terminal shows (or that it shows what the
      // user forced).
      imageDrawing = .blocks
      detection = GraphicsDetection(
        environment: environment, cell: cell, forcing: images.forcedProtocol)
    } else {
      imageDrawing = images.drawing(cell: cell ?? .usual)
    }
  }

  /// How a run ended.
  public enum Ending: Hashable, Sendable {
    /// The user quit (or input ended).
    case quit
    /// A signal asked the process to end (SIGTERM, SIGHUP, SIGINT); the caller exits with status
    /// 128 + `signal` once it has released what it saves on the way out.
    case terminated(signal: Int32)
  }

  /// Runs until the user quits, input ends or a signal asks the process to end; the terminal is
  /// restored however it ends. The screens are left as they are: whoever owns them releases them,
  /// which is when their view models save what they save on the way out.
  ///
  /// - Parameter script: Keys that act as if typed, as they come (a recorded session played back),
  ///   besides the terminal's own.
  @discardableResult
  public func run(script: AsyncStream<Key>? = nil) async -> Ending {
    defer { io.restore() }
    defer { if !renderer.closing.isEmpty { _ = io.write(renderer.closing) } }
    if detection != nil {
      let deadline = Deadline(on: clock, after: Self.detectionTimeout)
      detectionDeadline = Task { [weak self] in
        do {
          try await deadline.wait()
        } catch {
          return  // the answers came first
        }
        self?.endDetection(with: nil)
      }
    }
    defer { detectionDeadline?.cancel() }
    let token = observe { [weak self] in self?.renderOrWait() }
    frames = token
    defer { token.cancel() }
    defer { nextTick?.cancel() }
    defer { waitingFrame?.cancel() }
    // A recorded session's keys join the terminal's as they come; the run ends with the
    // terminal's input, not with the recording.
    let playing = script.map { script in
      Task { [events = io.events] in
        for await key in script { events.yield(.key(key)) }
      }
    }
    defer { playing?.cancel() }
    let ending = await io.events.handleEach { [self] event in
      let ending = handle(event, token: token)
      // Nothing is drawn after the last event: the run returns on a later turn.
      if ending != nil { token.cancel() }
      return ending
    }
    // No event ended the run: the input did (with a hang-up, its SIGHUP may be the reason), or
    // the run was cancelled.
    return ending ?? io.terminatingSignal().map { .terminated(signal: $0) } ?? .quit
  }

  /// Acts on `event`, drawing what it changed through `token`; how the run ends, if it does.
  private func handle(_ event: TerminalEvent, token: ObservationToken) -> Ending? {
    if case .key(let key) = event { keyObserver?(key) }
    switch event {
    case .resize:
      size = io.size() ?? size
      renderer.invalidate()
      // A font made larger or smaller changes the cell's pixels, not always the cells.
      if case .pixels(let graphics, let cell) = imageDrawing, let now = io.cellPixels(),
        now != cell
      {
        imageDrawing = .pixels(graphics, cell: now)
      }
    case .continued:
      size = io.size() ?? size
      // Back from a suspend, out of the alternate screen and in again: kitty has dropped the
      // pictures it kept.
      renderer.invalidate(picturesLost: true)
      navigator.processDidContinue()
      refresh(token)
    case .terminate(let signal):
      return .terminated(signal: signal)
    case .reply(let reply):
      if let drawing = detection?.note(reply) { endDetection(with: drawing) }
    case .key(.interrupt):
      return .quit
    case .key(.ctrl("z")), .stopRequested:
      // The screens pause what runs on time first: the time stopped is not theirs.
      navigator.processWillStop()
      io.suspend()
    case .key(let key):
      navigator.handle(key, terminalSize: size)
      keyHandledObserver?(key)
      if navigator.isFinished { return .quit }
      // Keys change screen state (focus, selection) that is not observed: draw it now, once,
      // with whatever observed state the key changed too.
      refresh(token)
    }
    return nil
  }

  /// Ends the detection: pictures are drawn as `drawing` says, or, when the answers did not come
  /// in time (`nil`), as the environment alone says.
  private func endDetection(with drawing: ImageDrawing?) {
    guard let detection else { return }
    self.detection = nil
    detectionDeadline?.cancel()
    imageDrawing = drawing ?? detection.drawingWithoutAnswers()
    if let notice = detection.notice { navigator.say(notice) }
  }

  /// Draws the frame now, whenever the last one was drawn.
  private func refresh(_ token: ObservationToken) {
    drawsAtOnce = true
    defer { drawsAtOnce = false }
    token.refresh()
  }

  /// Draws the frame, under the binding's tracking; or, when changes alone ask for it before
  /// ``nextFrameSlot``, reads nothing (so no further change asks again) and draws it at the slot.
  private func renderOrWait() {
    if !drawsAtOnce, let slot = nextFrameSlot, !slot.hasCome() {
      guard waitingFrame == nil else { return }
      waitingFrame = Task { [weak self] in
        do {
          try await slot.wait()
        } catch {
          return  // cancelled: a key's frame came first, or the app ended
        }
        guard let self else { return }
        waitingFrame = nil
        frames?.refresh()
      }
      return
    }
    waitingFrame?.cancel()
    waitingFrame = nil
    render()
    nextFrameSlot = Deadline(on: clock, after: Self.frameInterval)
  }

  private func render() {
    let requestsBefore = Animation.requests
    let buffer = frame(
      of: navigator, width: size.width, height: size.height, tick: tick, images: imageDrawing,
      recycling: renderer.takeSpareBuffer())
    var output = renderer.render(buffer)
    if let text = navigator.takeClipboard() { output += Clipboard.sequence(copying: text) }
    // A frame cut short is not on screen: the next is drawn whole, not as changes to it.
    if !output.isEmpty, !io.write(output) { renderer.invalidate() }
    if Animation.requests != requestsBefore { scheduleTick() }
  }

  /// The next frame of what moves, once, ``tickInterval`` from now.
  private func scheduleTick() {
    guard nextTick == nil else { return }
    // The deadline is taken now, however late the task starts.
    let deadline = Deadline(on: clock, after: Self.tickInterval)
    nextTick = Task { [weak self] in
      do {
        try await deadline.wait()
      } catch {
        return  // cancelled: the app ended
      }
      self?.nextTick = nil
      self?.tick += 1
    }
  }

  /// A time on the app's clock, taken when it is made, however late it is waited for.
  private struct Deadline {
    /// Whether the time has come.
    let hasCome: () -> Bool
    /// Sleeps until the time.
    let wait: @Sendable () async throws -> Void

    /// `duration` from now on `clock`.
    init<C: Clock<Duration>>(on clock: C, after duration: Duration) {
      let deadline = clock.now.advanced(by: duration)
      hasCome = { clock.now >= deadline }
      wait = { try await clock.sleep(until: deadline, tolerance: nil) }
    }
  }
}
