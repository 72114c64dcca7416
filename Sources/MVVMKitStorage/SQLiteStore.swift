public import Foundation
public import GRDB

/// A store an app keeps in a ``SQLiteFile`` of its own: what every such store says of its file,
/// and how it opens it, written once here. A store declares its file's ``SQLiteFile/Format`` and
/// keeps the file it is given; opening it in a directory, safely, is this protocol's.
///
/// ```swift
/// public final class SessionLog: SQLiteStore {
///   public static let format = SQLiteFile.Format(
///     fileName: "meditation.sqlite", applicationID: 0x4D56_4D44,
///     schema: "CREATE TABLE IF NOT EXISTS sessions (ended REAL NOT NULL, seconds INTEGER NOT NULL)",
///     described: .init(name: "meditation log", withoutIt: "sessions are not recorded"))
///   public let file: SQLiteFile
///   public init(file: SQLiteFile) { self.file = file }
///   …
/// }
/// let log = try SessionLog(directory: directory)
/// SessionLog.exists(in: directory)   // whether there is a log to read
/// log.notice                         // "The meditation log … was moved to …"
/// ```
public protocol SQLiteStore: Sendable {
  /// What makes a file the store's: its name, its mark, its tables, and the words its messages
  /// use.
  static var format: SQLiteFile.Format { get }
  /// The file the store is kept in.
  var file: SQLiteFile { get }
  /// The store kept in `file`, a file opened in the store's ``format`` (as
  /// ``init(directory:busyTimeout:lookingOnly:)`` opens it).
  init(file: SQLiteFile)
}

extension SQLiteStore {
  /// The file's name inside its directory.
  public static var fileName: String { format.fileName }
  /// Where the store lives.
  public var fileURL: URL { file.fileURL }
  /// Whether the store is read but never updated: its file or directory is read-only.
  public var isReadOnly: Bool { file.isReadOnly }
  /// A sentence for the user, to show once: the file was rebuilt, or cannot be updated.
  public var notice: String? { file.notice }
  /// The file's database, for the store's own reads and writes.
  public var database: DatabaseQueue { file.database }

  /// The store in `directory` (made if needed), its file opened as ``SQLiteFile`` opens one:
  /// shared safely by processes, moved aside only when unreadable or foreign, read-only when it
  /// must be.
  ///
  /// - Parameters:
  ///   - directory: Where the file lives.
  ///   - busyTimeout: How long to wait for another process that holds the file locked.
  ///   - lookingOnly: Reads the file as it is, read-only, and never makes, changes or moves it:
  ///     for a run that only looks.
  /// - Throws: ``StoreError`` when there can be no file there; the app then runs without it and
  ///   shows the error's message.
  public init(directory: URL, busyTimeout: TimeInterval = 10, lookingOnly: Bool = false)
    throws(StoreError)
  {
    self.init(
      file: try SQLiteFile(
        in: directory, format: Self.format, busyTimeout: busyTimeout, lookingOnly: lookingOnly))
  }

  /// Whether there is a file of the store in `directory` to read.
  public static func exists(in directory: URL) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(fileName).path)
  }
}
