import Clocks
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// What a recorder keeps: exchanges in the order sent while it records, a fresh cassette on
/// start, nothing after stop, and nothing past its byte limit.
@Suite(.timeLimit(.scaled(minutes: 1))) struct CassetteRecorderTests {
  private func send(_ client: RecordingHTTPClient, _ path: String) async {
    do {
      _ = try await client.send(HTTPRequest(url: URL(string: "http://api.test/\(path)")!))
    } catch {
      Issue.record("\(path): \(error)")
    }
  }

  private func recording(into recorder: CassetteRecorder) async -> RecordingHTTPClient {
    let stub = StubHTTPClient()
    await stub.stub("a", with: .json(#"{"a": 1}"#))
    await stub.stub("b", with: .json(#"{"b": 2}"#))
    await stub.stub("c", with: .json("1"))
    return RecordingHTTPClient(wrapping: stub, cassette: recorder, clock: ImmediateClock())
  }

  @Test func startBeginsAFreshCassetteAndStopKeepsNothingMore() async {
    let recorder = CassetteRecorder()
    let client = await recording(into: recorder)
    await send(client, "a")
    #expect(recorder.cassette.exchanges.isEmpty, "not recording yet")
    recorder.start()
    await send(client, "a")
    await send(client, "b")
    let kept = recorder.stop()
    await send(client, "a")
    #expect(kept.exchanges.map(\.request) == ["GET http://api.test/a", "GET http://api.test/b"])
    #expect(recorder.cassette == kept)
    #expect(!recorder.isRecording)
  }

  @Test func bodiesPastTheLimitAreNotKeptButTheRequestsStillAre() async {
    let recorder = CassetteRecorder(isRecording: true, byteLimit: 10)
    let client = await recording(into: recorder)
    await send(client, "a")  // 8 bytes: kept
    await send(client, "b")  // 8 more: past 10
    await send(client, "c")  // would fit alone, but past the limit no body is kept
    // "b" and "c" were kept as sent; their answers were not, so they stay unanswered.
    #expect(
      recorder.cassette.exchanges.map(\.result) == [
        .response(
          status: 200, headers: ["content-type": "application/json"], body: Data(#"{"a": 1}"#.utf8)),
        .unanswered, .unanswered,
      ])
    #expect(recorder.cassette.exchanges.map(\.request).count == 3)
    #expect(recorder.isOverflowed)
    #expect(recorder.isRecording)
  }
}
