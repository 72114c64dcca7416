import Foundation
import NIOCore

/// The first handler of every connection, closest to the socket: it watches each request's head
/// (up to the blank line that ends it) before HTTP is parsed, because the parser's own limits end
/// in silence on a connection that may still be upgraded to a socket.
///
/// - A head longer than ``largestHead`` is answered `431 Request Header Fields Too Large` and the
///   connection closed, at once.
/// - A head with two `Host` fields, or whose request line names a whole URL (the absolute form,
///   `GET http://other.example/ HTTP/1.1`, which a proxy takes and a browser never sends to a
///   server), is answered `400 Bad Request` and the connection closed: which host is meant would
///   be ambiguous, and the host check reads only one.
///
/// - A request to upgrade to a socket that the server would not take (another origin's page,
///   a path of no app's socket) is answered `403 Forbidden` and the connection closed.
///
/// Its answers carry the policy and headers every other response does.
/// - A connection whose first head has not come whole within ``firstHeadTimeout`` is closed: an
///   idle socket holds a file descriptor, and a thousand of them lock everyone out.
///
/// Once a request is upgraded to a WebSocket, or sends a body of no stated length, what follows
/// is not HTTP and the handler steps aside. Between requests, HTTP's own idle timeout applies.
final class RequestHeadLimits: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The longest request head taken, in bytes.
  static let largestHead = 32 << 10
  /// How long a new connection may take to send its first request's head.
  let firstHeadTimeout: TimeAmount

  /// The head being read: its bytes so far (kept only to read its headers once whole).
  private var head: [UInt8] = []
  /// Bytes of a body still to pass before the next head.
  private var bodyLeft = 0
  private var timeout: Scheduled<Void>?
  private var isDone = false

  /// Whether a socket upgrade to a path, from a host and with origins, is taken.
  let acceptsSocket: @Sendable (_ path: String, _ authority: String?, _ origins: [String]) -> Bool

  init(
    firstHeadTimeout: TimeAmount,
    acceptsSocket: @escaping @Sendable (String, String?, [String]) -> Bool = { _, _, _ in true }
  ) {
    self.firstHeadTimeout = firstHeadTimeout
    self.acceptsSocket = acceptsSocket
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    timeout = context.eventLoop.scheduleTask(in: firstHeadTimeout) {
      loopBound.value.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timeout?.cancel()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isDone else { return context.fireChannelRead(data) }
    let buffer = unwrapInboundIn(data)
    for byte in buffer.readableBytesView {
      if bodyLeft > 0 {
        bodyLeft -= 1
        continue
      }
      head.append(byte)
      if head.count > Self.largestHead {
        return refuse(context: context, status: "431 Request Header Fields Too Large")
      }
      if head.count >= 4, head.suffix(4).elementsEqual([13, 10, 13, 10]) {
        if let refusal = headEnded(context: context) {
          return refuse(context: context, status: refusal)
        }
        if isDone { break }
      }
    }
    context.fireChannelRead(data)
    if isDone { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
  }

  /// A whole head came: what follows it is a body of the length it states, the next head, or
  /// no longer HTTP. Returns the status it is refused with, if it is.
  private func headEnded(context: ChannelHandlerContext) -> String? {
    timeout?.cancel()
    timeout = nil
    let text = String(decoding: head, as: UTF8.self)
    head.removeAll(keepingCapacity: true)
    let lines = text.split(separator: "\r\n")
    // The request line's target: a path (origin form) on a server, never a whole URL.
    let target = lines.first?.split(separator: " ").dropFirst().first ?? ""
    guard target.hasPrefix("/") else { return "400 Bad Request" }
    var length = 0
    var hosts: [String] = []
    var origins: [String] = []
    var upgrades = false
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "upgrade":
        upgrades = true
        isDone = true
      case "transfer-encoding": isDone = true
      case "content-length": length = Int(value) ?? 0
      case "host": hosts.append(value)
      case "origin": origins.append(value)
      default: break
      }
    }
    guard hosts.count <= 1 else { return "400 Bad Request" }
    if upgrades, !acceptsSocket(String(target), hosts.first, origins) { return "403 Forbidden" }
    bodyLeft = max(0, length)
    return nil
  }

  /// Answers `status` below HTTP's encoder (this handler is first), with the headers every
  /// response carries, and closes.
  private func refuse(context: ChannelHandlerContext, status: String) {
    isDone = true
    let answer =
      "HTTP/1.1 \(status)\r\nContent-Length: 0\r\nConnection: close\r\n"
      + "Content-Security-Policy: \(WebServer.contentSecurityPolicy)\r\n"
      + "X-Content-Type-Options: nosniff\r\n\r\n"
    let buffer = context.channel.allocator.buffer(string: answer)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }
}
