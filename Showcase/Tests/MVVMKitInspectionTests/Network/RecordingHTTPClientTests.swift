import Clocks
import Foundation
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct RecordingHTTPClientTests {
  private func request(_ url: String) throws -> HTTPRequest {
    HTTPRequest(url: try #require(URL(string: url)))
  }

  /// A latest-wins search: the first request is cancelled when the second is sent.
  @Test func marksTheRequestANewerOneSupersededAndRecordsTheOne() async throws {
    let server = StubHTTPClient()
    let first = PendingResponse()
    await server.stub("search.php", query: ["s": "ma"], with: .pending(first))
    await server.stub("search.php", query: ["s": "mar"], with: .json(#"{"drinks": []}"#))
    let clock = TestClock()
    let client = RecordingHTTPClient(wrapping: server, clock: clock)
    let older = Task { [client] in
      try await client.send(try request("https://db.test/search.php?s=ma"))
    }
    await first.waitUntilWaiting(1)
    await clock.advance(by: .milliseconds(40))
    older.cancel()
    await first.waitUntilWaiting(0)
    _ = try await client.send(try request("https://db.test/search.php?s=mar"))
    // The cancelled request records how it ended as its task ends, which may come after the
    // newer one's answer (it did under ThreadSanitizer): the log is read once it has.
    _ = await older.result

    let log = client.exchanges
    #expect(log.map(\.id) == [2, 1])
    #expect(
      log.map(\.url) == ["https://db.test/search.php?s=mar", "https://db.test/search.php?s=ma"])
    #expect(log.map(\.outcome) == [.answered, .superseded])
    #expect(log.map(\.statusCode) == [200, nil])
    #expect(log.map(\.bytes) == [14, nil])
    #expect(log.map(\.latency) == [.zero, .milliseconds(40)])
    #expect(log.map(\.method) == ["GET", "GET"])
  }

  @Test func aCancelledRequestWithNoNewerOneIsCancelled() async throws {
    let server = StubHTTPClient()
    let pending = PendingResponse()
    await server.stub("rates", with: .pending(pending))
    let client = RecordingHTTPClient(wrapping: server)
    let task = Task { [client] in try await client.send(try request("https://fx.test/rates")) }
    await pending.waitUntilWaiting(1)
    #expect(client.exchanges.map(\.outcome) == [.inFlight])
    task.cancel()
    await pending.waitUntilWaiting(0)
    await #expect(throws: APIError.cancelled) { try await task.value }
    #expect(client.exchanges.map(\.outcome) == [.cancelled])
  }

  @Test func recordsAFailureInItsSentenceWithTheKeyRedacted() async throws {
    let server = StubHTTPClient()
    let pending = PendingResponse()
    await server.stub("nearbysearch/json", with: .pending(pending))
    await pending.fail(.transport("refused for key=SECRET"))
    let client = RecordingHTTPClient(wrapping: server, redacting: Redaction(secrets: ["SECRET"]))
    await #expect(throws: APIError.transport("refused for key=REDACTED")) {
      try await client.send(try request("https://maps.test/nearbysearch/json?key=SECRET&type=cafe"))
    }
    let log = client.exchanges
    #expect(log.map(\.url) == ["https://maps.test/nearbysearch/json?key=REDACTED&type=cafe"])
    #expect(
      log.map(\.outcome) == [
        .failed("The server could not be reached (refused for key=REDACTED).")
      ])
  }

  @Test func anErrorStatusIsAnAnswerWithItsCode() async throws {
    let server = StubHTTPClient()
    await server.stub("rates", with: .status(503, body: "down"))
    let client = RecordingHTTPClient(wrapping: server)
    #expect(try await client.send(try request("https://fx.test/rates")).statusCode == 503)
    let log = client.exchanges
    #expect(log.map(\.outcome) == [.answered])
    #expect(log.map(\.statusCode) == [503])
    #expect(log.map(\.bytes) == [4])
  }

  @Test func clientsSharingALogShowAsOneListNewestFirst() async throws {
    let server = StubHTTPClient()
    await server.stub("drinks", with: .json("[]"))
    await server.stub("restaurants", with: .json("[1]"))
    let log = HTTPExchangeLog(capacity: 2)
    let drinks = RecordingHTTPClient(wrapping: server, log: log)
    let restaurants = RecordingHTTPClient(
      wrapping: server, log: log, redacting: Redaction(secrets: ["K"]))
    _ = try await drinks.send(try request("https://a.test/drinks"))
    _ = try await restaurants.send(try request("https://b.test/restaurants?k=K"))
    _ = try await drinks.send(try request("https://a.test/drinks"))
    #expect(log.exchanges.map(\.id) == [3, 2])
    #expect(
      log.exchanges.map(\.url) == [
        "https://a.test/drinks", "https://b.test/restaurants?k=REDACTED",
      ])
    #expect(drinks.exchanges == restaurants.exchanges)
  }

  @Test func aTrailMarksTheFailedRequestsOfAFetchACacheCoveredAsServedFromIt() async throws {
    let server = StubHTTPClient()
    await server.stub("currencies", with: .json("{}"))
    let pending = PendingResponse()
    await pending.fail(.transport("offline"))
    await server.stub("history", with: .pending(pending))
    let client = RecordingHTTPClient(wrapping: server)
    // Outside any trail: recorded as it ended.
    await #expect(throws: APIError.self) {
      try await client.send(try request("https://fx.test/history"))
    }
    let trail = HTTPExchangeTrail()
    let names = try await trail.following {
      try await client.send(try request("https://fx.test/currencies")).statusCode
    }
    #expect(names == 200)
    await #expect(throws: APIError.self) {
      try await trail.following { try await client.send(try request("https://fx.test/history")) }
    }
    trail.markServedFromCache()
    #expect(
      client.exchanges.map(\.outcome) == [
        .servedFromCache("The server could not be reached (offline)."), .answered,
        .failed("The server could not be reached (offline)."),
      ])
  }

  /// A request ends off the main actor; the change is announced on it, where views observe.
  @MainActor @Test func aViewObservingTheLogIsToldOfEachChange() async throws {
    let server = StubHTTPClient()
    await server.stub("rates", with: .json("{}"))
    let log = HTTPExchangeLog()
    let client = RecordingHTTPClient(wrapping: server, log: log)
    let (changes, changed) = AsyncStream.makeStream(of: [HTTPExchange.Outcome].self)
    Self.track(log, into: changed)
    var seen = changes.makeAsyncIterator()
    #expect(await seen.next() == [])
    _ = try await Task.detached { try await client.send(try request("https://fx.test/rates")) }
      .value
    var outcomes = await seen.next()
    while outcomes != [.answered] { outcomes = await seen.next() }
    log.removeAll()
    // The answered exchange may be told of again (the log changed once more as it ended, after
    // its outcome was read): the next other state is the empty log.
    var after = await seen.next()
    while after == [.answered] { after = await seen.next() }
    #expect(after == [])
  }

  /// Yields the outcomes in `log` now and after each change, on the main actor.
  @MainActor private static func track(
    _ log: HTTPExchangeLog, into changed: AsyncStream<[HTTPExchange.Outcome]>.Continuation
  ) {
    withObservationTracking {
      _ = changed.yield(log.exchanges.map(\.outcome))
    } onChange: {
      Task { @MainActor in track(log, into: changed) }
    }
  }
}

