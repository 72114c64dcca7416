public import Foundation

/// A per-user base directory of the XDG Base Directory Specification, where MVVMKit apps keep
/// their files in a folder of their own, `mvvmkit`.
public enum UserDirectory: Sendable {
  /// Files that can be rebuilt, such as an offline cache: `$XDG_CACHE_HOME`, else `~/.cache`.
  case cache
  /// Files the user would miss, such as a history: `$XDG_DATA_HOME`, else `~/.local/share`.
  case data

  /// The `mvvmkit` folder in this base directory, as `environment` sets it (an empty variable
  /// counts as unset, as the specification says).
  public func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let (variable, underHome) =
      switch self {
      case .cache: ("XDG_CACHE_HOME", ".cache")
      case .data: ("XDG_DATA_HOME", ".local/share")
      }
    if let base = environment[variable], !base.isEmpty {
      return URL(fileURLWithPath: base).appendingPathComponent("mvvmkit")
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(underHome).appendingPathComponent("mvvmkit")
  }
}
