import ArgumentParser
import TerminalUI

/// The interactive run: the app full-screen in the process's terminal.
extension DisplayOptions {
  /// Shows `navigator` in the terminal until the user leaves, the inspector's recorder told of
  /// each key and of how the session ended (see ``present(_:inspector:under:drive:)``).
  @MainActor
  func presentInteractively(_ navigator: Navigator, inspector: Inspector) async throws {
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
    // A terminal that draws no pictures is not asked (the console): half-blocks, or what is
    // forced.
    let querying =
      images.queriesTerminal && GraphicsDetection.isWorthQuerying(environment: environment)
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
