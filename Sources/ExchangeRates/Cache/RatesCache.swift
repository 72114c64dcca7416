public import Foundation
import GRDB

/// The last rates and histories fetched, kept in SQLite (through GRDB) for the next launch offline.
///
/// Every write is one transaction: a crash mid-write leaves the previous cache as it was. A file
/// that is not a readable cache of ours (corrupt, or another program's database) is moved aside
/// and a new cache is made; ``recoveryNote`` says so, once, for the app to show.
public final class RatesCache: Sendable {
  /// The cache file's name inside its directory.
  public static let fileName = "exchange-rates.sqlite"
  /// Marks a database as ours (`PRAGMA application_id`): "MVVR".
  static let applicationID: Int32 = 0x4D56_5652

  private let database: DatabaseQueue
  /// Where the cache lives.
  public let fileURL: URL
  /// Set when the cache file was unreadable and was rebuilt: a sentence for the user.
  public let recoveryNote: String?

  /// The cache in `directory` (created if needed), rebuilt if the file there is unreadable.
  ///
  /// - Throws: `CacheError` when no cache can be made there at all (a read-only directory).
  public init(directory: URL) throws(CacheError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CacheError(message: "The cache directory \(directory.path) cannot be created (\(error.localizedDescription)).")
    }
    fileURL = directory.appendingPathComponent(Self.fileName)
    if let database = try? Self.open(fileURL) {
      self.database = database
      recoveryNote = nil
      return
    }
    let aside = directory.appendingPathComponent("\(Self.fileName).unreadable-\(Int(Date().timeIntervalSince1970))")
    do {
      try FileManager.default.moveItem(at: fileURL, to: aside)
      database = try Self.open(fileURL)
    } catch {
      throw CacheError(message: "The cache at \(fileURL.path) is unreadable and cannot be replaced (\(error)).")
    }
    recoveryNote = "The rates cache was unreadable; it was moved to \(aside.lastPathComponent) and rebuilt."
  }

  /// The user's cache directory for MVVMKit apps: `$XDG_CACHE_HOME/mvvmkit`, else `~/.cache/mvvmkit`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("mvvmkit")
    }
    let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".cache").appendingPathComponent("mvvmkit")
  }

  private static func open(_ url: URL) throws -> DatabaseQueue {
    let database = try DatabaseQueue(path: url.path)
    try database.write { db in
      let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
      guard id == applicationID || (id == 0 && tables == 0) else {
        throw CacheError(message: "not a rates cache")
      }
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      try db.execute(sql: """
        CREATE TABLE IF NOT EXISTS rates (base TEXT PRIMARY KEY, date TEXT NOT NULL, rates TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS history (
          base TEXT NOT NULL, target TEXT NOT NULL, date TEXT NOT NULL, rate TEXT NOT NULL,
          PRIMARY KEY (base, target, date));
        """)
      _ = try Row.fetchAll(db, sql: "SELECT base, date, rates FROM rates LIMIT 1")
    }
    return database
  }

  // MARK: Rates

  /// Stores `rates` as the latest for their base, replacing what was there.
  public func store(_ rates: ExchangeRates) throws {
    try database.write { db in try Self.write(rates, in: db) }
  }

  /// Writes `rates` inside the caller's transaction.
  static func write(_ rates: ExchangeRates, in db: Database) throws {
    let text = String(decoding: try JSONEncoder().encode(rates.rates.mapValues(\.description)), as: UTF8.self)
    try db.execute(
      sql: "INSERT OR REPLACE INTO rates (base, date, rates) VALUES (?, ?, ?)",
      arguments: [rates.base, rates.date, text])
  }

  /// The rates last stored for `base`, if any.
  public func rates(base: String) throws -> ExchangeRates? {
    try database.read { db in
      guard let row = try Row.fetchOne(db, sql: "SELECT date, rates FROM rates WHERE base = ?", arguments: [base])
      else { return nil }
      let text: String = row["rates"]
      let strings = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
      let rates = strings.compactMapValues { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
      return ExchangeRates(base: base, date: row["date"], rates: rates)
    }
  }

  // MARK: History

  /// Stores the points of `history`, adding to what is there.
  public func store(_ history: RateHistory) throws {
    try database.write { db in
      for point in history.points {
        try db.execute(
          sql: "INSERT OR REPLACE INTO history (base, target, date, rate) VALUES (?, ?, ?, ?)",
          arguments: [history.base, history.target, point.date, point.rate.description])
      }
    }
  }

  /// The stored history of `target` against `base` from `start` to `end`; `nil` when none is stored.
  public func history(base: String, target: String, from start: String, to end: String) throws -> RateHistory? {
    try database.read { db in
      let rows = try Row.fetchAll(
        db,
        sql: "SELECT date, rate FROM history WHERE base = ? AND target = ? AND date BETWEEN ? AND ? ORDER BY date",
        arguments: [base, target, start, end])
      let points = rows.compactMap { row -> RateHistory.Point? in
        let rate: String = row["rate"]
        return Decimal(string: rate, locale: Locale(identifier: "en_US_POSIX")).map { RateHistory.Point(date: row["date"], rate: $0) }
      }
      return points.isEmpty ? nil : RateHistory(base: base, target: target, points: points)
    }
  }

  /// Runs `body` in one write transaction (for tests of atomicity).
  func write(_ body: (Database) throws -> Void) throws {
    try database.write(body)
  }
}

/// The cache cannot be used; the message says why.
public struct CacheError: Error, LocalizedError, Sendable {
  /// A sentence for the user.
  public let message: String
  public var errorDescription: String? { message }
}
