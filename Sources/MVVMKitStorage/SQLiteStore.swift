public import Foundation

/// A store an app keeps in a ``SQLiteFile`` of its own: what every such store says of its file,
/// written once here.
///
/// ```swift
/// public final class SessionLog: SQLiteStore {
///   public static let fileName = "meditation.sqlite"
///   public let file: SQLiteFile
///   …
/// }
/// SessionLog.exists(in: directory)   // whether there is a log to read
/// log.notice                         // "The meditation log … was moved to …"
/// ```
public protocol SQLiteStore: Sendable {
  /// The file's name inside its directory.
  static var fileName: String { get }
  /// The file the store is kept in.
  var file: SQLiteFile { get }
}

extension SQLiteStore {
  /// Where the store lives.
  public var fileURL: URL { file.fileURL }
  /// Whether the store is read but never updated: its file or directory is read-only.
  public var isReadOnly: Bool { file.isReadOnly }
  /// A sentence for the user, to show once: the file was rebuilt, or cannot be updated.
  public var notice: String? { file.notice }

  /// Whether there is a file of the store in `directory` to read.
  public static func exists(in directory: URL) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(fileName).path)
  }
}
