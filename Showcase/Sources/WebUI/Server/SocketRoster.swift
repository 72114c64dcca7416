import ConcurrencyExtras
import Foundation

/// The open tab sockets, by the client's address: at most ``perClient`` from one address, so that
/// sockets never take the connections page loads need. A socket past the limit closes the one
/// from the same address idle longest (the least recently heard from): a user's new tab is
/// live, and a client that opens sockets and leaves them idle only ever closes its own.
final class SocketRoster: Sendable {
  /// One socket: its client, when it was last heard from, and how to close it.
  private struct Entry {
    let client: String
    var lastHeard: ContinuousClock.Instant
    let close: @Sendable () -> Void
  }

  /// The most sockets one address holds open at once.
  let perClient: Int
  private let entries = LockIsolated<[Int: Entry]>([:])
  private let nextID = LockIsolated(0)

  /// A roster of at most `perClient` sockets per address.
  init(perClient: Int) {
    self.perClient = max(1, perClient)
  }

  /// Notes a socket of `client` that `close` closes, and closes the socket of that client idle
  /// longest while it holds more than ``perClient``; returns the new socket's number.
  func opened(by client: String, close: @escaping @Sendable () -> Void) -> Int {
    let id = nextID.withValue {
      $0 += 1
      return $0
    }
    let evicted = entries.withValue { entries -> [@Sendable () -> Void] in
      entries[id] = Entry(client: client, lastHeard: .now, close: close)
      let mine = entries.filter { $0.value.client == client }
        .sorted { ($0.value.lastHeard, $0.key) < ($1.value.lastHeard, $1.key) }
      let excess = mine.prefix(max(0, mine.count - perClient)).filter { $0.key != id }
      for (key, _) in excess { entries[key] = nil }
      return excess.map(\.value.close)
    }
    for close in evicted { close() }
    return id
  }

  /// Socket `id` sent something: it is not idle.
  func heard(from id: Int) {
    entries.withValue { $0[id]?.lastHeard = .now }
  }

  /// Socket `id` closed; returns how many are still open.
  @discardableResult
  func closed(_ id: Int) -> Int {
    entries.withValue {
      $0[id] = nil
      return $0.count
    }
  }

  /// How many sockets `client` holds open.
  func count(of client: String) -> Int {
    entries.value.values.filter { $0.client == client }.count
  }
}
