import Foundation
import HummingbirdWSClient
import Logging
import WebServerProcess

/// The `showcase web` process's resident memory over 1,000 tabs, each connecting to an app's
/// socket, receiving its page and closing: each tab's session (its view models) must be released
/// when it closes, so the memory stays flat.
///
/// Build the server first, from the package folder: `swift build --product showcase`; then, here:
/// `swift run -c release WebSessionCycles [--cycles N] [--app cocktails] [--release]` (the
/// release build of the server, built with `swift build -c release --product showcase`).
@main
enum WebSessionCycles {
  static func main() async throws {
    let arguments = CommandLine.arguments
    let cycles = value(after: "--cycles", in: arguments).flatMap(Int.init) ?? 1000
    let app = value(after: "--app", in: arguments) ?? "cocktails"
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../..").standardizedFileURL
    let build = arguments.contains("--release") ? "release" : "debug"
    // `--server PATH` measures another server the same way (one that prints its address as
    // showcase web does), to tell what the web view adds from what its stack costs.
    let binary =
      value(after: "--server", in: arguments).map { URL(fileURLWithPath: $0) }
      ?? WebServerProcess.showcaseBinary(in: root, build: build)
    let (server, port) = try WebServerProcess.start(binary)
    defer { server.terminate() }
    var logger = Logger(label: "WebSessionCycles")
    logger.logLevel = .critical
    let url = "ws://127.0.0.1:\(port)/\(app)/socket"
    let origin = "http://127.0.0.1:\(port)"
    if let held = value(after: "--held", in: arguments).flatMap(Int.init) {
      try await hold(held, url: url, origin: origin, server: server.processIdentifier, build: build)
      return
    }
    print(
      "showcase web (\(build)), /\(app)/socket opened, its page read and closed, \(cycles) times:")
    var lastReport = 0
    for cycle in 1...cycles {
      try await openTab(url: url, origin: origin, logger: logger) {}
      if [10, 100, 250, 500, 750, 1000, 2000, 3000, 5000, 10000, cycles].contains(cycle),
        cycle != lastReport
      {
        lastReport = cycle
        // The server releases a session once its socket has closed: give it a moment.
        try await Task.sleep(for: .milliseconds(200))
        print(
          "  after \(cycle.formatted()) tabs: \(try residentKilobytes(of: server.processIdentifier)) kB resident"
        )
      }
    }
  }

  /// `--held N`: N tabs open at once, each with its page read, then all closed: the server's
  /// resident memory before, while they are held, and once they are closed (what it gives back).
  static func hold(_ count: Int, url: String, origin: String, server: Int32, build: String)
    async throws
  {
    var quiet = Logger(label: "WebSessionCycles")
    quiet.logLevel = .critical
    let logger = quiet
    print("showcase web (\(build)), \(count) tabs held open at once, then closed:")
    print("  before: \(try residentKilobytes(of: server)) kB resident")
    let (opened, allOpened) = AsyncStream.makeStream(of: Void.self)
    // One gate a tab (a stream has one reader): each held until every tab is open and measured.
    let gates = (0..<count).map { _ in AsyncStream.makeStream(of: Void.self) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for gate in gates {
        group.addTask {
          try await openTab(url: url, origin: origin, logger: logger) {
            allOpened.yield()
            for await _ in gate.stream { break }
          }
        }
      }
      var open = 0
      for await _ in opened {
        open += 1
        if open == count { break }
      }
      try await Task.sleep(for: .milliseconds(200))
      print("  \(count) held: \(try residentKilobytes(of: server)) kB resident")
      for gate in gates { gate.continuation.finish() }
      try await group.waitForAll()
    }
    // The server releases each session once its socket has closed: give it a moment.
    try await Task.sleep(for: .seconds(1))
    print("  all closed: \(try residentKilobytes(of: server)) kB resident")
  }

  /// Opens a tab's socket at `url` as a page of `origin` does, reads its page, does
  /// `whileOpen`, and closes it.
  static func openTab(
    url: String, origin: String, logger: Logger,
    whileOpen: @escaping @Sendable () async -> Void
  ) async throws {
    try await WebSocketClient.connect(
      url: url,
      configuration: WebSocketClientConfiguration(
        maxFrameSize: 1 << 22, additionalHeaders: [.origin: origin]),
      logger: logger
    ) { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
      _ = try await messages.next()
      await whileOpen()
      try await outbound.close(.normalClosure, reason: nil)
    }
  }

  static func value(after option: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: option).flatMap {
      arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
    }
  }

  /// VmRSS of `pid`, from `/proc`, in kB.
  static func residentKilobytes(of pid: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { throw CycleError.noMemoryFigure(status) }
    return kilobytes
  }

  enum CycleError: Error {
    case noMemoryFigure(String)
  }
}
