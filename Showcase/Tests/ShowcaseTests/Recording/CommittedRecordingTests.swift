import Foundation
import MVVMKitTesting
import Testing

@testable import Showcase

/// A session of each app, recorded once on its bundled data and committed (`Recordings/`), replays
/// to its recorded last frame: a regression test made from a recording, as a user would make one
/// of a bug (`showcase APP --record FILE`, then `showcase --replay FILE --once`).
@Suite(.timeLimit(.scaled(minutes: 1))) struct CommittedRecordingTests {
  static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings")

  /// `showcase --replay FILE --once` in a fresh home of its own (its caches and logs).
  static func replay(_ file: URL) async throws -> (status: Int32, output: String) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    return try await runShowcase(
      ["--replay", file.path, "--once"],
      environment: [
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      ])
  }

  struct Recorded: Decodable {
    var finalFrame: String
    var inputs: [Input]
    struct Input: Decodable { var key: String }
  }

  @Test(arguments: ["cocktails", "rates", "meditation", "nearby", "gallery"])
  func aRecordedSessionReplaysToItsLastFrame(app: String) async throws {
    let file = Self.recordings.appendingPathComponent("\(app).json")
    let recorded = try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: file))
    let replay = try await Self.replay(file)
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output == recorded.finalFrame + "\n")
    #expect(recorded.inputs.count >= 1)
  }

  /// The replay of the committed Rates recording with its inputs edited by `edit`.
  static func replayRates(editing edit: (inout [[String: Any]]) throws -> Void) async throws
    -> (status: Int32, output: String)
  {
    let original = recordings.appendingPathComponent("rates.json")
    var recording = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: original)) as? [String: Any])
    var inputs = try #require(recording["inputs"] as? [[String: Any]])
    try edit(&inputs)
    recording["inputs"] = inputs
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "edited-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try JSONSerialization.data(withJSONObject: recording).write(to: file)
    return try await replay(file)
  }

  @Test func aKeyThatLeavesAnotherScreenStopsTheReplayAtThatKey() async throws {
    // Rates' second key, `j`, recorded as leaving a screen no key leaves: the replay stops there,
    // printing the screen it did leave, rather than playing on into another session.
    var at = ""
    let replay = try await Self.replayRates { inputs in
      inputs[1]["outcome"] = "0123456789abcdef"
      let milliseconds = Int(try #require(inputs[1]["at"] as? Double))
      at = "\(milliseconds / 1000)." + String(String(1000 + milliseconds % 1000).dropFirst())
    }
    #expect(replay.status == 1)
    #expect(
      replay.output.hasSuffix(
        "The replay diverged at the key j at \(at) s: on the recorded screen it left another "
          + "screen than it did when recorded (printed above).\n"))
    #expect(replay.output.contains("Exchange rates"))
  }

  @Test func aPastedEscapeSequenceInAForgedRecordingIsShownNotSent() async throws {
    // Rates' first key made a paste that carries a terminal's title sequence, and said to leave
    // a screen no key leaves: the message names the key with its control characters shown.
    let replay = try await Self.replayRates { inputs in
      inputs[0]["key"] = "paste:\u{1B}]0;PWNED\u{7}"
      inputs[0]["outcome"] = "0123456789abcdef"
    }
    #expect(replay.status == 1)
    #expect(replay.output.contains("The replay diverged at the key paste:␛]0;PWNED␇ at "))
    #expect(!replay.output.contains("\u{1B}]"))
  }

  @Test func aRecordingOfAnotherShapeIsRefusedWithWhy() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-a-recording-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"version": 1, "arguments": []}"#.utf8).write(to: file)
    let run = try await runShowcase(["--replay", file.path, "--once"])
    #expect(run.status == 64)
    #expect(
      run.output.hasPrefix(
        "Error: --replay: \(file.path) is not a recording: “environment” is missing.\n"))
  }

  /// The committed Cocktails recording with `edit` applied to its JSON object, in a new file.
  static func edited(_ edit: (inout [String: Any]) throws -> Void) throws -> URL {
    let data = try Data(contentsOf: recordings.appendingPathComponent("cocktails.json"))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    try edit(&object)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "edited-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: object).write(to: file)
    return file
  }

  @Test func aNumberOutOfRangeIsRefusedNotACrash() async throws {
    let edits: [(String, (inout [String: Any]) throws -> Void)] = [
      (
        "at duration: 1e+308 is not a time from 0 to 2592000000 milliseconds",
        {
          $0["duration"] = 1e308
        }
      ),
      (
        "at inputs.0.at: 1e+308 is not a time from 0 to 2592000000 milliseconds",
        {
          var inputs = try #require($0["inputs"] as? [[String: Any]])
          inputs[0]["at"] = 1e308
          $0["inputs"] = inputs
        }
      ),
      ("at width: -3 is not from 0 to", { $0["width"] = -3 }),
      (
        "at cassette.exchanges.Index 0.latencyMilliseconds: A latency is a number of milliseconds from 0 to 86400000; got 1e+308",
        {
          var cassette = try #require($0["cassette"] as? [String: Any])
          var exchanges = try #require(cassette["exchanges"] as? [[String: Any]])
          exchanges[0]["latencyMilliseconds"] = 1e308
          cassette["exchanges"] = exchanges
          $0["cassette"] = cassette
        }
      ),
    ]
    for (why, edit) in edits {
      let file = try Self.edited(edit)
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try await runShowcase(["--replay", file.path, "--once"])
      #expect(run.status == 64, "\(why): \(run.output)")
      #expect(
        run.output.hasPrefix("Error: --replay: \(file.path) is not a recording: \(why)"),
        "\(run.output)")
    }
  }

  @Test func aFileLargerThanARecordingIsRefusedUnread() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "large-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // 200 MB that take no disk: a file with a hole.
    try #require(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 200 << 20)
    try handle.close()
    let run = try await runShowcase(["--replay", file.path, "--once"])
    #expect(run.status == 64)
    #expect(
      run.output.hasPrefix(
        "Error: --replay: \(file.path) is not a recording: it is 200 MB, and a recording is at most 96 MB.\n"
      ))
  }

  @Test(arguments: [
    (["meditation", "--once", "--audio-out", "NOTES"], "--audio-out"),
    (["meditation", "--audio-out=NOTES"], "--audio-out"),
    (["cocktails", "--data-dir", "NOTES"], "--data-dir"),
    (["rates", "--cache-dir=NOTES"], "--cache-dir"),
    (["gallery", "--save-dir", "NOTES"], "--save-dir"),
    (["cocktails", "--record", "NOTES"], "--record"),
    (["--replay", "NOTES"], "--replay"),
    (["web", "--port", "29471"], "the command “web”"),
  ])
  func aRecordingThatAsksToWriteOrServeIsRefusedAndNothingIsWritten(
    arguments: [String], refused: String
  ) async throws {
    // An edited real recording: what it asks for would write NOTES, choose a folder or serve.
    let notes = FileManager.default.temporaryDirectory.appendingPathComponent(
      "notes-\(UUID().uuidString).txt")
    try Data("my notes\n".utf8).write(to: notes)
    defer { try? FileManager.default.removeItem(at: notes) }
    let file = try Self.edited {
      $0["arguments"] = arguments.map { $0.replacing("NOTES", with: notes.path) }
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await Self.replay(file)
    #expect(run.status == 64, "\(run.output)")
    #expect(
      run.output.hasPrefix(
        "Error: --replay: \(file.path) asks for \(refused), which a replay does not take: a "
          + "replay shows what was recorded, and never writes a file, chooses a folder or starts a "
          + "server.\nUsage: showcase "))
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
  }

  @Test func aRecordingsVariablesChooseItsServicesButNoFolderAndChangeNothingElse() async throws {
    // HOME and XDG_* from the file would choose the folders a replay reads and writes; only the
    // variables a recording keeps are read, and the replay still plays to its last frame.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "forged-home-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let file = try Self.edited {
      var environment = try #require($0["environment"] as? [String: String])
      environment["HOME"] = home.path
      environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
      environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
      environment["LD_PRELOAD"] = home.appendingPathComponent("evil.so").path
      $0["environment"] = environment
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let recorded = try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: file))
    let run = try await Self.replay(file)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == recorded.finalFrame + "\n")
    #expect(!FileManager.default.fileExists(atPath: home.path))
  }

  @Test func aRecordingKeepsNoOptionAReplayRefuses() {
    #expect(
      DisplayOptions.recordedArguments([
        "showcase", "meditation", "--audio-out", "a.wav", "--data-dir=/d", "--name", "Ada",
        "--record", "r.json", "--mute",
      ]) == ["meditation", "--name", "Ada", "--mute"])
  }
}
