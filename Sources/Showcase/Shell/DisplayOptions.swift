import ArgumentParser
import Clocks
import Foundation
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import ShowcaseTerminal
import TerminalUI

/// The options every app shares: interactive or one frame, the frame's size, the network faults,
/// and the inspector.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Print one frame as plain text once every source has loaded or failed, then exit.")
  var once = false

  @Option(
    help:
      "The frame's width with --once (default: COLUMNS, or 100; with --inspect, 150: the panel beside a 100-column frame)."
  )
  var width: Int?

  @Option(help: "The frame's height with --once (default: LINES, or 30).")
  var height: Int?

  @OptionGroup var network: NetworkFaultOptions

  @Flag(help: "Show the inspector beside the app (with --once, beside the frame).")
  var inspect = false

  @Flag(help: "Leave the mouse to the terminal, for its own selection of text (also NO_MOUSE=1).")
  var noMouse = false

  @Option(
    help: ArgumentHelp(
      "How pictures are drawn: auto (the terminal's best, asked of it), kitty, sixel, iterm, blocks (half-blocks) or none.",
      discussion:
        "auto asks the terminal whether it has the kitty graphics protocol, sixel or iTerm2's inline images, with TERM and TERM_PROGRAM as hints, and draws half-blocks until it answers. With --once, a frame is text: pictures are half-blocks, or with none left out.",
      valueName: "MODE"),
    transform: { value in
      guard let option = ImagesOption(rawValue: value) else {
        let modes = ImagesOption.allCases.map(\.rawValue)
        throw ValidationError(
          "expected " + modes.dropLast().joined(separator: ", ") + " or " + (modes.last ?? ""))
      }
      return option
    })
  var images: ImagesOption = .auto

  @Option(
    help: ArgumentHelp(
      "Record the session (its keys, requests and last frame) into FILE, for showcase --replay.",
      valueName: "FILE"))
  var record: String?

  /// Whether the app takes the mouse: unless `--no-mouse` or NO_MOUSE.
  var mouse: Bool { !noMouse && Self.mouseIsWanted() }

  /// Whether NO_MOUSE leaves the mouse to the terminal (set, and not empty).
  static func mouseIsWanted(
    _ environment: [String: String] = ShowcaseEnvironment.current
  ) -> Bool {
    environment["NO_MOUSE", default: ""].isEmpty
  }

  /// The faults the options ask for.
  func faults() throws -> NetworkFaults {
    try network.faults()
  }

  /// The clock the app's time runs on: the real one, or with `--once` one whose sleeps end at once
  /// (no debounce to wait out for one frame).
  /// In a replay of an interactive session, the replay's.
  var clock: any Clock<Duration> {
    if once { return ImmediateClock() }  // also when replaying a recording made with --once
    return Replay.current?.clock ?? ContinuousClock()
  }

  /// The clock that time passes on for what plays in real time (a meditation session): the real
  /// one, or in a replay the replay's.
  var playingClock: any Clock<Duration> {
    if let replay = Replay.current { return replay.clock }
    return ContinuousClock()
  }

  /// The inspector every service of the app goes through, shown with `--inspect`, with the
  /// faults of `--latency`, `--fail-rate` and `--offline`, recording the session with
  /// `--record` (or from F6). In a replay, its services are answered by the replay's player.
  ///
  /// - Throws: `ValidationError` when the faults asked for are wrong, or the file `--record`
  ///   names cannot be written (said before the session, not at its end).
  @MainActor
  func makeInspector() throws -> Inspector {
    if let replay = Replay.current {
      let inspector = Inspector(
        isShown: inspect, faults: try faults(), clock: replay.clock, replacing: replay.player)
      // F6 says what it said when the session was recorded, and writes nothing.
      inspector.recorder = SessionRecorder(
        cassette: inspector.cassette, arguments: [], destination: nil,
        isRecording: replay.recording.recordedFromStart, writes: false)
      inspector.showsRecording = false
      return inspector
    }
    let inspector = Inspector(
      isShown: inspect, faults: try faults(), cassette: keptExchanges)
    inspector.recorder = SessionRecorder(
      cassette: inspector.cassette, arguments: Self.recordedArguments(),
      destination: try record.map { try OutputFile.checked($0, option: "--record") },
      isRecording: record != nil,
      redaction: { [inspector] in inspector.redaction })
    return inspector
  }

  /// The most bytes of answers kept, in a session started without `--record`, for a recording
  /// F6 may ask for: enough for a session of text and thumbnails, far less than a page of large
  /// photos (past it, F6 says to start with `--record`).
  static let keptBeforeRecording = 8 << 20

  /// Where the session's exchanges are kept for a recording: all of them (up to 64 MB of bodies)
  /// with `--record`; none with `--once` alone, which cannot ask for one; otherwise up to
  /// ``keptBeforeRecording``, for F6.
  private var keptExchanges: CassetteRecorder {
    if record != nil { return CassetteRecorder(isRecording: true) }
    if once { return CassetteRecorder(isRecording: false) }
    return CassetteRecorder(isRecording: true, byteLimit: Self.keptBeforeRecording)
  }

  /// The process's arguments after `showcase`, as a recording keeps them: without `--record`
  /// and its file, or any other option a replay refuses (``ReplayedCommand/isRefused(_:)``), and with the value of every `--…-key` option replaced, so that no key is kept.
  static func recordedArguments(_ arguments: [String] = CommandLine.arguments) -> [String] {
    var kept: [String] = []
    var skipNext = false
    var redactNext = false
    for argument in arguments.dropFirst() {
      if skipNext {
        skipNext = false
      } else if redactNext {
        kept.append(Redaction.replacement)
        redactNext = false
      } else if ReplayedCommand.refusedOptions.contains(argument) {
        skipNext = true  // and its value
      } else if ReplayedCommand.isRefused(argument) {
        continue
      } else if argument.hasPrefix("--"), argument.hasSuffix("-key") {
        kept.append(argument)
        redactNext = true
      } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
        argument[..<equals].hasSuffix("-key")
      {
        kept.append(argument[...equals] + Redaction.replacement)
      } else {
        kept.append(argument)
      }
    }
    return kept
  }

  func validate() throws {
    _ = try faults()
    let largest = ScreenBuffer.maximumSide
    for (name, value) in [("--width", width), ("--height", height)] {
      guard let value else { continue }
      guard (1...largest).contains(value) else {
        throw ValidationError("\(name) must be from 1 to \(largest); got \(value).")
      }
    }
    // A frame asked for at a size the apps cannot be drawn in would print only the notice: by
    // the options, or by COLUMNS and LINES.
    if once {
      let size = frameSize
      if size.width < minimumTerminalSize.width || size.height < minimumTerminalSize.height {
        throw ValidationError(tooSmallSentence(width: size.width, height: size.height) + ".")
      }
    }
  }

  /// The frame size for --once: the options, else COLUMNS and LINES (clamped to what a frame can
  /// be), else 100x30, or 150x30 with the inspector, so that it is beside a frame of 100.
  var frameSize: (width: Int, height: Int) {
    let environment = ShowcaseEnvironment.current
    func fromEnvironment(_ name: String) -> Int? {
      environment[name].flatMap(Int.init).flatMap {
        $0 > 0 ? min($0, ScreenBuffer.maximumSide) : nil
      }
    }
    // The panel takes a third of the width: half as much again keeps the app's 100 columns.
    let usualWidth = 100
    return (
      width ?? fromEnvironment("COLUMNS") ?? (inspect ? usualWidth * 3 / 2 : usualWidth),
      height ?? fromEnvironment("LINES") ?? 30
    )
  }

  /// The view model of `screen`, when it loads.
  @MainActor
  static func settling(_ screen: any TerminalScreen) -> (any Settling)? {
    (screen as? any ViewModelScreen)?.viewModel as? any Settling
  }

  /// Shows `screen`: once, as plain text, when every view model on the screens has settled; or
  /// interactively in the terminal.
  ///
  /// The one rule for `--once`: the frame is printed when the view model of every screen shown
  /// (`screen` and those under it) that loads (``Settling``) has loaded or failed, and the command
  /// exits with status 1 when the view model of the frame printed, the top one, has a failure.
  ///
  /// - Parameters:
  ///   - inspector: The inspector beside it (shown or not), which its services go through.
  ///   - parents: The screens it was opened from, bottom first: the breadcrumb, and what Esc goes
  ///     back to.
  ///   - drive: With `--once`, what to do on the screens once settled and before the frame is
  ///     printed (such as playing to a moment on a test clock).
  @MainActor
  func present(
    _ screen: any TerminalScreen,
    inspector: Inspector,
    under parents: [any TerminalScreen] = [],
    drive: @MainActor () async throws -> Void = {}
  ) async throws {
    // The screens below it make the breadcrumb, and are where Esc goes back to.
    let screens = parents + [screen]
    let navigator = Navigator(root: screens[0])
    navigator.panel = inspector
    for next in screens.dropFirst() { navigator.push(next) }
    if let replay = Replay.current {
      return try await replay.play(on: navigator)
    }
    if once {
      await waitUntil { navigator.stack.allSatisfy { Self.settling($0)?.isSettled ?? true } }
      try await drive()
      let size = frameSize
      inspector.showsRecording = false  // the frame is the app's, as a replay prints it
      let text = frame(of: navigator, width: size.width, height: size.height, images: onceImages)
        .plainText()
      StandardStreams.write(text + "\n")
      if let recorder = inspector.recorder, recorder.isRecording {
        try Self.report(recorder.finish(endedBy: .now(frame: text, size: size)))
      }
      if navigator.top.flatMap(Self.settling)?.hasFailure == true { throw ExitCode.failure }
      return
    }
    let app = try Self.terminalApp(showing: navigator, mouse: mouse, images: images)
    var lastKey: Key?
    // The frame as a replay draws it: without the recording's own mark.
    let plainFrame = { [unowned app] in
      inspector.showsRecording = false
      defer { inspector.showsRecording = true }
      let size = app.terminalSize
      return frame(of: navigator, width: size.width, height: size.height).plainText()
    }
    app.keyObserver = { [unowned app] key in
      lastKey = key
      inspector.keyPressed()
      inspector.recorder?.keyPressed(key, size: app.terminalSize, frameBefore: plainFrame)
    }
    app.keyHandledObserver = { key in
      inspector.recorder?.keyHandled(key, frameAfter: plainFrame)
    }
    let ending = await app.run()
    if let recorder = inspector.recorder, recorder.isRecording {
      let endedByKey = navigator.isFinished || lastKey == .interrupt
      let size = app.terminalSize
      inspector.showsRecording = false
      let now = frame(of: navigator, width: size.width, height: size.height).plainText()
      try Self.report(
        recorder.finish(endedBy: endedByKey ? .lastKey : .now(frame: now, size: size)))
    }
    if case .terminated(let signal) = ending {
      // Thrown, the screens are released on the way out (a session in progress is recorded).
      throw ExitCode(128 + signal)
    }
  }

  /// Says where a recording was written.
  private static func report(_ written: SessionRecorder.Written?) {
    guard let written else { return }
    StandardStreams.writeError(written.sentence + "\n")
  }

  /// How a `--once` frame draws pictures: as text, so half-blocks, unless `--images none`.
  var onceImages: ImageDrawing { images == .none ? .none : .blocks }

  /// An app showing `navigator` full-screen in this process's terminal, in colour unless
  /// NO_COLOR is set, taking the mouse if `mouse`, drawing pictures as `images` says (with
  /// `auto`, asking the terminal).
  ///
  /// - Throws: `ExitCode(2)`, having said why, when there is no terminal or it cannot be drawn on.
  @MainActor
  static func terminalApp(showing navigator: Navigator, mouse: Bool, images: ImagesOption = .auto)
    throws -> TerminalApp
  {
    let environment = ShowcaseEnvironment.current
    // A terminal that draws no pictures is not asked (the console): half-blocks.
    let querying = images == .auto && GraphicsDetection.isWorthQuerying(environment: environment)
    let session: TerminalSession
    do {
      session = try TerminalSession(
        environment: environment, mouse: mouse, queryingGraphics: querying)
    } catch .notATerminal {
      StandardStreams.writeError(
        "showcase needs a terminal to run interactively; use --once to print one frame.\n")
      throw ExitCode(2)
    } catch .cannotAddressCursor(let term) {
      StandardStreams.writeError(
        "showcase cannot draw on this terminal (TERM=\(TerminalText.sanitized(term)) cannot move the cursor); use --once to print one frame.\n"
      )
      throw ExitCode(2)
    }
    let colors = environment["NO_COLOR", default: ""].isEmpty
    return TerminalApp(
      navigator: navigator, session: session, colors: colors,
      images: images == .auto && !querying ? .blocks : images, environment: environment)
  }
}
