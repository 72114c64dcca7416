import Foundation
import LocalHTTPServer
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb
@testable import WebUI

#if canImport(Glibc)
  /// A real `showcase web` on loopback, asked as an attacker would: through a name that resolves
  /// here (DNS rebinding), with other methods, with oversized headers. Each request is sent raw,
  /// byte for byte, as no browser or URL session would send it.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct WebServerAttackTests {
    /// A running `showcase web --port 0`, and its port.
    final class Server: Sendable {
      let process: Process
      let port: Int
      /// What it said first: where it listens.
      let line: String

      init(_ arguments: [String] = []) async throws {
        let process = Process()
        process.executableURL = showcaseURL
        process.arguments = ["web", "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let line = try await onOwnThread { try Self.firstLine(of: output.fileHandleForReading) }
        let port = line.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }
        guard let port else {
          process.terminate()
          throw Unexpected.output(line)
        }
        self.port = port
        self.line = line
      }

      deinit { process.terminate() }

      static func firstLine(of handle: FileHandle) throws -> String {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
          let byte = handle.readData(ofLength: 1)
          guard !byte.isEmpty else { break }
          line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
      }
    }

    enum Unexpected: Error {
      case output(String)
    }

    /// Sends `request` as it is, on a thread of its own, and returns the answer.
    static func exchange(_ request: String, port: Int, headOnly: Bool = false) async throws
      -> String
    {
      try await onOwnThread {
        try RawConnection.exchange(request, port: port, headOnly: headOnly)
      }
    }

    static func get(_ path: String, host: String, extra: String = "", method: String = "GET")
      -> String
    {
      "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n"
    }

    static let socketHeaders =
      "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"

    @Test func aRequestForAnotherHostIsRefusedEverywhere() async throws {
      let server = try await Server()
      let port = server.port
      for path in ["/", "/cocktails", "/static/live.js", "/images/1"] {
        let answer = try await Self.exchange(
          Self.get(path, host: "attacker.test:\(port)"), port: port)
        #expect(answer.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"), "\(path): \(answer)")
        #expect(answer.contains("Content-Security-Policy: default-src 'none'"))
      }
      // A socket whose Origin matches the rebound name: refused, not upgraded.
      let socket = try await Self.exchange(
        "GET /cocktails/socket HTTP/1.1\r\nHost: attacker.test:\(port)\r\n"
          + "Origin: http://attacker.test:\(port)\r\n\(Self.socketHeaders)\r\n",
        port: port)
      #expect(socket.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(socket)")
      #expect(socket.contains("Content-Security-Policy: default-src 'none'"))
      for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST:\(port)"] {
        let answer = try await Self.exchange(Self.get("/", host: host), port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(host): \(answer)")
      }
      for host in ["127.0.0.1", "127.0.0.1:1", "127.0.0.1.attacker.test:\(port)", ""] {
        let answer = try await Self.exchange(Self.get("/", host: host), port: port)
        #expect(!answer.hasPrefix("HTTP/1.1 200"), "\(host) was served")
      }
      // The page's own socket still opens.
      let own = try await Self.exchange(
        "GET /cocktails/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
          + "Origin: http://127.0.0.1:\(port)\r\n\(Self.socketHeaders)\r\n",
        port: port, headOnly: true)
      #expect(own.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"), "\(own)")
    }

    @Test func otherMethodsAreNotAllowedAndHeadIsGetWithoutItsBody() async throws {
      let server = try await Server()
      let host = "127.0.0.1:\(server.port)"
      for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let answer = try await Self.exchange(
          Self.get("/cocktails", host: host, extra: "Content-Length: 0\r\n", method: method),
          port: server.port)
        #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"), "\(method): \(answer)")
        #expect(answer.contains("\r\nAllow: GET, HEAD\r\n"))
        #expect(answer.contains("Content-Security-Policy: default-src 'none'"))
      }
      let get = try await Self.exchange(Self.get("/", host: host), port: server.port)
      let head = try await Self.exchange(
        Self.get("/", host: host, method: "HEAD"), port: server.port)
      #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(head)")
      #expect(head.hasSuffix("\r\n\r\n"), "no body")
      let length = get.split(separator: "\r\n").first { $0.hasPrefix("Content-Length:") }
      #expect(length != nil && head.contains(String(length ?? "?")))
    }

    @Test func theServersOwnNotFoundCarriesThePolicy() async throws {
      let server = try await Server()
      let answer = try await Self.exchange(
        Self.get("/nothing/here", host: "127.0.0.1:\(server.port)"), port: server.port)
      #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
      #expect(answer.contains("Content-Security-Policy: default-src 'none'"))
      #expect(answer.contains("<h1>Not found</h1>"))
    }

    @Test func headersTooLargeAreAnsweredAtOnce() async throws {
      let server = try await Server()
      let big = String(repeating: "a", count: 90_000)
      let answer = try await Self.exchange(
        Self.get("/", host: "127.0.0.1:\(server.port)", extra: "X-Big: \(big)\r\n"),
        port: server.port)
      #expect(answer.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(answer)")
      #expect(answer.contains("\r\nContent-Security-Policy: default-src 'none';"), "\(answer)")
    }

    @Test func aSecondHostOrAWholeURLInTheRequestLineIsRefused() async throws {
      let server = try await Server()
      let host = "127.0.0.1:\(server.port)"
      let refused = [
        Self.get("/", host: host, extra: "Host: evil.example\r\n"),
        Self.get("http://evil.example/", host: host),
        Self.get("http://\(host)/", host: host),
        Self.get(
          "/cocktails/socket", host: host, extra: "Host: evil.example\r\n" + Self.socketHeaders),
      ]
      for request in refused {
        let answer = try await Self.exchange(request, port: server.port)
        #expect(
          answer
            == "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n"
            + "Content-Security-Policy: \(WebServer.contentSecurityPolicy)\r\n"
            + "X-Content-Type-Options: nosniff\r\n\r\n", "\(request)")
      }
      let served = try await Self.exchange(Self.get("/", host: host), port: server.port)
      #expect(served.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    @Test func aRefusedSocketIsAnsweredWithThePolicy() async throws {
      let server = try await Server()
      let host = "127.0.0.1:\(server.port)"
      for (path, origin) in [
        ("/cocktails/socket", "http://evil.example"), ("/nothing/socket", "http://\(host)"),
      ] {
        let answer = try await Self.exchange(
          Self.get(path, host: host, extra: "Origin: \(origin)\r\n" + Self.socketHeaders),
          port: server.port)
        #expect(
          answer
            == "HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n"
            + "Content-Security-Policy: \(WebServer.contentSecurityPolicy)\r\n"
            + "X-Content-Type-Options: nosniff\r\n\r\n", "\(path) from \(origin)")
      }
      let taken = try await Self.exchange(
        Self.get(
          "/cocktails/socket", host: host, extra: "Origin: http://\(host)\r\n" + Self.socketHeaders),
        port: server.port, headOnly: true)
      #expect(taken.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"), "\(taken)")
    }

    @Test func anIdleConnectionIsClosedAndOneClientCannotTakeEveryFile() async throws {
      let server = try await Server()
      let port = server.port
      // 256 held (none sends a request), and one more, closed at once, unanswered.
      let held = try (0..<256).map { _ in try RawConnection(port: port) }
      let extra = try await RawConnection.onThread {
        let extra = try RawConnection(port: port)
        extra.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        return try extra.receive()
      }
      #expect(extra == "")
      // The held ones send nothing: each is closed after the server's 10 s, with nothing said.
      // All of them, before the next request: one still open would still count against the cap.
      let closed = try await RawConnection.onThread { try held.map { try $0.receive() } }
      #expect(closed == Array(repeating: "", count: held.count))
      let afterwards = try await Self.exchange(
        Self.get("/", host: "127.0.0.1:\(port)"), port: port)
      #expect(afterwards.hasPrefix("HTTP/1.1 200 OK\r\n"), "served again once they are closed")
    }

    @Test func aNameThatStartsLikeLoopbackIsNotLoopback() async throws {
      let run = try await runShowcase(["web", "--host", "127.example.invalid"])
      #expect(run.status == 64)
      #expect(run.output.contains("--host 127.example.invalid can be reached from other machines"))
      #expect(WebCommand.isLoopback("127.0.0.1") && WebCommand.isLoopback("127.255.0.9"))
      #expect(!WebCommand.isLoopback("127.0.0.256"))
      // 127.1 is 127.0.0.1 to the system (inet_aton), so it is loopback, and is served as such.
      #expect(WebCommand.isLoopback("127.1"))
    }

    @Test func anIPv6AddressIsPrintedAsAURL() async throws {
      let server = try await Server(["--host", "::1"])
      #expect(server.line == "Serving the apps at http://[::1]:\(server.port)/ (Ctrl-C to stop)\n")
    }
  }
#endif
