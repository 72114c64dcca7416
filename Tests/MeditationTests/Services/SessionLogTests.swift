import Foundation
import MVVMKitStorage
import Meditation
import Testing

@Suite(.timeLimit(.minutes(1))) final class SessionLogTests: Sendable {
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

  @Test func theDefaultDirectoryFollowsXDG() {
    #expect(
      SessionLog.defaultDirectory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]).path
        == "/d/mvvmkit")
    #expect(
      SessionLog.defaultDirectory(environment: ["HOME": "/h"]).path == "/h/.local/share/mvvmkit")
  }
}
