import Foundation
import MVVMKitStorage
import MVVMKitTesting
import Meditation
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) final class SessionLogTests: Sendable {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "meditation-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func recordsAndReadsSessionsButNotOnesUnderTenSeconds() throws {
    let log = try SessionLog(directory: directory)
    let ended = Date(timeIntervalSince1970: 1_795_348_800)
    #expect(try log.record(MeditationSession(ended: ended, seconds: 720)))
    #expect(try !log.record(MeditationSession(ended: ended, seconds: 9)), "under 10 s")
    #expect(
      try SessionLog(directory: directory).sessions() == [
        MeditationSession(ended: ended, seconds: 720)
      ])
  }

  @Test func tenWritersAtOnceLoseNothing() async throws {
    _ = try SessionLog(directory: directory)
    let directory = directory
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<10 {
        group.addTask {
          let log = try SessionLog(directory: directory)  // a connection each, as processes have
          try log.record(
            MeditationSession(
              ended: Date(timeIntervalSince1970: Double(index)), seconds: 60 + index))
        }
      }
      try await group.waitForAll()
    }
    #expect(try SessionLog(directory: directory).sessions().map(\.seconds) == Array(60..<70))
  }

  @Test func aCorruptFileIsMovedAsideAndANewLogMade() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database".utf8).write(to: directory.appendingPathComponent(SessionLog.fileName))
    let log = try SessionLog(directory: directory)
    #expect(
      log.notice?.hasPrefix(
        "The meditation log was unreadable; it was moved to meditation.sqlite.unreadable-") == true)
    #expect(try log.sessions() == [])
  }

  @Test func lookingOnlyLeavesACorruptLogAsItIsAndSaysSo() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(SessionLog.fileName)
    try Data("not a database".utf8).write(to: file)
    #expect(SessionLog.exists(in: directory))
    #expect(
      throws: StoreError(
        "The meditation log at \(file.path) cannot be read (SQLite: file is not a database); it was left as it is."
      )
    ) { try SessionLog(directory: directory, lookingOnly: true) }
    #expect(try Data(contentsOf: file) == Data("not a database".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == [SessionLog.fileName],
      "nothing moved aside, nothing made")
  }

  @Test func lookingOnlyReadsALogWithoutWritingIt() throws {
    let ended = Date(timeIntervalSince1970: 1_795_348_800)
    try SessionLog(directory: directory).record(MeditationSession(ended: ended, seconds: 720))
    let file = directory.appendingPathComponent(SessionLog.fileName)
    let before = try Data(contentsOf: file)
    let log = try SessionLog(directory: directory, lookingOnly: true)
    #expect(log.isReadOnly)
    #expect(log.notice == nil, "looking is the caller's choice: nothing to tell the user")
    #expect(try log.sessions() == [MeditationSession(ended: ended, seconds: 720)])
    #expect(try !log.record(MeditationSession(ended: ended, seconds: 60)))
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func lookingOnlyAtAMissingLogMakesNothing() throws {
    #expect(!SessionLog.exists(in: directory))
    #expect(
      throws: StoreError(
        "There is no meditation log at \(directory.appendingPathComponent(SessionLog.fileName).path) yet."
      )
    ) { try SessionLog(directory: directory, lookingOnly: true) }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
