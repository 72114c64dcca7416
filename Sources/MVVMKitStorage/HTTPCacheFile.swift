public import Foundation
import GRDB
public import MVVMKitNetworking

/// A `CachingHTTPClient`'s answers kept in an SQLite file (`http-cache.sqlite`, usually in the
/// app's cache directory), shared safely by the processes of the app, within a byte budget: past
/// it, the answers used least recently are let go.
///
/// ```swift
/// let cache = try HTTPCacheFile(directory: UserDirectory.cache.url(app: "Gallery"))
/// let client = CachingHTTPClient(wrapping: URLSessionHTTPClient(), store: cache)
/// ```
///
/// The file is opened as every ``SQLiteStore`` is: a corrupt or foreign file is moved aside and a
/// new one made (``SQLiteStore/notice`` says so, once), a read-only one is read and not updated,
/// and two processes take turns. Keeping an answer and letting older ones go is one transaction.
public final class HTTPCacheFile: SQLiteStore, HTTPCacheStore {
  /// The file: `http-cache.sqlite`, marked "MVHC" (`PRAGMA application_id`).
  public static let format = SQLiteFile.Format(
    fileName: "http-cache.sqlite", applicationID: 0x4D56_4843,
    schema: """
      CREATE TABLE IF NOT EXISTS answers (
        key TEXT PRIMARY KEY, status INTEGER NOT NULL, headers TEXT NOT NULL, body BLOB NOT NULL,
        storedAt REAL NOT NULL, usedAt REAL NOT NULL, size INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS answersByUseAndSize ON answers (usedAt, key, size);
      DROP INDEX IF EXISTS answersByUse;
      """,
    described: .init(
      name: "HTTP cache", directoryKind: "cache directory",
      withoutIt: "answers are not kept for offline use"))

  /// The budget when none is given: 200 MB, room for a few hundred photos and recordings.
  public static let defaultBudget = 200_000_000

  /// The file the answers are kept in.
  public let file: SQLiteFile
  /// How many bytes of answers (bodies and headers) the file keeps at most.
  public let budget: Int
  private let now: @Sendable () -> Date

  /// The cache kept in `file`, with the default budget.
  public convenience init(file: SQLiteFile) {
    self.init(file: file, budget: Self.defaultBudget)
  }

  /// The cache kept in `file`, keeping at most `budget` bytes.
  ///
  /// - Parameters:
  ///   - file: The file, opened in ``format``.
  ///   - budget: The most bytes of answers kept.
  ///   - now: The time an answer is used at, for choosing which to let go.
  public init(
    file: SQLiteFile, budget: Int, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.file = file
    self.budget = budget
    self.now = now
  }

  /// The answer kept for `key`, marked used now (unless the file is read-only).
  public func response(for key: String) throws -> CachedResponse? {
    let usedAt = now().timeIntervalSince1970
    func read(_ database: Database, marking: Bool) throws -> CachedResponse? {
      guard
        let row = try Row.fetchOne(
          database, sql: "SELECT status, headers, body, storedAt FROM answers WHERE key = ?",
          arguments: [key])
      else { return nil }
      if marking {
        try database.execute(
          sql: "UPDATE answers SET usedAt = ? WHERE key = ?", arguments: [usedAt, key])
      }
      let headers = try JSONDecoder().decode(
        [String: String].self, from: Data((row["headers"] as String).utf8))
      return CachedResponse(
        response: HTTPResponse(statusCode: row["status"], headers: headers, body: row["body"]),
        storedAt: Date(timeIntervalSince1970: row["storedAt"]))
    }
    if isReadOnly { return try database.read { try read($0, marking: false) } }
    return try database.write { try read($0, marking: true) }
  }

  /// Keeps `response` for `key`, then lets the least recently used answers go until the file is
  /// within its budget; an answer larger than the whole budget is not kept. Nothing on a
  /// read-only file.
  ///
  /// The sizes and the order of use are read from an index (`answersByUseAndSize`), not from the
  /// answers, whose bodies SQLite would read whole to reach the columns after them: keeping an
  /// answer reads the index, not every answer kept.
  public func keep(_ response: CachedResponse, for key: String) throws {
    guard !isReadOnly else { return }
    let headers = String(
      decoding: try JSONEncoder().encode(response.response.headers), as: UTF8.self)
    let size = response.response.body.count + headers.utf8.count + key.utf8.count
    guard size <= budget else { return }
    let usedAt = now().timeIntervalSince1970
    try database.write { database in
      try database.execute(
        sql: """
          INSERT OR REPLACE INTO answers (key, status, headers, body, storedAt, usedAt, size)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          key, response.response.statusCode, headers, response.response.body,
          response.storedAt.timeIntervalSince1970, usedAt, size,
        ])
      var total = try Int.fetchOne(database, sql: "SELECT COALESCE(SUM(size), 0) FROM answers") ?? 0
      let oldest = try Row.fetchAll(
        database, sql: "SELECT key, size FROM answers WHERE key != ? ORDER BY usedAt, key",
        arguments: [key])
      for row in oldest where total > budget {
        try database.execute(sql: "DELETE FROM answers WHERE key = ?", arguments: [row["key"]])
        total -= row["size"] as Int
      }
    }
  }

  /// How many bytes of answers the file keeps now.
  public func keptBytes() throws -> Int {
    try database.read {
      try Int.fetchOne($0, sql: "SELECT COALESCE(SUM(size), 0) FROM answers") ?? 0
    }
  }

  /// The keys of the answers kept, the least recently used first.
  public func keys() throws -> [String] {
    try database.read {
      try String.fetchAll($0, sql: "SELECT key FROM answers ORDER BY usedAt, key")
    }
  }
}
