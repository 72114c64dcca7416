public import Foundation
import GRDB
public import MVVMKitStorage

/// The last rates, currency names and histories fetched, kept in SQLite (through GRDB) for the
/// next launch offline.
///
/// Any number of processes share one cache file: every write is one immediate transaction and a
/// connection that finds the file locked waits for it (``defaultBusyTimeout``), so concurrent launches
/// take turns instead of failing. A crash mid-write leaves the previous cache as it was.
///
/// A file is moved aside and a new cache made only when SQLite says it is not a database or is
/// corrupt, or when it is another program's database (a foreign `application_id`); ``notice``
/// says so, once. Every other problem (a locked file, a permission, a full disk) is thrown as a
/// ``CacheError`` saying what it is, and the file is left alone. A cache that can be read but not
/// written (a read-only file or directory) is opened read-only: it is read, and not updated.
///
/// The journal is SQLite's rollback journal rather than WAL, because a WAL database cannot be read
/// from a read-only directory (SQLite must create its `-shm` file beside it).
public final class RatesCache: SQLiteStore {
  /// The cache's file: `exchange-rates.sqlite`, marked "MVVR" (`PRAGMA application_id`).
  public static let format = SQLiteFile.Format(
    fileName: "exchange-rates.sqlite", applicationID: 0x4D56_5652,
    schema: """
      CREATE TABLE IF NOT EXISTS rates (base TEXT PRIMARY KEY, date TEXT NOT NULL, rates TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS history (
        base TEXT NOT NULL, target TEXT NOT NULL, date TEXT NOT NULL, rate TEXT NOT NULL,
        PRIMARY KEY (base, target, date));
      CREATE TABLE IF NOT EXISTS currencies (code TEXT PRIMARY KEY, name TEXT NOT NULL);
      """,
    described: .init(
      name: "rates cache", directoryKind: "cache directory",
      withoutIt: "rates are not kept for offline use"))
  /// How long a connection waits, by default, for another process to finish with the file.
  public static let defaultBusyTimeout: TimeInterval = 10

  /// The file the store is kept in.
  public let file: SQLiteFile

  /// The cache kept in `file`; ``SQLiteStore/init(directory:busyTimeout:lookingOnly:)`` opens it
  /// (throwing a ``CacheError`` when there can be no cache there: the directory cannot be made or
  /// is a file, the file is locked, unreadable or read-only and unusable; the app then runs
  /// without a cache and shows the error's message).
  public init(file: SQLiteFile) {
    self.file = file
  }

  // MARK: Rates

  /// Stores `rates` as the latest for their base, replacing what was there; nothing on a
  /// read-only cache.
  ///
  /// - Throws: ``CacheError`` when the write fails; the previous rates are then kept.
  public func store(_ rates: ExchangeRates) throws(CacheError) {
    try write("The rates could not be saved for offline use") { db in try Self.write(rates, in: db)
    }
  }

  /// Writes `rates` inside the caller's transaction.
  static func write(_ rates: ExchangeRates, in db: Database) throws {
    let text = String(
      decoding: try JSONEncoder().encode(rates.rates.mapValues(\.description)), as: UTF8.self)
    try db.execute(
      sql: "INSERT OR REPLACE INTO rates (base, date, rates) VALUES (?, ?, ?)",
      arguments: [rates.base, rates.date, text])
  }

