import Foundation

/// The environment variables the showcase reads: the process's, or in a replay the replay's
/// (``Replay/environment``), so that a recording chooses its services without changing the
/// process's variables.
enum ShowcaseEnvironment {
  /// The variables in force now.
  static var current: [String: String] {
    Replay.current?.environment ?? ProcessInfo.processInfo.environment
  }
}
