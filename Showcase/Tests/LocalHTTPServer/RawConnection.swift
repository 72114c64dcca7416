#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A TCP connection to 127.0.0.1 that sends bytes as they are given, for tests that speak to a
  /// server as no browser would: a `Host` of another name, headers too large, a connection that
  /// never sends a request. Blocking: use it from a thread of its own.
  public final class RawConnection: @unchecked Sendable {
    // Safe: one test thread uses a connection at a time, and the descriptor never changes.
    private let socket: Int32

    /// What went wrong.
    public enum Failure: Error {
      case socket(String)
      /// Nothing came for `receiveTimeout`: a failure, never an expected wait.
      case noAnswer
    }

    /// Connects to 127.0.0.1:`port`; a receive that waits longer than `receiveTimeout` seconds
    /// fails.
    public init(port: Int, receiveTimeout: Int = 20) throws {
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard socket >= 0 else { throw Failure.socket("socket: errno \(errno)") }
      var timeout = timeval(tv_sec: receiveTimeout, tv_usec: 0)
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else {
        close(socket)
        throw Failure.socket("connect: errno \(errno)")
      }
    }

    deinit { close(socket) }

    /// Sends `text`'s UTF-8 as far as the server takes it (it may close before all is sent).
    public func send(_ text: String) {
      let bytes = Array(text.utf8)
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes {
          Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard count > 0 else { return }
        sent += count
      }
    }

    /// What comes until the server closes the connection, or with `headOnly` until the end of
    /// the answer's head.
    ///
    /// - Throws: ``Failure/noAnswer`` when nothing comes for the receive timeout.
    public func receive(headOnly: Bool = false) throws -> String {
      var answer = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else {
          if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { throw Failure.noAnswer }
          break
        }
        answer += buffer[..<count]
        if headOnly, answer.firstRange(of: [13, 10, 13, 10]) != nil { break }
      }
      return String(decoding: answer, as: UTF8.self)
    }

    /// Sends `request` and returns the answer (see ``receive(headOnly:)``).
    public static func exchange(_ request: String, port: Int, headOnly: Bool = false) throws
      -> String
    {
      let connection = try RawConnection(port: port)
      connection.send(request)
      return try connection.receive(headOnly: headOnly)
    }

    /// Runs `work`, which blocks on connections, on a thread of its own: blocking one of Swift
    /// concurrency's few threads would starve the server under test.
    public static func onThread<Value: Sendable>(
      _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
      try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: work)) }.start()
      }
    }
  }
#endif
