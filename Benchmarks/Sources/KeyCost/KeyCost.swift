import Foundation
import Hummingbird
import Logging
import Synchronization
import WebServerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time a key costs the `showcase` process, end to end: `showcase rates` (↓ and ↑ through
/// its rates) and `showcase cocktails` in a 200x60
/// pseudo-terminal, 200 arrow keys in the drinks grid (→ 50 times, ← 50 times, twice), each
/// sent once the frame of the last has been written, after Esc has left the search field; the
/// process's CPU time (utime and stime from `/proc/PID/stat`, ended threads included) over the
/// keys, divided by 200; in the release build the bundled rows again at a person's pace, 20 and
/// 100 ms between a frame and the next key. For the bundled 54 drinks
/// and for 54 and 4,000 drinks from a server on 127.0.0.1 (which serves every drink's thumbnail
/// too, a 200x200 JPEG, so the cards draw pictures), in the debug and the release build;
/// and the median time from sending a key to the first byte of its frame (the latency a user
/// feels).
///
/// Build both first, from the package folder: `swift build --product showcase` and
/// `swift build -c release --product showcase`; then, here: `swift run -c release KeyCost`, or
/// `swift run -c release KeyCost PATH` to measure the builds of another checkout at PATH (built
/// the same way) beside this one's, the two alternating run by run, with this one's figure as a
/// ratio of the other's. Linux only (it reads `/proc`). The median of three runs of each.
@main
enum KeyCost {
  static let keys = Array(
    repeating: Array(repeating: "\u{1B}[C", count: 50) + Array(repeating: "\u{1B}[D", count: 50),
    count: 2
  ).joined().map { $0 }
  static let runs = 3
  /// Rates' keys: ↓ 20 times and ↑ 20 times, five times (its list of about thirty rates, a row
  /// a key, the screen redrawn for each).
  static let ratesKeys = Array(
    repeating: Array(repeating: "\u{1B}[B", count: 20) + Array(repeating: "\u{1B}[A", count: 20),
    count: 5
  ).joined().map { $0 }

  static func main() async throws {
    #if os(Linux)
      // This package's parent, whose builds are measured; with an argument, another checkout's
      // builds too (a figure before a change), the two alternating run by run, so that both see
      // the same moments of a machine whose speed drifts.
      let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      // `KeyCost web [PATH]`: the web server beside the terminal.
      var arguments = Array(CommandLine.arguments.dropFirst())
      let isWeb = arguments.first == "web"
      if isWeb { arguments.removeFirst() }
      let roots = (arguments.first.map { [URL(fileURLWithPath: $0)] } ?? []) + [here]
      let file = here.appendingPathComponent("Showcase/Sources/Cocktails/Resources/drinks.json")
      // Under /54/ the bundled drinks, under /4000/ 4,000 of them: the same networking in the
      // app for both, so the two figures differ only by the data.
      // Every drink's thumbnail is a photo from the same server, in the form TheCocktailDB
      // serves its `/small` thumbnails: a 200x200 JPEG (here of 9 KB, made from the Gallery's
      // photo of a cup of coffee by Rachel Michetti, CC0). The cards draw pictures, as they do
      // online, rather than retrying a host this machine cannot reach.
      guard let thumbnail = Bundle.module.url(forResource: "drink-thumbnail", withExtension: "jpg")
      else { throw CocoaError(.fileNoSuchFile) }
      let picture = try Data(contentsOf: thumbnail)
      let answers: @Sendable (String) throws -> [String: Data] = { baseURL in
        [
          "/54/": try manyDrinksJSON(from: file, count: 54, thumbnails: baseURL + "images/"),
          "/4000/": try manyDrinksJSON(from: file, count: 4_000, thumbnails: baseURL + "images/"),
          "/images/": picture,
        ]
      }
      if isWeb {
        try await serving(answers) { baseURL in
          try await WebKeyCost.run(baseURL: baseURL, roots: roots)
        }
        return
      }
      try await serving(answers) { baseURL in
        say("CPU per key, showcase cocktails at 200x60, \(keys.count) keys, median of \(runs):")
        if roots.count > 1 { say("(\(roots[0].path), then this checkout, alternating)") }
        for build in ["debug", "release"] {
          let binaries = roots.map { WebServerProcess.showcaseBinary(in: $0, build: build) }
          if let missing = binaries.first(where: {
            !FileManager.default.isExecutableFile(atPath: $0.path)
          }) {
            say("  \(build): no \(missing.path); build it first")
            continue
          }
          for (label, arguments, ready) in [
            ("rates, ↓↑ (bundled)", ["rates"], "Source: ECB"),
            ("54 drinks (bundled)", ["cocktails"], "54 Items found"),
            (
              "54 drinks (local server)", ["cocktails", "--cocktail-api", baseURL + "54/"],
              "54 Items found"
            ),
            (
              "4,000 drinks (local server)", ["cocktails", "--cocktail-api", baseURL + "4000/"],
              "4,000 Items found"
            ),
            // The inspector beside the grid: its state tree, events and requests drawn each key.
            ("54 drinks, inspector", ["cocktails", "--inspect"], "54 Items found"),
            (
              "4,000 drinks, inspector",
              ["cocktails", "--inspect", "--cocktail-api", baseURL + "4000/"], "4,000 Items found"
            ),
          ] {
            // Back to back, and (in the release build, for Rates and the bundled drinks) at a
            // person's pace too: 20 and 100 ms between a frame and the next key.
            let paced = build == "release" && !label.contains("server") && !label.contains("insp")
            for spacing in paced ? [5, 20, 100] : [5] {
              let label = "\(build), \(label)\(spacing > 5 ? ", \(spacing) ms apart" : "")"
                .padding(toLength: 48, withPad: " ", startingAt: 0)
              var perKey = binaries.map { _ in [Double]() }
              var latencies = binaries.map { _ in [Double]() }
              do {
                for _ in 0..<runs {
                  for (index, binary) in binaries.enumerated() {
                    let isRates = arguments.first == "rates"
                    let measured = try await onOwnThread {
                      try isRates
                        ? measure(
                          binary, arguments, ready: ready, also: [], keys: ratesKeys,
                          leaving: ["\u{1B}", "\u{1B}[B", "\u{1B}[A"], spacing: spacing)
                        : measure(binary, arguments, ready: ready, spacing: spacing)
                    }
                    perKey[index].append(measured.cpu)
                    latencies[index].append(measured.latency)
                  }
                }
              } catch {
                // Such as --inspect in a checkout from before the inspector: the other rows go
                // on.
                say("  \(label) not measured: \(error)")
                continue
              }
              let medians = perKey.map { $0.sorted()[runs / 2] }
              let latency = latencies.map { $0.sorted()[runs / 2] }
              let figures = zip(medians, latency).map { cpu, latency in
                "\(String(format: "%.2f", cpu)) ms CPU (\(String(format: "%.1f", latency)) ms)"
              }
              let ratio =
                medians.count > 1 ? String(format: ", %.2fx", medians[1] / medians[0]) : ""
              say("  \(label) \(figures.joined(separator: " -> "))\(ratio)")
            }
          }
        }
        say("(in brackets: the median time from a key to the first byte of its frame)")
      }
    #else
      say("KeyCost reads /proc: run it on Linux.")
    #endif
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }

  /// Writes `line` at once, even into a pipe: each figure as it is measured.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  #if os(Linux)
    /// Runs `showcase` with `arguments` in a 200x60 pseudo-terminal until `ready` is on screen and
    /// the output has settled, sends `keys` (after Esc has left the search field, unless
    /// `leavingTheField` is false), each once the last one's frame is written or after `waiting`
    /// milliseconds without one, and returns the CPU milliseconds and the bytes written per key.
    static func measure(
      _ binary: URL, _ arguments: [String], ready: String, also: [String] = ["of 12"],
      keys: [String] = keys, leavingTheField: Bool = true,
      leaving: [String] = ["\u{1B}", "\u{1B}[C", "\u{1B}[D"], waiting: Int32 = 2_000,
      spacing: Int = 5
    ) throws -> (cpu: Double, latency: Double, bytes: Double) {
      var master: Int32 = -1
      var slave: Int32 = -1
      var size = winsize(ws_row: 60, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
      defer {
        close(master)
        close(slave)
      }
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["TERM": "xterm-256color"]) { $1 }
      let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      (process.standardInput, process.standardOutput, process.standardError) =
        (terminal, terminal, terminal)
      try process.run()
      defer { if process.isRunning { process.terminate() } }

      var output: [UInt8] = []
      // Every section loaded: for the Cocktails, the drinks' count and the restaurants' position.
      let readyBytes = ([ready] + also).map { Array($0.utf8) }
      func isReady() -> Bool { readyBytes.allSatisfy { output.contains($0) } }
      let deadline = ContinuousClock.now + .seconds(60)
      while !isReady(), ContinuousClock.now < deadline {
        output += read(master, waiting: 500)
      }
      guard isReady() else {
        FileHandle.standardError.write(
          Data(
            "no \"\(ready)\" in \(output.count) bytes: \(String(decoding: output.suffix(300), as: UTF8.self).debugDescription)\n"
              .utf8))
        throw POSIXError(.ETIMEDOUT)
      }
      while !read(master, waiting: 300).isEmpty {}  // settled

      // Esc leaves the search field for the grid, and the grid's first key chooses its first
      // drink (as on the web: neither is counted).
      if leavingTheField {
        for key in leaving {
          send(key, to: master)
          guard !read(master, waiting: 2_000).isEmpty else { throw POSIXError(.ETIMEDOUT) }
          while !read(master, waiting: 300).isEmpty {}
        }
      }

      let before = cpuTime(of: process.processIdentifier)
      var latencies: [Duration] = []
      var bytes = 0
      for key in keys {
        let sent = ContinuousClock.now
        send(key, to: master)
        var written = read(master, waiting: waiting)
        latencies.append(ContinuousClock.now - sent)
        while !written.isEmpty {
          bytes += written.count
          written = read(master, waiting: 5)
        }
        // A person's pace: the next key `spacing` ms after this one's frame (5 is back to back,
        // the wait above).
        if spacing > 5 { usleep(useconds_t((spacing - 5) * 1_000)) }
      }
      let after = cpuTime(of: process.processIdentifier)
      // In the search field `q` is typed: Esc leaves it first.
      if !leavingTheField {
        send("\u{1B}", to: master)
        while !read(master, waiting: 300).isEmpty {}
      }
      send("q", to: master)
      while !read(master, waiting: 500).isEmpty {}
      process.waitUntilExit()
      let latency = latencies.sorted()[latencies.count / 2]
      return (
        cpu: milliseconds(after - before) / Double(keys.count), latency: milliseconds(latency),
        bytes: Double(bytes) / Double(keys.count)
      )
    }

    /// What `master` has to read, waiting up to `milliseconds` for the first byte.
    static func read(_ master: Int32, waiting milliseconds: Int32) -> [UInt8] {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      return count > 0 ? Array(buffer[0..<count]) : []
    }

    static func send(_ text: String, to master: Int32) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The CPU time `pid` has used, its threads that have ended included: the process's utime
    /// and stime from `/proc/PID/stat` (in the kernel's clock ticks). A sum over the threads alive
    /// (their schedstat) would lose the time of a worker that exits meanwhile.
    static func cpuTime(of pid: Int32) -> Duration {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return .zero }  // the process has gone; the run fails on its exit status
      // After the name: the state (field 3), …, utime (field 14) and stime (field 15).
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else {
        return .zero
      }
      let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
      return .nanoseconds((user + system) * 1_000_000_000 / max(1, ticks))
    }
  #endif

  /// TheCocktailDB's search answer with `count` drinks: the bundled ones over and over, each
  /// with an id and a name of its own.
  static func manyDrinksJSON(from file: URL, count: Int, thumbnails: String) throws -> Data {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    guard let drinks = (object as? [String: Any])?["drinks"] as? [[String: Any]], !drinks.isEmpty
    else { throw CocoaError(.fileReadCorruptFile) }
    let many = (0..<count).map { index in
      var drink = drinks[index % drinks.count]
      drink["idDrink"] = "\(100_000 + index)"
      drink["strDrink"] = "\(drink["strDrink"] as? String ?? "Drink") #\(index + 1)"
      drink["strDrinkThumb"] = "\(thumbnails)\(100_000 + index).jpg"
      return drink
    }
    return try JSONSerialization.data(withJSONObject: ["drinks": many])
  }

  /// Runs `body` with the base URL of a server on 127.0.0.1 that answers every request under a
  /// prefix of the answers made for that URL with its body (JSON, or under `/images/` a JPEG; 404
  /// elsewhere), and stops the server afterwards.
  static func serving(
    _ makeAnswers: @Sendable (String) throws -> [String: Data],
    _ body: @Sendable (String) async throws -> Void
  ) async throws {
    let answers = Mutex<[String: Data]>([:])
    let router = Router()
    router.get("**") { request, _ in
      let path = request.uri.path
      guard let answer = answers.withLock({ $0.first { path.hasPrefix($0.key) }?.value }) else {
        return Response(status: .notFound)
      }
      return Response(
        status: .ok,
        headers: [.contentType: path.hasPrefix("/images/") ? "image/jpeg" : "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
    }
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    var logger = Logger(label: "KeyCost")
    logger.logLevel = .critical
    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in
        portSink.yield(channel.localAddress?.port ?? 0)
        portSink.finish()
      }, logger: logger)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await app.runService() }
      var iterator = ports.makeAsyncIterator()
      guard let port = await iterator.next(), port > 0 else { throw POSIXError(.EADDRNOTAVAIL) }
      let baseURL = "http://127.0.0.1:\(port)/"
      let made = try makeAnswers(baseURL)
      answers.withLock { $0 = made }
      try await body(baseURL)
      group.cancelAll()
    }
  }

  /// Runs blocking `work` on a thread of its own, so that it never holds up the server.
  static func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value)
    async throws -> Value
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result(catching: work)) }.start()
    }
  }
}
