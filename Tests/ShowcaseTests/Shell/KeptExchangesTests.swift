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
}
