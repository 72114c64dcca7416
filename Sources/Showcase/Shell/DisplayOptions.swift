import ArgumentParser
import Foundation
import TerminalUI

/// The options every app shares: interactive or one frame, and the frame's size.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Print one frame as plain text once every source has loaded or failed, then exit.")
  var once = false

  @Option(help: "The frame's width with --once (default: COLUMNS, or 100).")
  var width: Int?

  @Option(help: "The frame's height with --once (default: LINES, or 30).")
  var height: Int?

  func validate() throws {
    let largest = ScreenBuffer.maximumSide
    for (name, value) in [("--width", width), ("--height", height)] {
      guard let value else { continue }
      guard (1...largest).contains(value) else {
        throw ValidationError("\(name) must be from 1 to \(largest); got \(value).")
      }
    }
  }

  /// The frame size for --once: the options, else COLUMNS and LINES (clamped to what a frame can
  /// be), else 100x30.
  var frameSize: (width: Int, height: Int) {
    let environment = ProcessInfo.processInfo.environment
    func fromEnvironment(_ name: String) -> Int? {
      environment[name].flatMap(Int.init).flatMap {
        $0 > 0 ? min($0, ScreenBuffer.maximumSide) : nil
      }
    }
    return (width ?? fromEnvironment("COLUMNS") ?? 100, height ?? fromEnvironment("LINES") ?? 30)
  }

  /// Shows `screen`: once, as plain text, when `settled` holds; or interactively in the terminal.
  ///
  /// - Parameters:
  ///   - parents: The screens it was opened from, bottom first: the breadcrumb, and what Esc goes
  ///     back to.
  ///   - settled: Whether every source the screen shows has loaded or failed.
  ///   - failed: Whether a section failed; with `--once` the command then exits with status 1.
  ///   - drive: With `--once`, what to do on the screens once settled and before the frame is
  ///     printed (such as playing to a moment on a test clock).
  @MainActor
  func present(
    _ screen: any TerminalScreen,
    under parents: [any TerminalScreen] = [],
    settled: @escaping @MainActor () -> Bool = { true },
    failed: @MainActor () -> Bool = { false },
    drive: @MainActor () async throws -> Void = {}
  ) async throws {
    // The screens below it make the breadcrumb, and are where Esc goes back to.
    let screens = parents + [screen]
    let navigator = Navigator(root: screens[0])
    for next in screens.dropFirst() { navigator.push(next) }
    if once {
      await waitUntil(settled)
      try await drive()
      let size = frameSize
      StandardStreams.write(
        frame(of: navigator, width: size.width, height: size.height).plainText() + "\n")
      if failed() { throw ExitCode.failure }
      return
    }
    let session: TerminalSession
    do {
      session = try TerminalSession()
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
    let colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    await TerminalApp(navigator: navigator, session: session, colors: colors).run()
  }
}