  /// The rates last stored for `base`, if any.
  ///
  /// - Throws: ``CacheError`` when the cache cannot be read.
  public func rates(base: String) throws(CacheError) -> ExchangeRates? {
    try read("The cached rates could not be read") { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT date, rates FROM rates WHERE base = ?", arguments: [base])
      else { return nil }
      let text: String = row["rates"]
      let strings = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
      let rates = strings.compactMapValues {
        Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))
      }
      return ExchangeRates(base: base, date: row["date"], rates: rates)
    }
  }

  // MARK: Currency names

  /// Stores the currency names, replacing those stored before; nothing on a read-only cache.
  ///
  /// - Throws: ``CacheError`` when the write fails; the previous names are then kept.
  public func store(currencyNames names: [String: String]) throws(CacheError) {
    try write("The currency names could not be saved for offline use") { db in
      try db.execute(sql: "DELETE FROM currencies")
      for (code, name) in names {
        try db.execute(
          sql: "INSERT INTO currencies (code, name) VALUES (?, ?)", arguments: [code, name])
      }
    }
  }

  /// The currency names stored last, by code; `nil` when none are stored.
  ///
  /// - Throws: ``CacheError`` when the cache cannot be read.
  public func currencyNames() throws(CacheError) -> [String: String]? {
    try read("The cached currency names could not be read") { db in
      // A read-only cache made by an older version has no names: that is "none stored".
      guard try db.tableExists("currencies") else { return nil }
      let rows = try Row.fetchAll(db, sql: "SELECT code, name FROM currencies")
      let names = Dictionary(
        rows.map { ($0["code"] as String, $0["name"] as String) }, uniquingKeysWith: { $1 })
      return names.isEmpty ? nil : names
    }
  }

  // MARK: Pinned currencies

  /// The currencies an earlier version pinned here, in the order they were pinned, for
  /// ``PinsFile/takePins(of:)``: the pins are the user's, and are kept in their data directory
  /// now, not in a cache.
  ///
  /// - Throws: ``CacheError`` when the cache cannot be read.
  func pinnedCurrencies() throws(CacheError) -> [String] {
    try read("The pinned currencies could not be read") { db in
      guard try db.tableExists("pins") else { return [] }
      return try String.fetchAll(db, sql: "SELECT code FROM pins ORDER BY rowid")
    }
  }

  // MARK: History

  /// Stores the points of `history`, adding to what is there; nothing on a read-only cache.
  ///
  /// - Throws: ``CacheError`` when the write fails; the points stored before are then kept.
  public func store(_ history: RateHistory) throws(CacheError) {
    try write("The history could not be saved for offline use") { db in
      for point in history.points {
        try db.execute(
          sql: "INSERT OR REPLACE INTO history (base, target, date, rate) VALUES (?, ?, ?, ?)",
          arguments: [history.base, history.target, point.date, point.rate.description])
      }
    }
  }

  /// The stored history of `target` against `base` from `start` to `end`; `nil` when none is stored.
  ///
  /// - Throws: ``CacheError`` when the cache cannot be read.
  public func history(base: String, target: String, from start: String, to end: String)
    throws(CacheError) -> RateHistory?
  {
    try read("The cached history could not be read") { db in
      let rows = try Row.fetchAll(
        db,
        sql:
          "SELECT date, rate FROM history WHERE base = ? AND target = ? AND date BETWEEN ? AND ? ORDER BY date",
        arguments: [base, target, start, end])
      let points = rows.compactMap { row -> RateHistory.Point? in
        let rate: String = row["rate"]
        return Decimal(string: rate, locale: Locale(identifier: "en_US_POSIX")).map {
          RateHistory.Point(date: row["date"], rate: $0)
        }
      }
      return points.isEmpty ? nil : RateHistory(base: base, target: target, points: points)
    }
  }

  /// Runs `body` in one write transaction (for tests of atomicity).
  func write(_ body: (Database) throws -> Void) throws {
    try database.write(body)
  }

  // MARK: Access

  private func write(_ what: String, _ body: (Database) throws -> Void) throws(CacheError) {
    guard !isReadOnly else { return }
    do {
      try database.write(body)
    } catch {
      throw CacheError("\(what) (\(SQLiteFile.reason(error))).")
    }
  }

  private func read<T>(_ what: String, _ body: (Database) throws -> T) throws(CacheError) -> T {
    do {
      return try database.read(body)
    } catch {
      throw CacheError("\(what) (\(SQLiteFile.reason(error))).")
    }
  }
}
