import Clocks
import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

/// The live client against a real HTTP server on 127.0.0.1.
@Suite(.timeLimit(.scaled(minutes: 1))) struct URLSessionHTTPClientTests {
  private struct Greeting: Decodable, Sendable, Equatable {
    let message: String
  }

  private let client = URLSessionHTTPClient()
  private let gate = LocalHTTPServer.Gate()

  private func fetch(
    _ path: String, timeout: Duration = TestTime.scaled(.seconds(5)), from base: URL,
    client: URLSessionHTTPClient? = nil
  ) async -> Result<Greeting, APIError> {
    let client = client ?? self.client
    do {
      let endpoint = Endpoint<Greeting>(path: path, query: ["name": "Piña & co"], timeout: timeout)
      return .success(try await client.fetch(endpoint, from: base))
    } catch {
      return .failure(error)
    }
  }

  private func routes(_ router: LocalHTTPServer.Routes) {
    router.get("hello") { request, _ in
      LocalHTTPServer.json(#"{"message": "Hello, \#(request.uri.queryParameters["name"] ?? "?")"}"#)
    }
    router.get("missing") { _, _ in
      LocalHTTPServer.json(#"{"error": "no such thing"}"#, status: .notFound)
    }
    router.get("broken") { _, _ in
      LocalHTTPServer.json("Internal Server Error", status: .internalServerError)
    }
    router.get("malformed") { _, _ in LocalHTTPServer.json(#"{"message": "#) }
    router.get("empty") { _, _ in LocalHTTPServer.json("") }
    router.get("held") { [gate] _, _ in await LocalHTTPServer.held(by: gate) }
    router.get("cut") { _, _ in
      // Announces 5,000 bytes, sends 49, and ends the connection.
      Response(
        status: .ok, headers: [.contentType: "application/json", .contentLength: "5000"],
        body: ResponseBody { writer in
          try await writer.write(
            ByteBuffer(string: #"{"message": "#.padding(toLength: 49, withPad: " ", startingAt: 0)))
          throw CancellationError()
        })
    }
  }

  @Test func decodesA200WithJSONAndSendsTheQueryDecoded() async throws {
    let result = try await LocalHTTPServer.run(routes) { await fetch("hello", from: $0) }
    #expect(result == .success(Greeting(message: "Hello, Piña & co")))
  }

  @Test func reportsA404() async throws {
    let result = try await LocalHTTPServer.run(routes) { await fetch("missing", from: $0) }
    #expect(result == .failure(.httpStatus(404, bodyExcerpt: #"{"error": "no such thing"}"#)))
  }

  @Test func reportsA500() async throws {
    let result = try await LocalHTTPServer.run(routes) { await fetch("broken", from: $0) }
    #expect(result == .failure(.httpStatus(500, bodyExcerpt: "Internal Server Error")))
  }

  @Test func reportsMalformedJSON() async throws {
    let result = try await LocalHTTPServer.run(routes) { await fetch("malformed", from: $0) }
    guard case .failure(.decoding(codingPath: "", let reason)) = result else {
      Issue.record("expected a decoding error, got \(result)")
      return
    }
    #expect(reason.hasPrefix("not valid JSON"))
  }

  @Test func reportsAnEmptyBody() async throws {
    let result = try await LocalHTTPServer.run(routes) { await fetch("empty", from: $0) }
    #expect(result == .failure(.decoding(codingPath: "", reason: "the response was empty")))
  }

  @Test func timesOutWhenTheDeadlinePassesBeforeTheResponse() async throws {
    // The server holds the response; on an immediate clock the request's deadline has passed.
    let result = try await LocalHTTPServer.run(routes) { base in
      let outcome = await fetch(
        "held", timeout: .milliseconds(300), from: base,
        client: URLSessionHTTPClient(clock: ImmediateClock()))
      await gate.release()
      return outcome
    }
    #expect(result == .failure(.timeout))
  }

  @Test func reportsAnAnswerCutShortAsInterruptedNotAsUnreachable() async throws {
    let result = try await LocalHTTPServer.run(routes) { base in await fetch("cut", from: base) }
    let error = APIError.interrupted("transfer closed with 4951 bytes remaining to read")
    #expect(result == .failure(error))
    #expect(
      error.errorDescription
        == "The server's answer was cut short (transfer closed with 4951 bytes remaining to read).")
    #expect(error.isRetryable)
  }

  @Test func reportsAClosedPortAsConnectionRefused() async throws {
    let base = try await LocalHTTPServer.closedPortURL()
    let result = await fetch("hello", from: base)
    #expect(result == .failure(.transport("connection refused")))
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let result = try await LocalHTTPServer.run(routes) { base in
      let request = Task { await fetch("held", from: base) }
      await gate.waitForArrivals(1)  // the request is at the server, waiting for its answer
      request.cancel()
      let outcome = await request.value
      await gate.release()
      return outcome
    }
    #expect(result == .failure(.cancelled))
  }

  @Test func cancellingAsResponsesCompleteNeverDeadlocks() async throws {
    // Latest-wins work cancels requests at any moment, including as their response completes;
    // FoundationNetworking's own async API can deadlock there. Every request must end.
    let outcomes = try await LocalHTTPServer.run(routes) { base in
      var outcomes: [String] = []
      for attempt in 0..<200 {
        let request = Task { await fetch("hello", from: base) }
        for _ in 0..<(attempt % 5) { await Task.yield() }
        request.cancel()
        switch await request.value {
        case .success: outcomes.append("answered")
        case .failure(.cancelled): outcomes.append("cancelled")
        case .failure(let error): outcomes.append("\(error)")
        }
      }
      return outcomes
    }
    #expect(outcomes.count == 200)
    #expect(outcomes.contains("cancelled"), "the race was exercised")
    #expect(outcomes.allSatisfy { $0 == "answered" || $0 == "cancelled" }, "\(Set(outcomes))")
  }
}
