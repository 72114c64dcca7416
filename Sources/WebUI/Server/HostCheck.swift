import ConcurrencyExtras

/// Which `Host` a request may name: the address the server listens on, so that a page of another
/// site whose name was made to resolve to this machine (DNS rebinding) is refused, though the
/// browser sends it here.
///
/// On a loopback address the names are `127.0.0.1`, `localhost` and `[::1]` and the one listened
/// on, each with the port listened on; on a specific other address, that address. A server that
/// listens on every address (`0.0.0.0`, `::`, asked for with `--allow-remote`) cannot know the
/// names it is reached by, and takes any.
public struct HostCheck: Sendable {
  /// The names taken, lowercased, IPv6 addresses in brackets; `nil` for any.
  public let names: Set<String>?
  private let listeningPort: LockIsolated<Int>

  /// The check for a server listening on `host` and `port` (0 until ``listening(on:)`` says
  /// which).
  public init(host: String, port: Int) {
    let host = Self.bracketed(host.lowercased())
    if ["0.0.0.0", "[::]", "[0:0:0:0:0:0:0:0]"].contains(host) {
      names = nil
    } else if Self.isLoopback(host) {
      names = ["127.0.0.1", "localhost", "[::1]", host]
    } else {
      names = [host]
    }
    listeningPort = LockIsolated(port)
  }

  /// Notes the port listened on, once the system chose it.
  public func listening(on port: Int) {
    listeningPort.setValue(port)
  }

  /// Whether a request whose `Host` (its authority) is `authority` is answered.
  public func allows(_ authority: String?) -> Bool {
    guard let authority = authority?.lowercased(), !authority.isEmpty else { return false }
    guard let names else { return true }
    let (name, port) = Self.split(authority)
    guard names.contains(name) else { return false }
    return (port ?? 80) == listeningPort.value
  }

  /// `host:port`, `[v6]:port` or `host` as its name and port.
  static func split(_ authority: String) -> (name: String, port: Int?) {
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
      let name = String(authority[...close])
      let rest = authority[authority.index(after: close)...]
      guard rest.hasPrefix(":") else { return (name, rest.isEmpty ? nil : -1) }
      return (name, Int(rest.dropFirst()) ?? -1)
    }
    guard let colon = authority.lastIndex(of: ":") else { return (authority, nil) }
    return (String(authority[..<colon]), Int(authority[authority.index(after: colon)...]) ?? -1)
  }

  /// An IPv6 address in brackets, as a URL and a `Host` carry it; other names as they are.
  public static func bracketed(_ host: String) -> String {
    host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
  }

  /// Whether `host` is a loopback address: `localhost`, `::1`, or an IPv4 address in 127.0.0.0/8
  /// written as four numbers (not a name that starts with "127.").
  public static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased()
    if ["localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1", "[0:0:0:0:0:0:0:1]"].contains(host) {
      return true
    }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4,
      parts.allSatisfy({ part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII)
          && part.allSatisfy(\.isNumber) && (Int(part).map { $0 <= 255 } ?? false)
      })
    else { return false }
    return parts[0] == "127"
  }
}
