import Foundation

/// Where the apps keep the live services' answers for offline use, and the rates app's last rates
/// (`--cache-dir`).
enum CacheFolder: AppFolder {
  static let option = "cache-dir"
  static let help =
    "Where to keep the live services' answers for offline use, and the rates app's last rates (default: $XDG_CACHE_HOME/mvvmkit or ~/.cache/mvvmkit)."
  static var defaultURL: URL { KeptAnswers.directory }
}
