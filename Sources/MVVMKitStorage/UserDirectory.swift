public import Foundation

/// A per-user base directory of the XDG Base Directory Specification, where each app keeps its
/// files in a folder of its own, named by the app.
///
/// ```swift
/// UserDirectory.cache.url(app: "cocktails")  // ~/.cache/cocktails
/// ```
public enum UserDirectory: Sendable {
  /// Files that can be rebuilt, such as an offline cache: `$XDG_CACHE_HOME`, else `~/.cache`.
  case cache
  /// Files the user would miss, such as a history: `$XDG_DATA_HOME`, else `~/.local/share`.
  case data

  /// The folder `app` in this base directory, as `environment` sets it (an empty variable counts
  /// as unset, as the specification says).
  ///
  /// - Parameters:
  ///   - app: The app's folder name, such as "cocktails": two apps built on MVVMKit never share
  ///     one.
  ///   - environment: The variables to read, the process's by default.
  public func url(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let (variable, underHome) =
      switch self {
      case .cache: ("XDG_CACHE_HOME", ".cache")
      case .data: ("XDG_DATA_HOME", ".local/share")
      }
    if let base = environment[variable], !base.isEmpty {
      return URL(fileURLWithPath: base).appendingPathComponent(app)
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(underHome).appendingPathComponent(app)
  }
}
