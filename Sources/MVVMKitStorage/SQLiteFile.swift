public import Foundation
public import GRDB

/// An app's own SQLite file (through GRDB), opened so that nothing is lost:
///
/// - any number of processes share it: writes are immediate transactions and a connection that
///   finds the file locked waits for it (`busyTimeout`), so concurrent launches take turns;
/// - a file is moved aside (under a name no other recovery takes) and a new one made only when
///   SQLite says it is not a database or is corrupt, or it is another program's database (a
///   foreign `application_id`); ``notice`` says so, once. Every other problem (a locked file, a
///   permission) is thrown as a ``StoreError`` saying what it is, and the file is left alone;
/// - a file that can be read but not written (a read-only file or directory, a full disk) is
///   opened read-only, and ``notice`` says it is not updated.
///
/// The journal is SQLite's rollback journal rather than WAL, because a WAL database cannot be read
/// from a read-only directory (SQLite must create its `-shm` file beside it).
///
/// ```swift
/// let file = try SQLiteFile(
///   in: directory, named: "sessions.sqlite", applicationID: 0x4D56_4D44,
///   schema: "CREATE TABLE IF NOT EXISTS sessions (ended REAL NOT NULL, seconds INTEGER NOT NULL)",
///   described: .init(name: "meditation log", withoutIt: "sessions are not recorded"))
/// ```
public struct SQLiteFile: Sendable {
  /// What the file is, in the words its messages use.
  public struct Description: Hashable, Sendable {
    /// The file's name for users: "rates cache".
    public var name: String
    /// Its directory's name for users: "cache directory".
    public var directoryKind: String
    /// What the app does without it: "rates are not kept for offline use".
    public var withoutIt: String

    /// A description in these words; the file kept in the user's data directory unless
    /// `directoryKind` says otherwise ("cache directory").
    public init(name: String, directoryKind: String = "data directory", withoutIt: String) {
      (self.name, self.directoryKind, self.withoutIt) = (name, directoryKind, withoutIt)
    }
  }

  /// What makes a file an app's own: its name, its mark (`PRAGMA application_id`), its tables,
  /// and the words its messages use.
  public struct Format: Sendable {
    /// The file's name inside its directory.
    public var fileName: String
    /// Marks the database as the app's (`PRAGMA application_id`).
    public var applicationID: Int32
    /// SQL that makes the tables if they are missing (`CREATE TABLE IF NOT EXISTS`).
    public var schema: String
    /// The words the messages use.
    public var description: Description

    /// A format: the file `fileName`, marked `applicationID`, with the tables `schema` makes,
    /// `described` so in messages.
    public init(fileName: String, applicationID: Int32, schema: String, described: Description) {
      self.fileName = fileName
      self.applicationID = applicationID
      self.schema = schema
      self.description = described
    }
  }

  /// The database.
  public let database: DatabaseQueue
  /// Where the file is.
  public let fileURL: URL
  /// Whether the file is read but never written: it or its directory is read-only.
  public let isReadOnly: Bool
  /// A sentence for the user, to show once: the file was rebuilt, or cannot be updated.
  public let notice: String?

  /// Opens (or makes) the file of `format` in `directory`, as
  /// ``init(in:named:applicationID:schema:described:busyTimeout:lookingOnly:)`` does.
  public init(
    in directory: URL, format: Format, busyTimeout: TimeInterval, lookingOnly: Bool = false
  ) throws(StoreError) {
    try self.init(
      in: directory, named: format.fileName, applicationID: format.applicationID,
      schema: format.schema, described: format.description, busyTimeout: busyTimeout,
      lookingOnly: lookingOnly)
  }

