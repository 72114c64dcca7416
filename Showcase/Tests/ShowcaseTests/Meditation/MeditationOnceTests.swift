import Foundation
import LocalHTTPServer
import MVVMKitTesting
import Meditation
import Testing

/// `showcase meditation --once`: picking, the player at a moment of the session, a session that
/// finishes, bad arguments, and a live catalogue, each with a data directory of its own.
@Suite(.timeLimit(.scaled(minutes: 1))) final class MeditationOnceTests: Sendable {
  private let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "showcase-meditation-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  private func showcase(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> (status: Int32, output: String)
  {
    try await runShowcase(
      ["meditation", "--once", "--width", "60", "--height", "20", "--data-dir", dataDirectory.path]
        + arguments, environment: environment)
  }

  @Test func picksTheSongsNumberedInCatalogueOrder() async throws {
    let run = try await showcase(["--pick", "1,2"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == " Pick meditation song                       2 picked · 8:20")
    #expect(lines.filter { $0.contains("[✓]") }.count == 2)
    #expect(lines[2].hasPrefix("  [✓] Walking with the wolves"))
    #expect(lines[3].hasPrefix("  [✓] Meditation Intro"))
    #expect(lines[19] == " … › Pick meditat…  │  Enter pick  s start  ? help  Esc back")
  }

  @Test func withNothingPickedStartSaysWhy() async throws {
    let run = try await showcase([])
    #expect(run.status == 0)
    #expect(run.output.contains(" [ START MEDITATION SESSION ]\n Pick at least one song\n"))
  }

  @Test func listeningAtAMomentOfTheSessionCrossesSongsOnTheClock() async throws {
    // 200 s into 1, 2 and 4: all of "Walking with the wolves" (2:50), then 30 s of the second.
    let run = try await showcase(["--pick", "1,2,4", "--listen", "--at", "200"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix(" Player") == true)
    #expect(lines.first?.hasSuffix("▶ Playing") == true)
    #expect(lines[3].hasPrefix("  ▶   Meditation Intro"))
    #expect(lines[4].hasPrefix("      0:30 ━"))
    #expect(lines[4].hasSuffix(" -5:00"))
    #expect(run.output.contains(" Song 2 of 3 · listened 3:20 · Volume 100%\n"))
  }

  @Test func aTimerAMinuteInHasFourMinutesLeft() async throws {
    let run = try await showcase(["--timer", "5", "--at", "60"])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(" Timer · 5 min") == true)
    #expect(lines.contains(" 4:00 left  sitting 1:00 · Volume 100%"))
    #expect(!run.output.contains("next (n)"), "a timer has no song after its sitting")
  }

  @Test(arguments: [
    (["--timer", "0"], "Error: --timer needs minutes from 1 to 180; got 0.\n"),
    (
      ["--timer", "5", "--pick", "1"],
      "Error: --timer sits with no songs: give it without --pick and --listen.\n"
    ),
  ])
  func aTimerOfNoLengthOrWithSongsIsRefused(arguments: [String], message: String) async throws {
    let run = try await showcase(arguments)
    #expect(run.status == 64)
    #expect(run.output.hasPrefix(message))
  }

  @Test func aSessionThatEndsShowsItsSummaryAndIsNotRecorded() async throws {
    let run = try await showcase(["--pick", "4", "--at", "95"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" Session complete\n You meditated 1 min · streak 1 day\n"))
    #expect(run.output.contains("│ 1 min      ││ 1 session  ││ 1 day      ││ 1 min      │"))
    #expect(
      !FileManager.default.fileExists(atPath: dataDirectory.path),
      "a session played with --once never reaches the log, nor makes one")
  }

  @Test func aCorruptLogIsLeftAsItIsAndTheSummarySaysSo() async throws {
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    let file = dataDirectory.appendingPathComponent(SessionLog.fileName)
    try Data("not a database".utf8).write(to: file)
    let run = try await runShowcase([
      "meditation", "--once", "--width", "100", "--height", "30", "--data-dir", dataDirectory.path,
      "--pick", "4", "--at", "95",
    ])
    #expect(run.status == 0)
    let notice =
      "The meditation log at \(file.path) cannot be read (SQLite: file is not a database); it was left as it is."
    let shown = run.output.split(separator: "\n").dropFirst(2).prefix(3)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(shown.first?.hasPrefix("! ") == true, "\(run.output)")
    #expect(shown.joined(separator: " ").dropFirst(2) == notice[...], "wrapped on three lines")
    #expect(try Data(contentsOf: file) == Data("not a database".utf8), "a look changes nothing")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path) == [
        SessionLog.fileName
      ])
  }

  @Test func aLookAtNoLogMakesNone() async throws {
    let run = try await showcase(["--pick", "4", "--at", "95"])
    #expect(run.status == 0)
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
  }

  @Test(arguments: [
    (
      ["--pick", "0"],
      "--pick needs song numbers from 1, separated by commas, such as 1,3,5; got “0”."
    ),
    (
      ["--pick", "1,,2"],
      "--pick needs song numbers from 1, separated by commas, such as 1,3,5; got “1,,2”."
    ),
    (["--pick", "11"], "--pick 11: the catalogue has 10 songs."),
    (["--listen"], "--listen needs songs to play: pick them with --pick, such as --pick 1,2."),
    (["--pick", "1", "--at=-1"], "--at needs a number of seconds from 0; got -1."),
  ])
  func badArgumentsExitWith64AndSayWhy(arguments: [String], message: String) async throws {
    let run = try await showcase(arguments)
    #expect(run.status == 64)
    // Checked while parsing or, for a song past the catalogue's end, once it has loaded: either
    // way with the app's usage, not the showcase's.
    #expect(
      run.output.split(separator: "\n").suffix(3) == [
        "Error: \(message)", "Usage: showcase meditation <options>",
        "  See 'showcase meditation --help' for more information.",
      ])
  }

  @Test func atNeedsOnce() async throws {
    let run = try await runShowcase(["meditation", "--pick", "1", "--at", "5"])
    #expect(run.status == 64)
    #expect(run.output.contains("--at needs --once."))
  }

  @Test func aLiveCatalogueAndOneThatFails() async throws {
    let live = try await LocalHTTPServer.run { router in
      router.get("songs") { _, _ in
        LocalHTTPServer.json(
          #"{"songs":[{"id":7,"title":"Evening Rain","artist":"Ola Nord","seconds":95}]}"#)
      }
    } test: { url in
      try await showcase(["--pick", "1"], environment: ["SONGS_API_URL": url.absoluteString])
    }
    #expect(live.status == 0)
    #expect(live.output.contains("  [✓] Evening Rain   Ola Nord 1:35"))

    let failing = try await LocalHTTPServer.run { router in
      router.get("songs") { _, _ in LocalHTTPServer.json("{}", status: .internalServerError) }
    } test: { url in
      try await showcase(["--pick", "1", "--songs-api", url.absoluteString])
    }
    #expect(failing.status == 1, "the catalogue failed")
    #expect(failing.output.contains("✗ "))
  }

  @Test func oneSongThatCannotBeReadLeavesTheOthersListed() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.get("songs") { _, _ in
        LocalHTTPServer.json(
          #"{"songs":[{"id":7,"title":"Evening Rain","artist":"Ola Nord","seconds":"long"},{"id":8,"title":"Dawn","artist":"Ola Nord","seconds":95},{"id":9,"title":"Still","artist":"Ola Nord","seconds":0}]}"#
        )
      }
    } test: { url in
      try await showcase(["--pick", "1"], environment: ["SONGS_API_URL": url.absoluteString])
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("  [✓] Dawn   Ola Nord 1:35"), "\(run.output)")
    #expect(run.output.contains("2 of 3 songs could not be read."), "\(run.output)")
    #expect(!run.output.contains("Evening Rain"))
  }
}
