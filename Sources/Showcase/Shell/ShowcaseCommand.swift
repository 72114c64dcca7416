import ArgumentParser
import Foundation
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
    discussion: "Runs on data bundled with the apps unless an app's --…-api option names a server.",
    subcommands: apps.map(\.value)
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

  /// Parses the arguments and runs the command; on an error, writes ArgumentParser's message
  /// through ``TerminalText``, since it quotes the arguments (a bad value could hold escape
  /// codes), and exits with its status (64 for bad arguments).
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      let message = TerminalText.sanitized(fullMessage(for: error), keepingLineBreaks: true)
      if !message.isEmpty {
        if code == .success {
          StandardStreams.write(message + "\n")
        } else {
          StandardStreams.writeError(message + "\n")
        }
      }
      Foundation.exit(code.rawValue)
    }
  }

  @MainActor
  mutating func run() async throws {
    let inspector = try display.makeInspector()
    try await display.present(
      MenuScreen(apps: Self.apps, inspector: inspector), inspector: inspector)
  }
}
