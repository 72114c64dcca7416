import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc

  /// Every app draws its first frame without waiting for the network: against a server that
  /// takes the connection and never answers, the app is on screen, in raw mode, loading.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct FirstFrameTests {
    /// A socket on a loopback port that listens and never accepts: connections wait in its
    /// backlog, so a request sent there is never answered.
    final class SilentServer: @unchecked Sendable {
      // Unchecked: only its descriptor and port, set once.
      let descriptor: Int32
      let port: UInt16

      init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            getsockname(descriptor, $0, &length)
          }
        }
        guard bound == 0, named == 0, listen(descriptor, 16) == 0 else {
          close(descriptor)
          throw POSIXError(.EADDRINUSE)
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
      }

      deinit { close(descriptor) }

      var url: String { "http://127.0.0.1:\(port)" }
    }

    struct Seen: Sendable {
      var drawn = false
      var raw = false
      var exited = false
    }

    @Test(arguments: [
      ("gallery", "--gallery-api", "Loading"), ("cocktails", "--cocktail-api", "Loading drinks"),
      ("rates", "--rates-api", "Loading rates"),
      ("meditation", "--songs-api", "Last 7 days"), ("nearby", "--places-api", "Loading places…"),
    ])
    func theFirstFrameComesBeforeAnyAnswer(app: String, option: String, loading: String)
      async throws
    {
      let server = try SilentServer()
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try EndToEndTests.Session(
          arguments: [app, option, server.url], environment: ["GOOGLE_PLACES_API_KEY": "test-key"])
        seen.drawn = session.waitFor { $0.terminal.text.contains(loading) }
        seen.raw = !session.isCooked
        session.type("\u{3}")
        seen.exited = session.waitFor { !$0.process.isRunning }
        return seen
      }
      #expect(seen.drawn, "\(app) shows that it is loading while the server has not answered")
      #expect(seen.raw)
      #expect(seen.exited)
    }
  }
#endif
