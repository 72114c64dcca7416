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
  /// Whether a socket upgrade to a path, from a host and with origins, is taken (see
  /// ``RequestHeadLimits``).
  let acceptsSocket: @Sendable (_ path: String, _ authority: String?, _ origins: [String]) -> Bool
  let inner: Inner
  /// Open connections by the client's address.
  let open = LockIsolated<[String: Int]>([:])
  /// When each address's refusals were last logged, and how many came since: one line per
  /// address per ``logInterval``, however many it sends.
  let refusals = LockIsolated<[String: (logged: ContinuousClock.Instant, since: Int)]>([:])
  /// How often a client's refusals are logged at most.
  static var logInterval: Duration { .seconds(60) }

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
      let now = ContinuousClock.now
      let unlogged = refusals.withValue { refusals -> Int? in
        if let last = refusals[client], last.logged.duration(to: now) < Self.logInterval {
          refusals[client]?.since += 1
          return nil
        }
        let since = refusals[client]?.since ?? 0
        refusals[client] = (now, 0)
        return since
      }
      if let unlogged {
        let more = unlogged > 0 ? " (\(unlogged) more since the last time this was said)" : ""
        logger.warning("\(client) has \(count - 1) connections open: another is refused\(more).")
      }
      channel.close(promise: nil)
      // The connection is not served: nothing else is set up on it, and nothing else is said.
      return channel.eventLoop.makeFailedFuture(ChannelError.ioOnClosedChannel)
    }
    do {
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadLimits(
          firstHeadTimeout: TimeAmount(firstHeadTimeout), acceptsSocket: acceptsSocket),
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