  /// Opens (or makes) the file `name` in `directory` (made if needed).
  ///
  /// With `lookingOnly`, the file is opened read-only and nothing is made, changed or moved, not
  /// even a corrupt or foreign file: for a run that only looks (a `--once` frame), which must leave
  /// the user's file as it found it. A file that cannot be read is then an error, left in place.
  ///
  /// - Parameters:
  ///   - directory: Where the file lives.
  ///   - name: The file's name.
  ///   - applicationID: Marks the database as the app's (`PRAGMA application_id`).
  ///   - schema: SQL that makes the tables if they are missing (`CREATE TABLE IF NOT EXISTS`), run
  ///     in the same transaction as the ownership check.
  ///   - description: The words the messages use.
  ///   - busyTimeout: How long to wait for another process that holds the file locked.
  ///   - lookingOnly: Opens an existing file read-only, and never makes, changes or moves one.
  /// - Throws: ``StoreError`` when there can be no file there: the directory cannot be made or is
  ///   a file, the file is locked, or is unreadable and read-only (or, looking only, missing or
  ///   unreadable). The app then runs without it and shows the error's message.
  public init(
    in directory: URL, named name: String, applicationID: Int32, schema: String,
    described description: Description, busyTimeout: TimeInterval, lookingOnly: Bool = false
  ) throws(StoreError) {
    let files = FileManager.default
    let without = description.withoutIt
    if lookingOnly {
      fileURL = directory.appendingPathComponent(name)
      let opener = Opener(
        url: fileURL, applicationID: applicationID, schema: schema, busyTimeout: busyTimeout)
      guard files.fileExists(atPath: fileURL.path) else {
        throw StoreError("There is no \(description.name) at \(fileURL.path) yet.")
      }
      do {
        database = try opener.open(readOnly: true)
      } catch is Opener.ForeignDatabase {
        throw StoreError(
          "The \(description.name) at \(fileURL.path) is another program's database; it was left as it is."
        )
      } catch {
        throw StoreError(
          "The \(description.name) at \(fileURL.path) cannot be read (\(Self.reason(error))); it was left as it is."
        )
      }
      isReadOnly = true
      notice = nil
      return
    }
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw StoreError(
          "The \(description.directoryKind) \(directory.path) is a file, so \(without).")
      }
    } else {
      do {
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw StoreError(
          "The \(description.directoryKind) \(directory.path) cannot be created (\(Self.reason(error))), so \(without)."
        )
      }
    }
    let fileURL = directory.appendingPathComponent(name)
    self.fileURL = fileURL
    let opener = Opener(
      url: fileURL, applicationID: applicationID, schema: schema, busyTimeout: busyTimeout)
    let exists = files.fileExists(atPath: fileURL.path)
    let writable =
      files.isWritableFile(atPath: directory.path)
      && (!exists || files.isWritableFile(atPath: fileURL.path))
    guard writable else {
      guard exists else {
        throw StoreError(
          "The \(description.directoryKind) \(directory.path) is read-only, so \(without).")
      }
      do {
        database = try opener.open(readOnly: true)
      } catch {
        throw StoreError(
          "The read-only \(description.name) at \(fileURL.path) cannot be read (\(Self.reason(error)))."
        )
      }
      isReadOnly = true
      notice =
        "The \(description.name) at \(fileURL.path) is read-only: it is read, but not updated."
      return
    }
    let cannotBeUsed = { (error: any Error) in
      StoreError(
        "The \(description.name) at \(fileURL.path) cannot be used (\(Self.reason(error))); it was left as it is."
      )
    }
    let identity = Self.identity(of: fileURL)
    do {
      database = try opener.open()
      isReadOnly = false
      notice = nil
      return
    } catch let error as DatabaseError where Self.isUnreadable(error) {
      // Not a database, or a corrupt one: moved aside below.
    } catch is Opener.ForeignDatabase {
      // Another program's database: moved aside below, never written to.
    } catch let error as DatabaseError where exists && Self.cannotWrite(error) {
      // A full disk (or one that refuses writes): what the file holds is read, as from a
      // read-only file, and nothing is lost.
      do {
        database = try opener.open(readOnly: true)
      } catch {
        throw cannotBeUsed(error)
      }
      isReadOnly = true
      let why = error.resultCode == .SQLITE_FULL ? "disk full" : Self.reason(error)
      notice =
        "The \(description.name) at \(fileURL.path) cannot be updated: \(why). It is read, but not updated."
      return
    } catch {
      throw cannotBeUsed(error)
    }
    isReadOnly = false
    guard Self.identity(of: fileURL) == identity else {
      // Another process replaced the unreadable file meanwhile: use its new file.
      do {
        database = try opener.open()
      } catch {
        throw cannotBeUsed(error)
      }
      notice = nil
      return
    }
    let aside = try Self.moveAside(fileURL, name: name, description: description)
    do {
      database = try opener.open()
    } catch {
      throw StoreError(
        "A new \(description.name) cannot be made at \(fileURL.path) (\(Self.reason(error))).")
    }
    notice =
      "The \(description.name) was unreadable; it was moved to \(aside.lastPathComponent) and rebuilt."
  }

  /// What went wrong, in a few words: SQLite's own message for a database error.
  public static func reason(_ error: any Error) -> String {
    if error is Opener.ForeignDatabase {
      return "it is another program's database, and cannot be moved aside to make a new one"
    }
    if let error = error as? DatabaseError {
      return "SQLite: \(error.message ?? "error \(error.resultCode.rawValue)")"
    }
    return error.localizedDescription
  }

  /// Opens the file, checking it is the app's; read-write, it also makes the missing tables, all
  /// in one immediate transaction.
  struct Opener {
    /// The file is a database of another program's.
    struct ForeignDatabase: Error {}

    let url: URL
    let applicationID: Int32
    let schema: String
    let busyTimeout: TimeInterval

    func open(readOnly: Bool = false) throws -> DatabaseQueue {
      var configuration = Configuration()
      configuration.readonly = readOnly
      configuration.busyMode = .timeout(busyTimeout)
      let database = try DatabaseQueue(path: url.path, configuration: configuration)
      let check = { (db: Database) throws in
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard id == applicationID || (id == 0 && tables == 0) else { throw ForeignDatabase() }
        if !readOnly {
          try db.execute(sql: "PRAGMA application_id = \(applicationID)")
          try db.execute(sql: schema)
        }
      }
      if readOnly { try database.read(check) } else { try database.write(check) }
      return database
    }
  }

  /// Whether SQLite says it could not write the file though it may read it: the disk is full,
  /// the file system refused the write, or became read-only.
  private static func cannotWrite(_ error: DatabaseError) -> Bool {
    [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY].contains(error.resultCode)
  }

  /// Whether SQLite says the file is not a database, or a corrupt one: the only errors for which
  /// a file is replaced.
  private static func isUnreadable(_ error: DatabaseError) -> Bool {
    error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }

  /// The file's inode number, to tell whether another process replaced it.
  private static func identity(of url: URL) -> Int? {
    do {
      return
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?
        .intValue
    } catch {
      return nil  // no file yet: it has no identity to compare
    }
  }

  /// Moves the unreadable `url` to a name no other recovery can take, and returns that name.
  private static func moveAside(_ url: URL, name: String, description: Description)
    throws(StoreError) -> URL
  {
    let stamp = ISO8601DateFormatter.string(
      from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
      formatOptions: [.withYear, .withMonth, .withDay, .withTime])
    let unique = UUID().uuidString.prefix(8).lowercased()
    let aside = url.deletingLastPathComponent().appendingPathComponent(
      "\(name).unreadable-\(stamp)-\(unique)")
    do {
      try FileManager.default.moveItem(at: url, to: aside)
    } catch {
      throw StoreError(
        "The \(description.name) at \(url.path) is unreadable and cannot be moved aside (\(reason(error)))."
      )
    }
    return aside
  }
}
