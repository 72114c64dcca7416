public import Foundation
public import Hummingbird
public import Logging
import ServiceLifecycle

/// A real HTTP server on 127.0.0.1, on a port the system picks, for testing live clients.
///
/// ```swift
/// try await LocalHTTPServer.run { router in
///   router.get("search.php") { _, _ in LocalHTTPServer.json(#"{"drinks": null}"#) }
/// } test: { baseURL in
///   let drinks = try await client.fetch(.search("rum"), from: baseURL)
/// }
/// ```
public enum LocalHTTPServer {
  /// The router type the routes are added to.
  public typealias Routes = Router<BasicRequestContext>

  /// Starts a server with the routes `configure` adds, runs `test` with the server's base URL
  /// (`http://127.0.0.1:PORT/`), and stops the server when `test` returns or throws.
  public static func run<Value: Sendable>(
    _ configure: (Routes) -> Void,
    test: @Sendable (URL) async throws -> Value
  ) async throws -> Value {
    let router = Routes()
    configure(router)
    return try await serve({ logger, onRunning in
      Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
        logger: logger)
    }) { port in
      guard let url = URL(string: "http://127.0.0.1:\(port)/") else {
        throw ServerError.didNotStart
      }
      return try await test(url)
    }
  }

  /// Runs the application `makeApplication` makes (given a quiet logger, and what to tell the
  /// port it listens on), runs `test` with that port, and stops the application when `test`
  /// returns or throws: for a server of the project's own, such as the web view's.
  public static func serve<App: ApplicationProtocol, Value: Sendable>(
    _ makeApplication: (Logger, @escaping @Sendable (Int) async -> Void) -> App,
    test: @Sendable (Int) async throws -> Value
  ) async throws -> Value {
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    var logger = Logger(label: "LocalHTTPServer")
    logger.logLevel = .critical
    let app = makeApplication(logger) { port in
      portSink.yield(port)
      portSink.finish()
    }
    // Stopped by a graceful shutdown, as HummingbirdTesting does: cancelling the server task
    // while a connection is open trips a precondition in NIO's async writer.
    var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
    // A client that keeps a connection open must not hold the test up for long.
    configuration.maximumGracefulShutdownDuration = .seconds(5)
    let services = ServiceGroup(configuration: configuration)
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await services.run() }
      let result: Result<Value, any Error>
      var iterator = ports.makeAsyncIterator()
      if let port = await iterator.next(), port > 0 {
        do { result = .success(try await test(port)) } catch { result = .failure(error) }
      } else {
        result = .failure(ServerError.didNotStart)
      }
      await services.triggerGracefulShutdown()
      try await group.waitForAll()
      return try result.get()
    }
  }

  /// A base URL on 127.0.0.1 where nothing listens: a server was started there and stopped.
  public static func closedPortURL() async throws -> URL {
    try await run({ _ in }, test: { $0 })
  }

  /// A `200` response with `body` as JSON.
  public static func json(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status,
      headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }

  /// A response held until the test releases `gate`: as slow as a test needs, with no clock.
  ///
  /// Release the gate before the test's closure returns: stopping the server waits for it.
  public static func held(by gate: Gate) async -> Response {
    await gate.hold()
    return Response(status: .serviceUnavailable)
  }

  /// Holds responses until the test releases them, and tells the test when requests arrived.
  public actor Gate {
    private var arrivals = 0
    private var isReleased = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A closed gate.
    public init() {}

    /// Called by a route: counts the request and waits until ``release()``.
    func hold() async {
      arrivals += 1
      arrivalWaiters.removeAll { waiter in
        guard arrivals >= waiter.count else { return false }
        waiter.continuation.resume()
        return true
      }
      guard !isReleased else { return }
      await withCheckedContinuation { held.append($0) }
    }

    /// Waits until `count` requests have reached the gate.
    public func waitForArrivals(_ count: Int = 1) async {
      guard arrivals < count else { return }
      await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }

    /// Lets every held response, and every later one, go.
    public func release() {
      isReleased = true
      for continuation in held { continuation.resume() }
      held.removeAll()
    }
  }

  /// The server failed to start.
  public enum ServerError: Error {
    case didNotStart
  }
}
