import ConcurrencyExtras
import Testing

@testable import WebUI

/// Sockets never take the connections page loads need: past its share, a client's new socket
/// closes that client's socket idle longest, and only that one.
@Suite struct SocketRosterTests {
  @Test func aSocketPastTheShareClosesTheSameClientsSocketIdleLongest() {
    let roster = SocketRoster(perClient: 2)
    let closed = LockIsolated<[String]>([])
    func open(_ name: String, from client: String) -> Int {
      roster.opened(by: client) { closed.withValue { $0.append(name) } }
    }
    let first = open("first", from: "127.0.0.1")
    _ = open("second", from: "127.0.0.1")
    _ = open("other", from: "10.0.0.2")
    roster.heard(from: first)  // the first tab is in use: the second is now idle longest
    _ = open("third", from: "127.0.0.1")
    #expect(closed.value == ["second"])
    #expect(roster.count(of: "127.0.0.1") == 2)
    #expect(roster.count(of: "10.0.0.2") == 1)
    roster.closed(first)
    _ = open("fourth", from: "127.0.0.1")
    #expect(closed.value == ["second"], "room again once one closed")
    #expect(roster.count(of: "127.0.0.1") == 2)
  }
}
