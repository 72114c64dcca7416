import ArgumentParser
import Foundation

/// `--data-dir` or `--cache-dir`: a folder the apps keep files in, named by an option and
/// defaulting to the user's folder of that kind, declared once.
struct FolderOption<Folder: AppFolder>: ParsableArguments {
  @Option(
    name: .customLong(Folder.option), help: ArgumentHelp(Folder.help, valueName: "DIR"))
  var path: String?

  /// The folder: the option's, else the user's folder of its kind for the apps.
  var url: URL {
    path.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? Folder.defaultURL
  }

  /// Takes the folder `given` names, if it names one.
  mutating func take(_ given: Self) {
    path = given.path ?? path
  }
}
