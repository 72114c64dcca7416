import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// What a session keeps of its answers for a recording: everything with `--record`, nothing with
/// `--once` alone (it cannot ask for one), and a little for F6 otherwise, so that a page of large
/// photos does not keep 64 MB of them in every run.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct KeptExchangesTests {
  @Test func onlyARecordingAskedForFromTheStartKeepsEverything() throws {
    let once = try CocktailsCommand.parse(["--once"]).display.makeInspector()
    #expect(!once.cassette.isRecording)
    let interactive = try CocktailsCommand.parse([]).display.makeInspector()
    #expect(interactive.cassette.isRecording)
    #expect(interactive.cassette.byteLimit == 8 << 20)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kept-\(UUID().uuidString).json")
    let recorded = try CocktailsCommand.parse(["--once", "--record", file.path]).display
      .makeInspector()
    #expect(recorded.cassette.isRecording)
    #expect(recorded.cassette.byteLimit == 64 << 20)
  }

  @Test func aRecordingAskedForPastWhatWasKeptSaysToRecordFromTheStart() async throws {
    let client = StubHTTPClient()
    await client.stub("big", with: .status(200, body: String(repeating: "x", count: 2 << 20)))
    let inspector = Inspector(cassette: CassetteRecorder(isRecording: true, byteLimit: 1 << 20))
    inspector.recorder = SessionRecorder(
      cassette: inspector.cassette, arguments: ["cocktails"], destination: nil,
      isRecording: false)
    _ = try await inspector.client(client).send(HTTPRequest(url: URL(string: "http://x.test/big")!))
    inspector.toggleRecording()  // F6: asks for a recording
    inspector.toggleRecording()  // F6 again: writes it, or says why not
    #expect(
      inspector.notice
        == "not recorded: the session passed the 1 MB kept before a recording is asked for; start it with --record FILE to record it all"
    )
  }

  @Test func aRecordingPastWhatItHoldsIsWrittenWithItsKeysAndSaysWhatItLacks() async throws {
    let client = StubHTTPClient()
    await client.stub("big", with: .status(200, body: String(repeating: "x", count: 2 << 20)))
    await client.stub("small", with: .status(200, body: "ok"))
    let inspector = Inspector(cassette: CassetteRecorder(isRecording: true, byteLimit: 1 << 20))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "past-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    inspector.recorder = SessionRecorder(
      cassette: inspector.cassette, arguments: ["cocktails"], destination: file,
      isRecording: true)
    let recording = inspector.client(client)
    _ = try await recording.send(HTTPRequest(url: URL(string: "http://x.test/small")!))
    _ = try await recording.send(HTTPRequest(url: URL(string: "http://x.test/big")!))
    // Said on screen at once, while the session goes on.
    #expect(inspector.statusNote == "● recording (answers past 1 MB not kept)")
    inspector.recorder?.keyPressed(.character("j"), size: (80, 24)) { "a frame" }
    _ = try await recording.send(HTTPRequest(url: URL(string: "http://x.test/small")!))
    let written = try #require(
      try inspector.recorder?.finish(endedBy: .now(frame: "last", size: (80, 24))))
    #expect(written.url == file)
    #expect(
      written.sentence
        == "Recorded the session to \(file.path); its answers past 1 MB were not kept, so a "
        + "replay stops where it needs one.")
    let kept = try SessionRecording.read(from: file)
    #expect(kept.inputs.map(\.key) == ["j"])
    #expect(kept.finalFrame == "last")
    #expect(kept.cassette.exchanges.map { $0.result != .unanswered } == [true, false, false])
  }

  @Test func aRecordingThatCannotGoWhereAskedGoesToTheTemporaryFolderAndSaysWhy() throws {
    // The folder --record named went away during the session.
    let gone = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gone-\(UUID().uuidString)")
    let recorder = SessionRecorder(
      cassette: CassetteRecorder(isRecording: true), arguments: ["rates"],
      destination: gone.appendingPathComponent("r.json"), isRecording: true)
    let written = try #require(try recorder.finish(endedBy: .now(frame: "last", size: (80, 24))))
    defer { try? FileManager.default.removeItem(at: written.url) }
    #expect(
      written.url.deletingLastPathComponent().path == FileManager.default.temporaryDirectory.path)
    #expect(
      written.note
        == "\(gone.path)/r.json could not be written (its folder is gone), so it went to the "
        + "temporary folder")
    #expect(try SessionRecording.read(from: written.url).finalFrame == "last")
  }
}
