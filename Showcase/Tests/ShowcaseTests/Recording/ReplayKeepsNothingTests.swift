import Cocktails
import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase

/// A replay shows what was recorded on none of the viewer's files: it reads none (their
/// favourites would change what it shows) and changes none (a recorded `f` would add one of
/// theirs, or take it away).
@Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct ReplayKeepsNothingTests {
  /// A home of the test's own.
  let home = FileManager.default.temporaryDirectory.appendingPathComponent(
    "replay-home-\(UUID().uuidString)")

  var environment: [String: String] {
    [
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    ]
  }

  /// The committed Cocktails recording: it opens Gin Fizz and keeps it with `f`.
  let recording = CommittedRecordingTests.recordings.appendingPathComponent("cocktails.json")

  /// The viewer's favourites: Gin Fizz, the drink the recording keeps.
  func keepGinFizz() throws {
    try FavouritesFile(directory: dataDirectory).keep(
      Drink(id: "11410", name: "Gin Fizz"), at: Date(timeIntervalSince1970: 1_767_225_600))
  }

  var dataDirectory: URL {
    home.appendingPathComponent("data").appendingPathComponent(ShowcaseCommand.folderName)
  }

  /// The ids of the viewer's favourites, as the file has them now.
  func favourites() throws -> [String] {
    try FavouritesFile(directory: dataDirectory).favourites().map(\.id)
  }

  @Test func aReplayShowsWhatWasRecordedNotTheViewersFavourites() async throws {
    defer { removeIfPresent(home) }
    try keepGinFizz()
    let recorded = try JSONDecoder().decode(
      CommittedRecordingTests.Recorded.self, from: Data(contentsOf: recording))
    let run = try await runShowcase(
      ["--replay", recording.path, "--once"], environment: environment)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == recorded.finalFrame + "\n")
    #expect(try favourites() == ["11410"], "a recorded f on the viewer's own favourite")
  }

  @Test func aReplayRunsNoProgramToOpenALink() async throws {
    defer { removeIfPresent(home) }
    // The desktop's link opener, as a replay would find it on the PATH: it leaves a mark if run.
    let programs = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
    let opener = programs.appendingPathComponent("xdg-open")
    try Data("#!/bin/sh\ntouch \"$0.ran\"\n".utf8).write(to: opener)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    // The committed Gallery recording, which ends on a photo's detail, and then `o`: open its page.
    let gallery = CommittedRecordingTests.recordings.appendingPathComponent("gallery.json")
    var recording = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: gallery)) as? [String: Any])
    var inputs = try #require(recording["inputs"] as? [[String: Any]])
    let last = try #require(inputs.last?["at"] as? Double)
    inputs.append(["at": last + 500, "key": "o"])
    recording["inputs"] = inputs
    recording["duration"] = last + 2000
    let file = home.appendingPathComponent("gallery-open.json")
    try JSONSerialization.data(withJSONObject: recording).write(to: file)
    let path = programs.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    let run = try await runShowcase(
      ["--replay", file.path, "--once"], environment: environment.merging(["PATH": path]) { $1 })
    #expect(run.output.contains("Not opened"), "\(run.output)")
    #expect(!FileManager.default.fileExists(atPath: opener.path + ".ran"))
  }

  #if canImport(Glibc)
    @Test func aWatchedReplaysKeysWriteNothingOfTheViewers() async throws {
      defer { removeIfPresent(home) }
      let (recording, environment) = (recording, environment)
      let played = try await onOwnThread {
        let session = try EndToEndTests.Session(
          arguments: ["--replay", recording.path], environment: environment)
        // The recording's last key, `f`, keeps Gin Fizz: once played, the detail offers to
        // unfavourite it.
        let played = session.waitFor { $0.terminal.text.contains("f unfavourite") }
        session.quit()
        return played
      }
      #expect(played)
      #expect(!FileManager.default.fileExists(atPath: home.path), "no favourites file, no cache")
    }
  #endif
}
