import ConcurrencyExtras
import Foundation
public import Hummingbird
import HummingbirdCore
import HummingbirdWSCompression
import HummingbirdWebSocket
public import Logging
import NIOCore
import ServiceLifecycle

/// The apps in the browser: the menu at `/`, each app at `/PATH` and the addresses of its screens
/// under it (`/cocktails/drink/11000`), live over `/PATH/socket`.
///
/// The first response to an address is that screen's complete HTML as far as its sources have
/// answered within ``firstScreenWait`` (100 ms), a placeholder for each section still loading: a
/// slow source never holds it longer, except what a deep address's screen is found in where its
/// route says so (an item of the list under it, for a service that cannot fetch one by its id; at
/// most ``firstResponseTimeout``). Its session (its view
/// models) waits for the tab's socket, which takes it up until the tab closes: a visit loads each
/// source once. A socket whose session is gone (a page kept in the browser's history, a server
/// restarted) starts a new one at the same address. Every response forbids what the pages do not
/// use (a Content-Security-Policy of the page's own origin only); the socket refuses another
/// origin's page.
///
/// What one client can ask of it is bounded: a request must name the host listened on (``hosts``,
/// against DNS rebinding) and be a GET or HEAD; a request's head is at most 32 KB (431 past it);
/// a connection that sends no request within ``firstHeadTimeout`` is closed, and so is an HTTP
/// connection idle for ``idleTimeout``; one address holds at most ``connectionsPerClient``
/// connections; a tab sends messages of at most ``largestMessage`` bytes, and a tab that leaves
/// ``largestOutgoingQueue`` messages unread has its session closed.
public struct WebServer: Sendable {
  /// The apps, in menu order.
  public let apps: [WebApp]
  /// The address listened on: `127.0.0.1` unless the user chose another.
  public let host: String
  /// The port; 0 for any free one (tests).
  public let port: Int
  /// The first responses' sessions, waiting for their tabs' sockets.
  let waiting: WaitingSessions
  /// The images the pages asked for, under paths of this run's own.
  public let images = ImageRoutes(prefix: ImageRoutes.runPrefix())
  /// The longest a first response waits for what a deep address's screen is found in.
  public var firstResponseTimeout: Duration = .seconds(10)
  /// The longest a first response waits for its screen's own sources, once it is found: what
  /// arrives by then is in the page, placeholders stand for the rest.
  public static let firstScreenWait: Duration = .milliseconds(100)
  /// The clock the timeout runs on.
  public var clock: any Clock<Duration> = ContinuousClock()
  /// Which `Host` a request may name: the address listened on.
  public let hosts: HostCheck

  /// The longest message a tab may send (a paste into a field, say): longer ones are refused by
  /// the page script with a sentence, and by the socket.
  public static let largestMessage = 64 << 10
  /// How long an HTTP connection may stay idle between requests before it is closed.
  public static let idleTimeout: Duration = .seconds(30)
  /// How many messages may wait to be sent to one tab: a client that sends but never reads has
  /// its session closed when this many are waiting, instead of growing the server without bound.
  public var largestOutgoingQueue = 512
  /// How long a new connection may take to send its first request's head before it is closed.
  public var firstHeadTimeout: Duration = .seconds(10)
  /// The most connections one client address may hold open at once; more are closed at once.
  public var connectionsPerClient = 256
  /// Told when the last tab's socket has closed and its session is released: the moment for the
  /// process to give back to the system what the sessions used (the showcase trims glibc's
  /// heap), rather than keep it for tabs that may not come.
  public var whenLastTabCloses: (@Sendable () -> Void)?

  /// The policy every response carries: scripts, styles, images, recordings and the socket from
  /// this server only, nothing inline, no frames.
  public static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// The server of `apps` on `host:port`.
  public init(apps: [WebApp], host: String = "127.0.0.1", port: Int = 8080) {
    self.apps = apps
    self.host = host
    self.port = port
    hosts = HostCheck(host: host, port: port)
    waiting = WaitingSessions()
  }

  /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM; `onRunning` is
  /// told the port listened on.
  public func run(
    logger: Logger = WebServer.defaultLogger,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    let app = application(logger: logger, onRunning: onRunning)
    let services = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    try await services.run()
  }

