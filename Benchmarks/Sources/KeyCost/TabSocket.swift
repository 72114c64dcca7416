import CompressNIO
import Foundation
import NIOCore

#if canImport(Glibc)
  import Glibc
#endif

#if os(Linux)
  /// A tab's socket as a browser opens it, in blocking calls: the handshake with the page's
  /// Origin and permessage-deflate offered (with the compression context kept, as browsers keep
  /// it), masked text frames sent, and frames read and counted as they come off the wire.
  final class TabSocket {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var message: [UInt8] = []
    private var isCompressed = false
    private let inflater: ZlibDecompressor
    /// The bytes read off the socket since the handshake: frames' headers and payloads.
    private(set) var wireBytes = 0

    /// Opens `/cocktails/socket` on 127.0.0.1:`port`.
    init(port: Int) throws {
      inflater = try ZlibDecompressor(algorithm: .deflate)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else {
        Glibc.close(descriptor)
        throw POSIXError(.ECONNREFUSED)
      }
      var one: Int32 = 1
      setsockopt(
        descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
      try write(
        Array(
          ("GET /cocktails/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Origin: http://127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n").utf8))
      let end = Array("\r\n\r\n".utf8)
      while buffer.firstRange(of: end) == nil {
        guard try fill(waiting: 5_000) else { throw POSIXError(.ETIMEDOUT) }
      }
      guard let range = buffer.firstRange(of: end) else { throw POSIXError(.EPROTO) }
      let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
      // A server that does not take permessage-deflate (one from before it) sends plain frames.
      guard head.hasPrefix("HTTP/1.1 101") else { throw POSIXError(.EPROTO) }
      buffer.removeSubrange(..<range.upperBound)
    }

    func close() {
      Glibc.close(descriptor)
    }

    /// Sends `text` in one masked text frame.
    func send(_ text: String) throws {
      let payload = Array(text.utf8)
      var frame: [UInt8] = [0x81]
      if payload.count < 126 {
        frame.append(0x80 | UInt8(payload.count))
      } else {
        frame.append(0x80 | 126)
        frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
      }
      let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
      frame += mask
      frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
      try write(frame)
    }

    /// The messages that have arrived, waiting up to `milliseconds` for the first (and for the
    /// rest of one begun), decompressed; none when nothing came.
    func receive(waiting milliseconds: Int32) throws -> [String] {
      var messages: [String] = []
      while true {
        if let text = try nextMessage() {
          messages.append(text)
          continue
        }
        // Once a message is whole, only what is there already.
        let wait = messages.isEmpty || !buffer.isEmpty ? milliseconds : 0
        guard try fill(waiting: wait) else { return messages }
      }
    }

    /// The next whole message in the buffer, if it holds one.
    private func nextMessage() throws -> String? {
      while true {
        guard buffer.count >= 2 else { return nil }
        let first = buffer[0]
        let second = buffer[1]
        var length = Int(second & 0x7F)
        var header = 2
        if length == 126 {
          guard buffer.count >= 4 else { return nil }
          length = Int(buffer[2]) << 8 | Int(buffer[3])
          header = 4
        } else if length == 127 {
          guard buffer.count >= 10 else { return nil }
          length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
          header = 10
        }
        guard buffer.count >= header + length else { return nil }
        let payload = buffer[header..<(header + length)]
        buffer.removeSubrange(..<(header + length))
        wireBytes += header + length
        let opcode = first & 0x0F
        guard opcode <= 2 else { continue }  // ping, pong, close: not messages
        if opcode != 0 { isCompressed = first & 0x40 != 0 }
        message += payload
        guard first & 0x80 != 0 else { continue }
        defer { message = [] }
        guard isCompressed else { return String(decoding: message, as: UTF8.self) }
        var compressed = ByteBuffer(bytes: message + [0, 0, 0xFF, 0xFF])
        let text = try compressed.decompressStream(with: inflater)
        return String(buffer: text)
      }
    }

    /// Reads what the socket has, waiting up to `milliseconds` for it: `false` when nothing came.
    private func fill(waiting milliseconds: Int32) throws -> Bool {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, milliseconds) > 0 else { return false }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { throw POSIXError(.ECONNRESET) }
      buffer += chunk[..<count]
      return true
    }

    private func write(_ bytes: [UInt8]) throws {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes {
          Glibc.send(descriptor, $0.baseAddress, $0.count, 0)
        }
        guard count > 0 else { throw POSIXError(.EPIPE) }
        sent += count
      }
    }
  }
#endif
