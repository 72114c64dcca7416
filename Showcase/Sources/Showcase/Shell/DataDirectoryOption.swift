import ArgumentParser
import Foundation
import MVVMKitStorage

/// `--data-dir`: where an app keeps what the user made (the Cocktails' favourites, the
/// Meditation's session log, the pinned exchange rates), declared once.
struct DataDirectoryOption: ParsableArguments {
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where to keep the favourites, the session log and the pinned currencies (default: $XDG_DATA_HOME/mvvmkit or ~/.local/share/mvvmkit).",
      valueName: "DIR"))
  var path: String?

  /// The directory: `--data-dir`, else the user's data directory's folder for the apps.
  var url: URL {
    path.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? UserDirectory.data.url(app: ShowcaseCommand.folderName)
  }

  /// Takes the directory `shared` gives, if it gives one.
  mutating func take(_ shared: SharedAppOptions) {
    path = shared.dataDirectory.path ?? path
  }
}