  /// Whether `error`, from ``run(logger:onRunning:)``, says that the address to listen on is
  /// taken: another program listens on the port.
  public static func isAddressInUse(_ error: any Error) -> Bool {
    guard let error = error as? IOError else { return false }
    return error.errnoCode == POSIXErrorCode.EADDRINUSE.rawValue
  }

  /// The log a server keeps unless told otherwise: notices and worse (a tab's session closed for
  /// a message no page sends), not each connection or the server's start, which the command says
  /// itself.
  public static var defaultLogger: Logger {
    var logger = Logger(label: "webui.server")
    logger.logLevel = .notice
    return logger
  }

  /// The Hummingbird application: for a test's own service group.
  public func application(
    logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    let router = Router(options: .autoGenerateHeadEndpoints)
    router.add(middleware: SecurityHeaders())
    router.add(middleware: RequestGuard(hosts: hosts))
    addRoutes(to: router)
    let (hosts, headTimeout, perClient) = (hosts, firstHeadTimeout, connectionsPerClient)
    let upgrade = socketUpgrade()
    let appPaths = Set(apps.map(\.path))
    // A socket refused is answered before HTTP is read, with the headers every response has.
    let acceptsSocket: @Sendable (String, String?, [String]) -> Bool = { path, authority, origins in
      Self.socketApp(
        path: path, authority: authority, origins: origins, hosts: hosts, apps: appPaths) != nil
    }
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      http1: .init(idleTimeout: .seconds(Self.idleTimeout.components.seconds)),
      // permessage-deflate, when the browser offers it (every current one does), with the
      // compression context kept between messages: a region much like one sent before costs a
      // few bytes.
      ws: .init(
        maxFrameSize: Self.largestMessage,
        extensions: [.perMessageDeflate(maxDecompressedFrameSize: Self.largestMessage)]))
    // The sockets are upgraded here rather than through a router: with the router's upgrade,
    // each connection left ~1 kB more behind in the server's memory (see WebSessionCycles).
    return Application(
      router: router,
      server: HTTPServerBuilder { responder in
        ConnectionLimits(
          perClient: perClient, firstHeadTimeout: headTimeout, acceptsSocket: acceptsSocket,
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder, configuration: configuration, shouldUpgrade: upgrade))
      },
      configuration: .init(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        hosts.listening(on: port)
        await onRunning(port)
      },
      logger: logger)
  }

  /// Whether a request is upgraded to a tab's socket: one to `/APP/socket` of an app, on this
  /// server's host, from a page of this server's origin. One that is not goes on to the router.
  private func socketUpgrade()
    -> @Sendable (HTTPRequest, any Channel, Logger) async throws -> ShouldUpgradeResult<
      WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    >
  {
    let (apps, images, timeout, clock, hosts, queue, waiting, lastClosed) = (
      apps, images, firstResponseTimeout, clock, hosts, largestOutgoingQueue, waiting,
      whenLastTabCloses
    )
    // Half of a client's connections at most are sockets: the rest stay for page loads.
    let sockets = SocketRoster(perClient: max(1, connectionsPerClient / 2))
    return { request, channel, logger in
      let components = URLComponents(string: request.path ?? "")
      guard
        let path = Self.socketApp(
          path: request.path, authority: request.authority,
          origins: request.headerFields[values: .origin], hosts: hosts,
          apps: Set(apps.map(\.path))),
        let app = apps.first(where: { $0.path == path })
      else { return .dontUpgrade }
      let query = components?.queryItems ?? []
      let tab = SocketTab(
        token: query.first { $0.name == "tab" }?.value,
        address: query.first { $0.name == "at" }?.value ?? "/" + app.path)
      // Closing the connection itself, not only the socket: a client that stopped reading
      // cannot take a close frame either.
      let close: @Sendable () -> Void = { channel.close(mode: .all, promise: nil) }
      let client = channel.remoteAddress?.ipAddress ?? "unknown"
      return .upgrade([:]) { inbound, outbound, _ in
        let id = sockets.opened(by: client, close: close)
        defer {
          if sockets.closed(id) == 0 {
            // What the tabs held goes: the recording served last, then the sessions' memory.
            images.forgetMedia()
            lastClosed?()
          }
        }
        try await Self.serveSocket(
          of: app, tab: tab, waiting: waiting, images: images, timeout: timeout, clock: clock,
          queue: queue, inbound: inbound, outbound: outbound, logger: logger,
          heard: { sockets.heard(from: id) }, close: close)
      }
    }
  }

  private func addRoutes(to router: Router<BasicRequestContext>) {
    let (apps, images, timeout, clock) = (apps, images, firstResponseTimeout, clock)
    router.get("/") { _, _ in
      Self.html(WebMenu.document(apps: apps))
    }
    router.get("/static/:file") { _, context in
      guard let file = context.parameters.get("file"), let asset = WebAssets.asset(named: file)
      else { return Self.notFound() }
      return Response(
        status: .ok,
        headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
    // An image a page shows, or the file a Save link downloads: the same bytes, loaded once a
    // request asks, a download with the photo's file name as an attachment.
    for (prefix, isDownload) in [("/images/", false), ("/downloads/", true)] {
      router.get(RouterPath(prefix + ":token")) { _, context in
        guard let token = context.parameters.get("token"), let route = images.route(token),
          route.kind.folder == (isDownload ? "downloads" : "images")
        else { return Self.notFound() }
        let data: Data
        do {
          data = try await route.load(route.url)
        } catch {
          return Response(status: .badGateway)
        }
        var headers: HTTPFields = [
          .contentType: Self.imageType(of: data), .cacheControl: "private, max-age=3600",
        ]
        if let fileName = route.fileName {
          headers[.contentDisposition] = Self.attachment(named: fileName(data))
        }
        return Response(
          status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
      }
    }
    // A recording an `<audio>` element plays: the range it asks for, to start and to seek.
    router.get("/media/:token") { request, context in
      guard let token = context.parameters.get("token"), let route = images.route(token),
        case .media = route.kind
      else { return Self.notFound() }
      let data: Data
      do {
        data = try await images.mediaBytes(token, of: route)
      } catch {
        return Response(status: .badGateway)
      }
      return Self.media(data, range: ByteRange(header: request.headers[.range], length: data.count))
    }
    let waiting = waiting
    let screen: @Sendable (Request, BasicRequestContext) async throws -> Response = {
      request, context in
      guard let app = apps.first(where: { $0.path == context.parameters.get("app") }) else {
        return Self.notFound()
      }
      let address = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
      guard
        let document = try await Self.firstResponse(
          of: app, at: address, images: images, timeout: timeout, clock: clock, waiting: waiting)
      else { return Self.notFound() }
      return Self.html(document)
    }
    router.get("/:app", use: screen)
    router.get("/:app/**", use: screen)
  }

  /// A `Content-Disposition` that saves the response as the file `name`: an ASCII `filename` for
  /// old browsers (what is not printable ASCII, a quote or a backslash as `_`), and the name
  /// itself as RFC 5987's `filename*`.
  static func attachment(named name: String) -> String {
    let ascii = String(
      name.unicodeScalars.map { scalar -> Character in
        (0x20..<0x7F).contains(scalar.value) && scalar != "\"" && scalar != "\\"
          ? Character(scalar) : "_"
      })
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$&+-.^_`|~")
    let encoded = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? ascii
    return "attachment; filename=\"\(ascii)\"; filename*=UTF-8''\(encoded)"
  }

  /// The screen at `address` of `app` as far as it has loaded (each page the address opens over
  /// the first once those under it have settled); `nil` for an address of no screen of the app.
  /// Its session waits in `waiting` for the tab's socket (closed at once without).
  @MainActor
  static func firstResponse(
    of app: WebApp, at address: String? = nil, images: ImageRoutes, timeout: Duration,
    clock: any Clock<Duration> = ContinuousClock(), waiting: WaitingSessions? = nil
  ) async throws -> String? {
    let address = address ?? "/" + app.path
    guard let session = try openSession(of: app, at: address, images: images) else {
      return nil
    }
    await openSteps(of: session, timeout: timeout, clock: clock)
    // The screen's own sources get a moment: what answers at once (bundled data, a cache) is in
    // the page, which then reads without its script; a slow source leaves its placeholder.
    await settle(session, timeout: min(timeout, Self.firstScreenWait), clock: clock)
    let token = waiting?.keep(session, app: app.path)
    var socket = URLComponents()
    socket.path = "/" + app.path + "/socket"
    socket.queryItems =
      (token.map { [URLQueryItem(name: "tab", value: $0)] } ?? [])
      + [URLQueryItem(name: "at", value: address)]
    let document = session.document(socket: socket.string ?? socket.path)
    if token == nil { session.close() }
    return document
  }

  /// Takes the steps of `session`'s address, each that waits once the pages shown have settled
  /// (or `timeout` has passed).
  @MainActor
  static func openSteps(of session: WebSession, timeout: Duration, clock: any Clock<Duration>)
    async
  {
    for step in session.steps {
      if step.waits { await settle(session, timeout: timeout, clock: clock) }
      step.open()
    }
  }

  /// A new session of `app` at `address`, its messages through `send`: the first page, with the
  /// steps to the rest in ``WebSession/steps``; `nil` for an address of no screen.
  @MainActor
  static func openSession(
    of app: WebApp, at address: String, images: ImageRoutes,
    send: @escaping @MainActor (String) -> Void = { _ in }
  ) throws -> WebSession? {
    guard let tab = try app.makeTab(address) else { return nil }
    return WebSession(tab, images: images, send: send)
  }

  /// Waits until every source of `session` has loaded or failed, or `timeout` has passed.
  static func settle(
    _ session: WebSession, timeout: Duration, clock: any Clock<Duration>
  ) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await session.waitUntilSettled() }
      group.addTask {
        // Cancelled when the page settles first: the only error a sleep throws.
        do { try await clock.sleep(for: timeout) } catch { return }
      }
      await group.next()
      group.cancelAll()
    }
  }

  /// One tab's session: made on connect, fed the tab's messages, released when the socket closes
  /// or a message is not one the page script sends (logged).
  static func serveSocket(
    of app: WebApp, tab: SocketTab, waiting: WaitingSessions, images: ImageRoutes,
    timeout: Duration, clock: any Clock<Duration>, queue largestOutgoingQueue: Int,
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger,
    heard: @escaping @Sendable () -> Void = {}, close: @escaping @Sendable () -> Void = {}
  ) async throws {
    // Bounded: a tab that never reads has its session closed, not its messages kept forever.
    let (messages, sink) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingOldest(largestOutgoingQueue))
    // Said once when the queue is full: the writer may be stuck in a write that never ends.
    let (overflow, overflowSink) = AsyncStream.makeStream(of: Void.self)
    let send: @MainActor (String) -> Void = { message in
      if case .dropped = sink.yield(message) {
        overflowSink.yield()
        overflowSink.finish()
      }
    }
    let taken = await MainActor.run { tab.token.flatMap { waiting.take($0, app: app.path) } }
    let session: WebSession
    if let taken {
      session = taken
    } else {
      // The first response's session is gone (the page came from the browser's history, or the
      // server restarted): a new one at the same address, or the app's first screen.
      let address = tab.address
      guard
        let made = try await MainActor.run(body: {
          try openSession(of: app, at: address, images: images)
            ?? openSession(of: app, at: "/" + app.path, images: images)
        })
      else { return }
      await openSteps(of: made, timeout: timeout, clock: clock)
      session = made
    }
    await MainActor.run { session.start(sending: send) }
    // Whichever ends first ends the session: the tab closed or sent what no page sends (the
    // reader), or the tab stopped reading (the overflow).
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for await message in messages { try await outbound.write(.text(message)) }
      }
      group.addTask {
        // Ends with the overflow, or when the session ends otherwise (cancelled).
        for await _ in overflow {
          logger.warning(
            "A tab on /\(app.path)/socket left \(largestOutgoingQueue) messages unread: the session is closed."
          )
          // Its connection too: what the server still had for it to read is let go.
          close()
        }
      }
      group.addTask {
        try await read(inbound, into: session, path: app.path, logger: logger, heard: heard)
      }
      defer { group.cancelAll() }
      _ = try await group.next()
    }
    sink.finish()
    overflowSink.finish()
    await MainActor.run { session.close() }
  }

  /// Gives each message of `inbound` to `session`, on the main actor, where the session is: a
  /// message goes from the socket to the session without a hop through a thread of the global
  /// pool and back. Returns when the socket closes, or after a message that is not one the page
  /// script sends (logged).
  @MainActor
  static func read(
    _ inbound: sending WebSocketInboundStream, into session: WebSession, path: String,
    logger: Logger, heard: @Sendable () -> Void = {}
  ) async throws {
    for try await message in inbound.messages(maxSize: largestMessage) {
      heard()
      guard case .text(let text) = message else {
        logger.warning("A binary message on /\(path)/socket: the session is closed.")
        return
      }
      do {
        try session.receive(text)
      } catch {
        logger.warning("\(error) The session on /\(path)/socket is closed.")
        return
      }
    }
  }

  /// Whether the socket's request comes from a page of this server: an `Origin` is `http://` and
  /// the `Host` it was sent to.
  ///
  /// A browser sends one `Origin`, the page's, which no page can change: another site's page is
  /// refused. (A client that is not a browser can send what it likes, and may add its own `Origin`
  /// beside the one given, as HummingbirdWSClient does; the check is against pages, not clients.)
  static func isSameOrigin(_ request: HTTPRequest) -> Bool {
    guard let host = request.authority else { return false }
    return request.headerFields[values: .origin].contains("http://" + host)
  }

  /// The app whose tab socket a request to `path` asks for, when it is taken: `/APP/socket` of
  /// one of `apps`, on a host `hosts` allows, from a page of this server's origin (`origins`
  /// holds `http://` and the request's `authority`); `nil` when it is refused.
  static func socketApp(
    path: String?, authority: String?, origins: [String], hosts: HostCheck, apps: Set<String>
  ) -> String? {
    let components = URLComponents(string: path ?? "")
    let parts = (components?.path ?? "").split(separator: "/").map(String.init)
    guard parts.count == 2, parts[1] == "socket", apps.contains(parts[0]),
      hosts.allows(authority), let authority,
      origins.contains(where: { $0.lowercased() == "http://" + authority.lowercased() })
    else { return nil }
    return parts[0]
  }

  static func html(_ document: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: document)))
  }

  static func notFound() -> Response {
    message(status: .notFound, title: "Not found", "There is no page at this address.")
  }

  /// A page of the server's own that says `text` under `title`, with `status`.
  static func message(status: HTTPResponse.Status, title: String, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: WebMenu.message(title: title, text))))
  }

  /// The response that serves `range` of the recording `data`: 206 with the part asked for, 200
  /// with all of it, or 416 for a range past its end; each says that ranges may be asked for.
  static func media(_ data: Data, range: ByteRange) -> Response {
    var headers: HTTPFields = [
      .contentType: mediaType(of: data), .acceptRanges: "bytes",
      .cacheControl: "private, max-age=3600",
    ]
    switch range {
    case .whole:
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    case .part(let part):
      headers[.contentRange] = "bytes \(part.lowerBound)-\(part.upperBound)/\(data.count)"
      let bytes = data[(data.startIndex + part.lowerBound)...(data.startIndex + part.upperBound)]
      return Response(
        status: .partialContent, headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    case .unsatisfiable:
      headers[.contentRange] = "bytes */\(data.count)"
      return Response(status: .rangeNotSatisfiable, headers: headers)
    }
  }

  /// `audio/mpeg`, `audio/ogg`, `audio/wav` from the first bytes.
  static func mediaType(of data: Data) -> String {
    let bytes = Array(data.prefix(12))
    if bytes.starts(with: Array("OggS".utf8)) { return "audio/ogg" }
    if bytes.starts(with: Array("ID3".utf8)) { return "audio/mpeg" }
    // An MPEG audio frame's sync: eleven bits set.
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] & 0xE0 == 0xE0 { return "audio/mpeg" }
    if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)),
      bytes[8...].elementsEqual("WAVE".utf8)
    {
      return "audio/wav"
    }
    return "application/octet-stream"
  }

  /// `image/jpeg`, `image/png`, … from the first bytes.
  static func imageType(of data: Data) -> String {
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if data.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    if data.count > 12, data[data.startIndex + 8..<data.startIndex + 12].elementsEqual("WEBP".utf8)
    {
      return "image/webp"
    }
    return "application/octet-stream"
  }
}
