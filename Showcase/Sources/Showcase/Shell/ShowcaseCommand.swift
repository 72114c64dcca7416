import ArgumentParser
import Clocks
import Foundation
import MVVMKitInspection
import TerminalUI

/// Runs `showcase` on the process's arguments: what the `showcase` executable does.
public func showcaseMain() async {
  await ShowcaseCommand.main()
}

/// `showcase`: the reference apps in the terminal.
struct ShowcaseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "The MVVMKit reference apps, in the terminal.",
    discussion: """
      Runs on data bundled with the apps, so it works offline. With --live, each app uses its \
      real service where it has one (TheCocktailDB, Frankfurter, Openverse, Google Places API \
      (New) with a key), keeping what it saw for offline use; an app's --…-api option names a \
      server of your own.
      """,
    subcommands: apps.map(\.value) + [WebCommand.self]
  )

  /// The apps, in menu order, by their names in the menu: the menu and the subcommands are both
  /// made from this list.
  static let apps: KeyValuePairs<String, any ShowcaseApp.Type> = [
    "Cocktails": CocktailsCommand.self, "Exchange rates": RatesCommand.self,
    "Meditation": MeditationCommand.self, "Nearby": NearbyCommand.self,
    "Gallery": GalleryCommand.self,
  ]

  /// The showcase's folder in the user's cache and data directories (XDG): `mvvmkit`.
  static let folderName = "mvvmkit"

  @OptionGroup var display: DisplayOptions

  @Option(
    help: ArgumentHelp(
      "Play back the session recorded in FILE (with --once: print its last frame, and exit 1 if the replay diverged).",
      valueName: "FILE"))
  var replay: String?

  /// Parses the arguments and runs the command; on an error, writes ArgumentParser's message
  /// (``exit(with:code:)``) and exits with its status (64 for bad arguments).
  static func main() async {
    var command: any ParsableCommand
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      command = try parseAsRoot(arguments)
    } catch {
      exit(with: fullMessage(for: error, arguments: arguments), code: exitCode(for: error))
    }
    do {
      if var asynchronous = command as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch let error as ValidationError where type(of: command) != Self.self {
      // A value the command could check only as it ran (a song number past the end of the
      // catalogue it loaded): said with that command's usage, as a value checked while parsing is.
      exit(
        with: "Error: \(error.message)\n" + usage(of: type(of: command)),
        code: .validationFailure)
    } catch {
      exit(with: fullMessage(for: error), code: exitCode(for: error))
    }
  }

  /// The usage lines of `command`, a subcommand or the showcase itself, as ArgumentParser ends an
  /// error's message with them.
  static func usage(of command: any ParsableCommand.Type) -> String {
    let path = [configuration.commandName, command.configuration.commandName]
    let name = (command == Self.self ? path.prefix(1) : path[...]).compactMap(\.self)
    return """
      Usage: \(usageString(for: command))
        See '\(name.joined(separator: " ")) --help' for more information.
      """
  }

  /// ArgumentParser's message for `error`, from parsing `arguments`. The options every app
  /// shares are parsed, and checked, by the showcase before its subcommand (an option group
  /// both declare is parsed once, by the first): a bad `--width` after `cocktails` ends with
  /// the showcase's usage. When the arguments name a subcommand, its usage ends the message
  /// instead, as for its own options.
  static func fullMessage(for error: any Error, arguments: [String]) -> String {
    let message = fullMessage(for: error)
    let named = arguments.prefix(while: { $0 != "--" }).lazy.compactMap { argument in
      configuration.subcommands.first { $0.configuration.commandName == argument }
    }
    guard exitCode(for: error) == .validationFailure, let subcommand = named.first,
      message.hasSuffix(usage(of: Self.self))
    else { return message }
    return message.dropLast(usage(of: Self.self).count) + usage(of: subcommand)
  }

  /// Writes `message` through ``TerminalText``, since it quotes the arguments (a bad value could
  /// hold escape codes): to standard output for a success (`--help`), else to standard error.
  /// Then exits with `code`.
  private static func exit(with message: String, code: ExitCode) -> Never {
    let message = TerminalText.sanitized(message, keepingLineBreaks: true)
    if !message.isEmpty {
      if code == .success {
        StandardStreams.write(message + "\n")
      } else {
        StandardStreams.writeError(message + "\n")
      }
    }
    Foundation.exit(code.rawValue)
  }

  @MainActor
  mutating func run() async throws {
    if let replay {
      return try await Self.replay(URL(fileURLWithPath: replay), once: display.once)
    }
    let inspector = try display.makeInspector()
    try await display.present(
      [MenuScreen(apps: Self.apps, inspector: inspector)], inspector: inspector)
  }

  /// Runs the command a recording ran, its requests answered by its cassette and its keys played
  /// as they were pressed: at once on a test clock with `once`, in the terminal otherwise.
  ///
  /// - Throws: `ValidationError` (status 64) for a file that is no recording; `ExitCode.failure`
  ///   when the replay diverged.
  @MainActor
  static func replay(_ file: URL, once: Bool) async throws {
    let recording: SessionRecording
    do {
      recording = try SessionRecording.read(from: file)
    } catch {
      throw ValidationError(error.sentence)
    }
    let arguments = try ReplayedCommand.arguments(of: recording, file: file)
    let testClock = once ? TestClock<Duration>() : nil
    // With --once a frame is drawn only at each key, and asks for its images then: they are
    // answered at once, as the terminal, drawing all along, had them by the key.
    let player = CassettePlayer(
      recording.cassette, clock: testClock.map { $0 as any Clock<Duration> } ?? ContinuousClock(),
      answersAtOnce: { once && $0.isImage })
    // With --once, what a command does before its first screen shows (such as loading the pages
    // it opens at) is answered at once: the test clock moves only once the keys play.
    player.isPaced = testClock == nil
    let replay = Replay(
      recording: recording, testClock: testClock, player: player,
      environment: ReplayedCommand.environment(of: recording))
    try await Replay.$current.withValue(replay) {
      var command = try parseAsRoot(arguments)
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    }
  }
}
