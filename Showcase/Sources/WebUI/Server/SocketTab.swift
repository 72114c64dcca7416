/// What a tab's socket names: the session its first response made, and the address it shows.
struct SocketTab: Sendable {
  /// The token of the session waiting for this socket, if the page has one.
  let token: String?
  /// The address the page shows: where a new session starts when the waiting one is gone.
  let address: String
}
