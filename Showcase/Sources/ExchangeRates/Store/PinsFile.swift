import GRDB
public import MVVMKitStorage

/// The currencies the user pinned to the top of the rates list, kept in SQLite in the user's data
/// directory with the safety of every store of the apps (``SQLiteFile``): shared by concurrent
/// processes, a file moved aside only when it really is corrupt or foreign, read-only when it
/// must be.
///
/// Earlier versions kept the pins in the offline cache; ``takePins(of:)`` moves them here.
public final class PinsFile: SQLiteStore {
  /// The pins' file: `pinned-currencies.sqlite`, marked "MVPC" (`PRAGMA application_id`).
  public static let format = SQLiteFile.Format(
    fileName: "pinned-currencies.sqlite", applicationID: 0x4D56_5043,
    schema: "CREATE TABLE IF NOT EXISTS pins (code TEXT PRIMARY KEY)",
    described: .init(name: "pinned currencies", withoutIt: "pins last until the app quits"))

  /// The file the store is kept in.
  public let file: SQLiteFile

  /// The pins kept in `file`; ``SQLiteStore/init(directory:busyTimeout:lookingOnly:)`` opens it.
  public init(file: SQLiteFile) {
    self.file = file
  }

  /// The pinned currencies, in the order they were pinned.
  public func pinnedCurrencies() throws(CacheError) -> [String] {
    do {
      return try database.read { db in
        try String.fetchAll(db, sql: "SELECT code FROM pins ORDER BY rowid")
      }
    } catch {
      throw CacheError("The pinned currencies could not be read (\(SQLiteFile.reason(error))).")
    }
  }

  /// Pins `code` after those pinned before (one pinned already keeps its place), or unpins it, in
  /// one transaction; nothing on a read-only file (``notice`` says why).
  public func setPinned(_ code: String, _ isPinned: Bool) throws(CacheError) {
    try write { db in
      try db.execute(
        sql: isPinned
          ? "INSERT OR IGNORE INTO pins (code) VALUES (?)" : "DELETE FROM pins WHERE code = ?",
        arguments: [code])
    }
  }

  /// Adds the pins an earlier version kept in `cache`, after those here and in their order, in
  /// one transaction. The app calls it once, when it has just made this file: pins unpinned
  /// since are not brought back.
  public func takePins(of cache: RatesCache) throws(CacheError) {
    let codes = try cache.pinnedCurrencies()
    guard !codes.isEmpty else { return }
    try write { db in
      for code in codes {
        try db.execute(sql: "INSERT OR IGNORE INTO pins (code) VALUES (?)", arguments: [code])
      }
    }
  }

  private func write(_ body: (Database) throws -> Void) throws(CacheError) {
    guard !isReadOnly else { return }
    do {
      try database.write(body)
    } catch {
      throw CacheError("The pinned currencies could not be saved (\(SQLiteFile.reason(error))).")
    }
  }
}
