import ConcurrencyExtras
import Foundation
import MVVMKitTesting
import Testing

@testable import MVVMKitNetworking

/// `Retry-After` honoured: a busy server is asked once, and the user is told how long it asks to
/// wait, however often retry is pressed.
@Suite struct RetryAfterHTTPClientTests {
  static let url = URL(string: "http://api.test/songs")!

  @Test func aBusyServerIsAskedOnceUntilTheTimeItGaveAndTheUserIsToldWhen() async throws {
    let stub = StubHTTPClient()
    await stub.stub(
      "songs",
      with: .response(HTTPResponse(statusCode: 503, headers: ["Retry-After": "120"])),
      .json(#"{"songs": []}"#))
    let now = LockIsolated(Date(timeIntervalSince1970: 1_000_000))
    let client = RetryAfterHTTPClient(stub) { now.value }
    let busy = APIError.refused(
      code: "HTTP 503",
      message: "The server is busy (HTTP 503) and asks to be asked again in 2 min.",
      isRetryable: true)
    await #expect(throws: busy) { try await client.send(HTTPRequest(url: Self.url)) }
    // Retry pressed 30 times, a minute later: none reaches the server, each says how long.
    now.withValue { $0 += 60 }
    for _ in 0..<30 {
      await #expect(
        throws: APIError.refused(
          code: "HTTP 503",
          message: "The server is busy (HTTP 503) and asks to be asked again in 60 s.",
          isRetryable: true)
      ) { try await client.send(HTTPRequest(url: Self.url)) }
    }
    #expect(await stub.requests.count == 1)
    // Once the time has come, the next request goes.
    now.withValue { $0 += 60 }
    let response = try await client.send(HTTPRequest(url: Self.url))
    #expect(response.statusCode == 200)
    #expect(await stub.requests.count == 2)
  }

  @Test func aDateOrNoRetryAfterAtAll() {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
    #expect(
      RetryAfterHTTPClient.date(retryAfter: "Wed, 21 Oct 2015 07:30:00 GMT", now: now)
        == now.addingTimeInterval(120))
    #expect(
      RetryAfterHTTPClient.date(retryAfter: "999999999", now: now) == now.addingTimeInterval(86_400)
    )
    #expect(RetryAfterHTTPClient.date(retryAfter: "soon", now: now) == nil)
    #expect(RetryAfterHTTPClient.date(retryAfter: "-5", now: now) == nil)
  }

  @Test func anErrorWithoutRetryAfterIsAnsweredAsItIs() async throws {
    let stub = StubHTTPClient()
    await stub.stub("songs", with: .status(503), .status(503))
    let client = RetryAfterHTTPClient(stub)
    #expect(try await client.send(HTTPRequest(url: Self.url)).statusCode == 503)
    #expect(try await client.send(HTTPRequest(url: Self.url)).statusCode == 503)
    #expect(await stub.requests.count == 2)
  }
}
