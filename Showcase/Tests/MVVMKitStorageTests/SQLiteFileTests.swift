import Foundation
import GRDB
import MVVMKitTesting
import Testing

@testable import MVVMKitStorage

/// An app's SQLite file, opened so that nothing is lost: every way a file can be wrong, each with
/// its sentence, and a file moved aside only when it is not the app's database.
@Suite(.timeLimit(.scaled(minutes: 1))) final class SQLiteFileTests: Sendable {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "sqlitefile-\(UUID().uuidString)")
  private var file: URL { directory.appendingPathComponent("notes.sqlite") }
  /// Kept in the data directory, as a description says unless it names another.
  private let description = SQLiteFile.Description(
    name: "notes file", withoutIt: "notes are not kept")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  private func open(lookingOnly: Bool = false, busyTimeout: TimeInterval = 5) throws(StoreError)
    -> SQLiteFile
  {
    try SQLiteFile(
      in: directory, named: "notes.sqlite", applicationID: 0x4E4F_5445,
      schema: "CREATE TABLE IF NOT EXISTS notes (text TEXT NOT NULL)", described: description,
      busyTimeout: busyTimeout, lookingOnly: lookingOnly)
  }

  private func filesInDirectory() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func aNewFileIsMadeWithItsSchemaAndKeepsWhatIsWritten() throws {
    let made = try open()
    #expect(made.notice == nil)
    #expect(!made.isReadOnly)
    try made.database.write { try $0.execute(sql: "INSERT INTO notes VALUES ('hello')") }
    let again = try open()
    #expect(
      try again.database.read { try String.fetchAll($0, sql: "SELECT text FROM notes") } == [
        "hello"
      ])
  }

  @Test func aCorruptFileIsMovedAsideUnderAUniqueNameAndANewOneMade() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database".utf8).write(to: file)
    let rebuilt = try open()
    let aside = try #require(try filesInDirectory().first { $0.contains(".unreadable-") })
    #expect(
      rebuilt.notice == "The notes file was unreadable; it was moved to \(aside) and rebuilt.")
    #expect(
      try Data(contentsOf: directory.appendingPathComponent(aside)) == Data("not a database".utf8))
  }

  @Test func anotherProgramsDatabaseIsMovedAsideUntouched() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let foreign = try DatabaseQueue(path: file.path)
    try foreign.write { db in
      try db.execute(
        sql: "PRAGMA application_id = 42; CREATE TABLE theirs (x); INSERT INTO theirs VALUES (1)")
    }
    try foreign.close()
    let made = try open()
    #expect(
      made.notice?.hasPrefix(
        "The notes file was unreadable; it was moved to notes.sqlite.unreadable-") == true)
    let aside = try #require(try filesInDirectory().first { $0.contains(".unreadable-") })
    let theirs = try DatabaseQueue(path: directory.appendingPathComponent(aside).path)
    #expect(try theirs.read { try Int.fetchOne($0, sql: "SELECT x FROM theirs") } == 1)
  }

  @Test func anotherProgramsDatabaseIsSaidInWordsWhereItCannotBeMovedAside() {
    // A read-only file of another program's in a folder that cannot be written: the reason the
    // app then shows is a sentence, not the type of the error.
    #expect(
      SQLiteFile.reason(SQLiteFile.Opener.ForeignDatabase())
        == "it is another program's database, and cannot be moved aside to make a new one")
  }

  @Test func aLockedFileIsReportedAndLeftAlone() throws {
    try open().database.write { try $0.execute(sql: "INSERT INTO notes VALUES ('kept')") }
    let other = try DatabaseQueue(path: file.path)
    try other.inTransaction(.immediate) { db in
      try db.execute(sql: "DELETE FROM notes")  // another process, mid-write, holds the lock
      #expect(
        throws: StoreError(
          "The notes file at \(file.path) cannot be used (SQLite: database is locked); it was left as it is."
        )
      ) { try open(busyTimeout: 0) }
      return .rollback
    }
    #expect(try filesInDirectory() == ["notes.sqlite"])
    #expect(
      try open().database.read { try String.fetchAll($0, sql: "SELECT text FROM notes") }
        == ["kept"])
  }

  @Test func aDirectoryThatIsAFileIsAnErrorAndIsLeftAsItIs() throws {
    try Data("a file".utf8).write(to: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      throws: StoreError("The data directory \(directory.path) is a file, so notes are not kept.")
    ) { try open() }
    #expect(try Data(contentsOf: directory) == Data("a file".utf8))
  }

  @Test func lookingOnlyMakesChangesAndMovesNothing() throws {
    #expect(throws: StoreError("There is no notes file at \(file.path) yet.")) {
      try open(lookingOnly: true)
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path), "no directory made")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database".utf8).write(to: file)
    #expect(
      throws: StoreError(
        "The notes file at \(file.path) cannot be read (SQLite: file is not a database); it was left as it is."
      )
    ) { try open(lookingOnly: true) }
    #expect(try filesInDirectory() == ["notes.sqlite"], "nothing moved aside")
  }
}
