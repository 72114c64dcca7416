import Foundation
import NIOCore

/// The first handler of every connection, closest to the socket: it watches each request's head
/// (up to the blank line that ends it) before HTTP is parsed, because the parser's own limits end
/// in silence on a connection that may still be upgraded to a socket.
///
/// - A head longer than ``largestHead`` is answered `431 Request Header Fields Too Large` and the
///   connection closed, at once.
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

  init(firstHeadTimeout: TimeAmount) {
    self.firstHeadTimeout = firstHeadTimeout
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
        return refuse(context: context)
      }
      if head.count >= 4, head.suffix(4).elementsEqual([13, 10, 13, 10]) {
        headEnded(context: context)
        if isDone { break }
      }
    }
    context.fireChannelRead(data)
    if isDone { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
  }

  /// A whole head came: what follows it is a body of the length it states, the next head, or
  /// no longer HTTP.
  private func headEnded(context: ChannelHandlerContext) {
    timeout?.cancel()
    timeout = nil
    let text = String(decoding: head, as: UTF8.self).lowercased()
    head.removeAll(keepingCapacity: true)
    var length = 0
    for line in text.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "upgrade", "transfer-encoding": isDone = true
      case "content-length": length = Int(value) ?? 0
      default: break
      }
    }
    bodyLeft = max(0, length)
  }

  /// Answers 431 below HTTP's encoder (this handler is first) and closes.
  private func refuse(context: ChannelHandlerContext) {
    isDone = true
    let answer =
      "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    let buffer = context.channel.allocator.buffer(string: answer)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }
}
