import Clocks
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// A cassette answers as it was recorded: by method and URL, repeats in order, on the injected
/// clock; a request it lacks fails the test, and what it recorded and was never asked is said.
@Suite(.timeLimit(.scaled(minutes: 1))) struct CassetteHTTPClientTests {
  private func get(_ url: String) -> HTTPRequest {
    HTTPRequest(method: .get, url: URL(string: url)!)
  }

  private func answered(_ text: String, latency: Duration = .zero, url: String)
    -> Cassette.Exchange
  {
    Cassette.Exchange(
      method: "GET", url: url,
      result: .response(
        status: 200, headers: ["content-type": "application/json"], body: Data(text.utf8)),
      latency: latency)
  }

  private func body(_ client: CassetteHTTPClient, _ url: String) async -> String {
    do {
      return String(decoding: try await client.send(get(url)).body, as: UTF8.self)
    } catch {
      return "error: \(error)"
    }
  }

  @Test func eachRequestGetsItsRecordedAnswerWhateverTheOrderAsked() async {
    let client = CassetteHTTPClient(
      Cassette(exchanges: [
        answered("rum", url: "http://api.test/search.php?s=rum"),
        answered("gin", url: "http://api.test/search.php?s=gin"),
      ]), clock: ImmediateClock())
    #expect(await body(client, "http://api.test/search.php?s=gin") == "gin")
    #expect(await body(client, "http://api.test/search.php?s=rum") == "rum")
    #expect(client.unplayed.isEmpty)
  }

  @Test func aRepeatedRequestGetsTheRecordedAnswersInTurnThenTheRecordedFailure() async {
    let url = "http://api.test/latest?from=GBP"
    let client = CassetteHTTPClient(
      Cassette(exchanges: [
        answered("first", url: url), answered("second", url: url),
        Cassette.Exchange(method: "GET", url: url, result: .failure(.timeout), latency: .zero),
      ]), clock: ImmediateClock())
    #expect(await body(client, url) == "first")
    #expect(await body(client, url) == "second")
    #expect(await body(client, url) == "error: \(APIError.timeout)")
    #expect(client.unplayed.isEmpty)
  }

  @Test func theAnswerComesAfterTheRecordedLatencyOnTheInjectedClock() async throws {
    let clock = TestClock()
    let (sleeps, sleepStarted) = AsyncStream.makeStream(of: Void.self)
    let client = CassetteHTTPClient(
      Cassette(exchanges: [answered("late", latency: .seconds(2), url: "http://api.test/slow")]),
      clock: SignallingClock(base: clock, sleeps: sleepStarted))
    let answer = Task { await body(client, "http://api.test/slow") }
    var started = sleeps.makeAsyncIterator()
    _ = await started.next()  // the request waits on the clock: only now is advancing it fair
    await clock.advance(by: .milliseconds(1999))
    await clock.advance(by: .milliseconds(1))
    #expect(await answer.value == "late")
  }

  @Test func aRequestTheCassetteLacksFailsTheTestNamingTheNearestRecorded() async {
    let client = CassetteHTTPClient(
      Cassette(exchanges: [
        answered("rum", url: "http://api.test/search.php?s=rum"),
        answered("[]", url: "http://api.test/restaurants"),
      ]), clock: ImmediateClock())
    let sentence =
      "The cassette has no GET http://api.test/search.php?s=gin; the nearest recorded is GET http://api.test/search.php?s=rum."
    await withKnownIssue {
      #expect(
        await body(client, "http://api.test/search.php?s=gin")
          == "error: \(APIError.transport(sentence))")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [sentence]
    }
    #expect(client.misses.map(\.sentence) == [sentence])
  }

  @Test func whatWasRecordedAndNeverAskedIsNamed() async {
    let client = CassetteHTTPClient(
      Cassette(exchanges: [
        answered("rum", url: "http://api.test/search.php?s=rum"),
        answered("[]", url: "http://api.test/restaurants"),
      ]), clock: ImmediateClock())
    _ = await body(client, "http://api.test/restaurants")
    withKnownIssue {
      client.assertAllPlayed()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Recorded and never asked (1):\n  GET http://api.test/search.php?s=rum"
      ]
    }
    #expect(client.unplayed.map(\.request) == ["GET http://api.test/search.php?s=rum"])
  }

  @Test func aRecordedKeyIsRedactedAndARequestCarryingItStillMatches() async throws {
    let key = "AIza+secret/Key123"
    let redaction = Redaction(secrets: [key], parameterNames: ["key"])
    let stub = StubHTTPClient()
    await stub.stub(
      "nearbysearch/json", with: .json(#"{"status": "REQUEST_DENIED", "echo": "\#(key)"}"#))
    let recorder = CassetteRecorder(isRecording: true)
    let recording = RecordingHTTPClient(
      wrapping: stub, cassette: recorder, clock: ImmediateClock(), redacting: redaction)
    let encodedKey = try #require(
      key.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let url = "http://places.test/nearbysearch/json?type=cafe&key=\(encodedKey)"
    _ = try await recording.send(get(url))
    let file = try recorder.cassette.fileData()
    let text = String(decoding: file, as: UTF8.self)
    for form in [key, encodedKey, encodedKey.lowercased(), "secret/Key123", "secret%2FKey123"] {
      #expect(!text.contains(form), "the key, as \(form)")
    }
    #expect(text.contains("key=REDACTED"))

    let client = CassetteHTTPClient(
      try JSONDecoder().decode(Cassette.self, from: file), clock: ImmediateClock(),
      redacting: redaction)
    #expect(
      await body(client, url) == #"{"status": "REQUEST_DENIED", "echo": "REDACTED"}"#)
    client.assertAllPlayed()
  }
}