/// What a fetch made of an answer reaches the exchange log: a refusal inside a `200`, an answer
/// that cannot be read, records left out.
@Suite(.timeLimit(.scaled(minutes: 1))) struct FetchReadingTests {
  struct Envelope: Decodable, PartlyReadable {
    var status: String
    var items: DecodedList<Int>
    var unreadableRecords: [UnreadableRecord] { items.unreadable }
    var recordCount: Int { items.recordCount }
  }

  private func exchange(answering body: String) async throws -> (HTTPExchange, APIError?) {
    let server = StubHTTPClient()
    await server.stub("items", with: .json(body))
    let client = RecordingHTTPClient(wrapping: server)
    let endpoint = Endpoint<Envelope>(path: "items") { envelope throws(APIError) in
      guard envelope.status == "OK" else {
        throw .refused(code: envelope.status, message: "Refused.", isRetryable: false)
      }
    }
    let base = try #require(URL(string: "https://api.test/"))
    var failure: APIError?
    do throws(APIError) {
      _ = try await client.fetch(endpoint, from: base)
    } catch {
      failure = error
    }
    return (try #require(client.exchanges.first), failure)
  }

  @Test func aRefusalInsideA200IsNotedAsRefused() async throws {
    let (exchange, error) = try await exchange(
      answering: #"{"status": "REQUEST_DENIED", "items": []}"#)
    #expect(exchange.outcome == .answered)
    #expect(exchange.statusCode == 200)
    #expect(exchange.reading == .refused("REQUEST_DENIED"))
    #expect(error == .refused(code: "REQUEST_DENIED", message: "Refused.", isRetryable: false))
  }

  @Test func anAnswerThatCannotBeReadIsNotedWithWhy() async throws {
    let (exchange, _) = try await exchange(answering: #"{"items": []}"#)
    #expect(
      exchange.reading
        == .unreadable("The server's answer could not be read (at status: the key is missing)."))
  }

  @Test func recordsLeftOutAreNotedWithTheFirstReason() async throws {
    let (exchange, error) = try await exchange(
      answering: #"{"status": "OK", "items": [1, "x", 3]}"#)
    #expect(error == nil)
    #expect(
      exchange.reading
        == .partlyRead(unreadable: 1, of: 3, firstReason: "at items[1]: expected a number"))
  }

  @Test func aGoodAnswerHasNoReading() async throws {
    let (exchange, _) = try await exchange(answering: #"{"status": "OK", "items": [1]}"#)
    #expect(exchange.reading == nil)
  }
}
