public import Foundation
import GRDB
public import MVVMKitStorage

/// The favourite drinks, kept in SQLite in the user's data directory with the safety of every
/// store of the apps (``SQLiteFile``): shared by concurrent processes, a file moved aside only
/// when it really is corrupt or foreign, read-only when it must be.
///
/// Each favourite is kept whole, in TheCocktailDB's JSON shape, so the list and a favourite's
/// recipe show offline too.
public final class FavouritesFile: FavouriteStore, SQLiteStore {
  /// The favourites' file: `cocktails.sqlite`, marked "MVCK" (`PRAGMA application_id`), each
  /// favourite kept whole.
  public static let format = SQLiteFile.Format(
    fileName: "cocktails.sqlite", applicationID: 0x4D56_434B,
    schema: """
      CREATE TABLE IF NOT EXISTS favourites (
        id TEXT PRIMARY KEY NOT NULL, kept REAL NOT NULL, record BLOB NOT NULL)
      """,
    described: .init(name: "favourites file", withoutIt: "favourites are kept for this run only"))

  /// The file the store is kept in.
  public let file: SQLiteFile

  /// The favourites kept in `file`; ``SQLiteStore/init(directory:busyTimeout:lookingOnly:)`` opens
  /// it.
  public init(file: SQLiteFile) {
    self.file = file
  }

  /// The favourites, the most recently kept first. A record that cannot be read (written by a
  /// later version, say) is left in the file and out of the list.
  public func favourites() throws(StoreError) -> [Drink] {
    let records: [Data]
    do {
      records = try database.read { db in
        try Data.fetchAll(db, sql: "SELECT record FROM favourites ORDER BY kept DESC, id")
      }
    } catch {
      throw StoreError("The favourites could not be read (\(SQLiteFile.reason(error))).")
    }
    let decoder = JSONDecoder()
    return records.compactMap { record in
      do {
        return try decoder.decode(Drink.self, from: record)
      } catch {
        return nil  // not this version's record: kept in the file, not shown
      }
    }
  }

  /// Keeps `drink` at `date`, in one transaction; a favourite kept already keeps its place.
  public func keep(_ drink: Drink, at date: Date) throws(StoreError) {
    guard !isReadOnly else { throw StoreError(notice ?? "The favourites cannot be updated.") }
    do {
      let record = try JSONEncoder().encode(drink)
      try database.write { db in
        try db.execute(
          sql: """
            INSERT INTO favourites (id, kept, record) VALUES (?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET record = excluded.record
            """,
          arguments: [drink.id, date.timeIntervalSince1970, record])
      }
    } catch {
      throw StoreError("\(drink.name) could not be kept (\(SQLiteFile.reason(error))).")
    }
  }

  /// Forgets the favourite `id`, in one transaction.
  public func forget(id: String) throws(StoreError) {
    guard !isReadOnly else { throw StoreError(notice ?? "The favourites cannot be updated.") }
    do {
      try database.write { db in
        try db.execute(sql: "DELETE FROM favourites WHERE id = ?", arguments: [id])
      }
    } catch {
      throw StoreError("The favourite could not be removed (\(SQLiteFile.reason(error))).")
    }
  }
}
