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
      names = ["127.0.0.1", "localhost", "[::1]", host, Self.bracketed(Self.bindable(host))]
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
  /// in any form the system reads (``ipv4(_:)``: `127.0.0.1`, `127.1`, `0177.0.0.1`,
  /// `2130706433`), not a name that starts with "127.".
  public static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased()
    if ["localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1", "[0:0:0:0:0:0:0:1]"].contains(host) {
      return true
    }
    return ipv4(host).map { $0 >> 24 == 127 } ?? false
  }

  /// The IPv4 address `text` writes as `inet_aton` reads it (and so the system, when it binds):
  /// one to four numbers separated by dots, each decimal, octal (a leading 0) or hexadecimal
  /// (`0x`), the last filling the bytes the others leave; `nil` for anything else (a name).
  public static func ipv4(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...4).contains(parts.count) else { return nil }
    var numbers: [UInt64] = []
    for part in parts {
      let lower = part.lowercased()
      let (digits, radix): (Substring, Int) =
        lower.hasPrefix("0x")
        ? (lower.dropFirst(2), 16)
        : lower.count > 1 && lower.hasPrefix("0")
          ? (lower.dropFirst(), 8) : (lower[...], 10)
      guard !digits.isEmpty || radix == 16, digits.count <= 12, digits.allSatisfy(\.isASCII),
        let number = digits.isEmpty ? 0 : UInt64(digits, radix: radix)
      else { return nil }
      numbers.append(number)
    }
    // Each number but the last is one byte; the last fills what is left.
    let leading = numbers.dropLast()
    guard leading.allSatisfy({ $0 <= 255 }), let last = numbers.last,
      last < (UInt64(1) << (8 * (4 - leading.count)))
    else { return nil }
    var address: UInt64 = 0
    for (index, byte) in leading.enumerated() { address |= byte << (8 * (3 - index)) }
    return UInt32(address | last)
  }

  /// `host` as a server binds it: an IPv6 address without its brackets, an IPv4 address in any
  /// form ``ipv4(_:)`` reads as four decimal numbers (`127.1` → `127.0.0.1`), a name as it is.
  public static func bindable(_ host: String) -> String {
    if host.hasPrefix("["), host.hasSuffix("]") { return String(host.dropFirst().dropLast()) }
    guard let address = ipv4(host) else { return host }
    return (0..<4).map { String((address >> (8 * (3 - $0))) & 0xFF) }.joined(separator: ".")
  }
}
