import Clocks
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitTesting
import PropertyBased
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct FaultInjectingHTTPClientTests {
  private let request = HTTPRequest(url: URL(fileURLWithPath: "/rates"))
  private let seed: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)

  private func server() async -> StubHTTPClient {
    let server = StubHTTPClient()
    await server.stub("rates", with: .json("{}"))
    return server
  }

  @Test func waitsOutTheLatencyOnTheClockBeforeSending() async throws {
    let server = await server()
    let base = TestClock()
    let (sleeps, sleepStarted) = AsyncStream.makeStream(of: Void.self)
    let client = FaultInjectingHTTPClient(
      wrapping: server, faults: NetworkFaults(latency: .milliseconds(300)),
      clock: SignallingClock(base: base, sleeps: sleepStarted))
    let response = Task { [request] in try await client.send(request) }
    var iterator = sleeps.makeAsyncIterator()
    await iterator.next()
    await base.advance(by: .milliseconds(299))
    #expect(await server.requests.isEmpty)
    await base.advance(by: .milliseconds(1))
    #expect(try await response.value.statusCode == 200)
    #expect(await server.requests.count == 1)
  }

  @Test func failsTheShareOfRequestsAskedFromTheSeededGenerator() async throws {
    let server = await server()
    var statuses: [Double: [Int]] = [:]
    for rate in [0, 0.5, 1] {
      let client = FaultInjectingHTTPClient(
        wrapping: server, faults: NetworkFaults(failureRate: rate), random: Xoshiro(seed: seed))
      var codes: [Int] = []
      for _ in 0..<1_000 { codes.append(try await client.send(request).statusCode) }
      statuses[rate] = codes
    }
    #expect(statuses[0]?.allSatisfy { $0 == 200 } == true)
    #expect(statuses[1]?.allSatisfy { $0 == 503 } == true)
    // Half, as the seeded generator draws it: the same 501 of 1,000 on every run.
    let failedAtHalf = 501
    #expect(statuses[0.5]?.count { $0 == 503 } == failedAtHalf)
    // Only the requests that were not failed reached the server.
    #expect(await server.requests.count == 1_000 + (1_000 - failedAtHalf))
  }

  @Test func offlineFailsEveryRequestWithoutSendingIt() async throws {
    let server = await server()
    let client = FaultInjectingHTTPClient(
      wrapping: server, faults: NetworkFaults(isOffline: true))
    await #expect(throws: APIError.transport("the network is offline")) {
      try await client.send(request)
    }
    #expect(await server.requests.isEmpty)
    client.control.faults = .none
    #expect(try await client.send(request).statusCode == 200)
    #expect(await server.requests.count == 1)
  }

  @Test func oneControlDrivesEveryClientFromTheNextRequest() async throws {
    let server = await server()
    let control = NetworkFaultControl()
    let first = FaultInjectingHTTPClient(wrapping: server, control: control)
    let second = FaultInjectingHTTPClient(wrapping: server, control: control)
    #expect(try await first.send(request).statusCode == 200)
    control.faults = NetworkFaults(failureRate: 1)
    #expect(try await first.send(request).statusCode == 503)
    #expect(try await second.send(request).statusCode == 503)
    #expect(second.faults == NetworkFaults(failureRate: 1))
    #expect(await server.requests.count == 1)
  }

  @Test func faultsAreClampedAndSayWhetherAnyIsOn() {
    #expect(NetworkFaults(failureRate: 2).failureRate == 1)
    #expect(NetworkFaults(failureRate: -1).failureRate == 0)
    #expect(!NetworkFaults.none.isOn)
    #expect(NetworkFaults(latency: .seconds(1)).isOn)
  }
}
