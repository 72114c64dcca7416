import ConcurrencyExtras
import HummingbirdCore
import Logging
import NIOCore

/// A server's connections, limited: at most `perClient` open at once from one address, and each
/// watched by ``RequestHeadLimits`` before HTTP reads it. Wraps the channel that serves HTTP and
/// the sockets.
///
/// The default of 256 (``WebServer/connectionsPerClient``) is far more than a browser uses (six
/// connections per host, and a socket a tab), and far fewer than the 1,024 files a process
/// commonly may open.
struct ConnectionLimits<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  let perClient: Int
  let firstHeadTimeout: Duration
  let inner: Inner
  /// Open connections by the client's address.
  let open = LockIsolated<[String: Int]>([:])

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let client = channel.remoteAddress?.ipAddress ?? "unknown"
    let count = open.withValue { open in
      open[client, default: 0] += 1
      return open[client, default: 0]
    }
    channel.closeFuture.whenComplete { [open] _ in
      open.withValue { open in
        open[client, default: 1] -= 1
        if open[client] == 0 { open[client] = nil }
      }
    }
    if count > perClient {
      logger.warning("\(client) has \(count - 1) connections open: another is refused.")
      channel.close(promise: nil)
    }
    do {
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadLimits(firstHeadTimeout: TimeAmount(firstHeadTimeout)),
        position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
