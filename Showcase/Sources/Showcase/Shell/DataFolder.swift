import Foundation
import MVVMKitStorage

/// Where an app keeps what the user made: the Cocktails' favourites, the Meditation's session
/// log, the pinned exchange rates (`--data-dir`).
enum DataFolder: AppFolder {
  static let option = "data-dir"
  static let help =
    "Where to keep the favourites, the session log and the pinned currencies (default: $XDG_DATA_HOME/mvvmkit or ~/.local/share/mvvmkit)."
  static var defaultURL: URL { UserDirectory.data.url(app: ShowcaseCommand.folderName) }
}

extension FolderOption<DataFolder> {
  /// Takes the data directory `shared` gives, if it gives one.
  mutating func take(_ shared: SharedAppOptions) {
    take(shared.dataDirectory)
  }
}
