import Foundation
import GRDB
public import MVVMKitStorage

/// The meditation sessions, kept in SQLite in the user's data directory, with the rates cache's
/// safety (``SQLiteFile``): shared by concurrent processes, a file moved aside only when it really
/// is corrupt or foreign, read-only when it must be.
public final class SessionLog: SQLiteStore {
  /// The log's file: `meditation.sqlite`, marked "MVMD" (`PRAGMA application_id`).
  public static let format = SQLiteFile.Format(
    fileName: "meditation.sqlite", applicationID: 0x4D56_4D44,
    schema: "CREATE TABLE IF NOT EXISTS sessions (ended REAL NOT NULL, seconds INTEGER NOT NULL)",
    described: .init(name: "meditation log", withoutIt: "sessions are not recorded"))

  /// The file the store is kept in.
  public let file: SQLiteFile

  /// The log kept in `file`; ``SQLiteStore/init(directory:busyTimeout:lookingOnly:)`` opens it.
  public init(file: SQLiteFile) {
    self.file = file
  }

  /// Records `session` in one transaction, unless it is too short to count or the log is
  /// read-only (``notice`` says why).
  ///
  /// - Returns: Whether it was recorded.
  @discardableResult
  public func record(_ session: MeditationSession) throws(StoreError) -> Bool {
    guard session.isWorthRecording, !isReadOnly else { return false }
    do {
      try database.write { db in
        try db.execute(
          sql: "INSERT INTO sessions (ended, seconds) VALUES (?, ?)",
          arguments: [session.ended.timeIntervalSince1970, session.seconds])
      }
    } catch {
      throw StoreError("The session could not be recorded (\(SQLiteFile.reason(error))).")
    }
    return true
  }

  /// Every session recorded, oldest first.
  public func sessions() throws(StoreError) -> [MeditationSession] {
    do {
      return try database.read { db in
        try Row.fetchAll(db, sql: "SELECT ended, seconds FROM sessions ORDER BY ended").map { row in
          MeditationSession(
            ended: Date(timeIntervalSince1970: row["ended"]), seconds: row["seconds"])
        }
      }
    } catch {
      throw StoreError("The recorded sessions could not be read (\(SQLiteFile.reason(error))).")
    }
  }
}
