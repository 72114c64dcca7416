import Foundation

/// Why a photo was not saved.
public enum PhotoSaveError: Error, Hashable, Sendable {
  /// The folder cannot be made or used: its path and why.
  case folder(String, String)
  /// The file cannot be written: its path and why.
  case write(String, String)
  /// A thousand files of that name are there already.
  case tooMany(String)

  /// The reason, as the screen says it.
  public var message: String {
    switch self {
    case .folder(let path, let reason): "Couldn't use the folder \(path): \(reason)"
    case .write(let path, let reason): "Couldn't write \(path): \(reason)"
    case .tooMany(let path): "\(path) has a thousand copies of this photo already."
    }
  }
}
