import ArgumentParser
import Foundation
import TerminalUI

/// `showcase`: the reference apps in the terminal.
@main
struct Showcase: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "The MVVMKit reference apps, in the terminal.",
    discussion: "Runs on data bundled with the apps unless an app's --…-api option names a server.",
    subcommands: [CocktailsCommand.self, RatesCommand.self]
  )

  @OptionGroup var display: DisplayOptions

  @MainActor
  mutating func run() async throws {
    try await display.present(MenuScreen(apps: AppEntry.all))
  }
}

/// The options every app shares: interactive or one frame, and the frame's size.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Print one frame as plain text once every source has loaded or failed, then exit.")
  var once = false

  @Option(help: "The frame's width with --once (default: COLUMNS, or 100).")
  var width: Int?

  @Option(help: "The frame's height with --once (default: LINES, or 30).")
  var height: Int?

  func validate() throws {
    if let width, width < 1 { throw ValidationError("--width must be at least 1.") }
    if let height, height < 1 { throw ValidationError("--height must be at least 1.") }
  }

  /// The frame size for --once.
  var frameSize: (width: Int, height: Int) {
    let environment = ProcessInfo.processInfo.environment
    return (
      width ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 100,
      height ?? environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 30
    )
  }

  /// Shows `screen`: once, after `loaded` holds, as plain text; or interactively in the terminal.
  @MainActor
  func present(_ screen: any TerminalScreen, loaded: @escaping @MainActor () -> Bool = { true }) async throws {
    if once {
      screen.appeared()
      await waitUntil(loaded)
      let size = frameSize
      StandardStreams.write(frame(of: screen, width: size.width, height: size.height).plainText() + "\n")
      return
    }
    guard let session = TerminalSession() else {
      StandardStreams.writeError("showcase needs a terminal to run interactively; use --once to print one frame.\n")
      throw ExitCode(2)
    }
    let colors = ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty
    await TerminalApp(root: screen, session: session, colors: colors).run()
  }
}
