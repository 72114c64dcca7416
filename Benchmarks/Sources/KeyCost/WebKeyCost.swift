import Foundation
import WebServerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// `KeyCost web`: what an input costs the web server beside what the same key costs the terminal,
/// on the same data, in the release builds.
///
/// The terminal: `showcase cocktails` in a 200x60 pseudo-terminal, as in the default run; the CPU
/// time of the process over the keys and the bytes it wrote to the terminal, per key. The web:
/// `showcase web` on a free port, one socket to `/cocktails/socket` opened as the page opens it
/// (its Origin, and permessage-deflate offered as browsers offer it), each input sent once the
/// answer to the last has arrived; the server's CPU time over the inputs (every thread's, from
/// `/proc/PID/stat`'s utime and stime) and the bytes that reached the socket (frames, headers and
/// compressed payloads, as on the wire), per input. Rows:
/// - → and ← in the drinks grid, 50 of each, twice: 54 drinks and 4,000, from 127.0.0.1;
/// - typing in the search field: "rum" typed into the empty field and erased, 200 keystrokes
///   (the web page sends the field's text at each);
/// - an input that changes nothing: ← on the first drink, 200 times. The terminal waits up to
///   100 ms for each key's frame; the web sends them back to back and then one → whose answer
///   says they have all been read: its CPU time (the median of the first row's) is taken off,
///   and the bytes are those of the messages that came before its answer.
///
/// `KeyCost web PATH` measures another checkout's release build too (a figure before a change),
/// the two alternating run by run. Build first: `swift build -c release --product showcase`.
enum WebKeyCost {
  /// What is measured per input: CPU milliseconds and bytes written.
  struct Cost {
    var cpu: Double
    var bytes: Double
  }

  /// What the web's inputs cost and, for inputs that change nothing, the bytes of the messages
  /// the server sent for them (none, unless one of them changed something).
  struct WebCost {
    var cost: Cost
    var unanswered: Double
  }

  /// One row: its name, the terminal's keys and the web's inputs for it.
  struct Row {
    let name: String
    let drinks: String
    let terminalKeys: [String]
    let webInputs: [String]
    /// Inputs that change nothing: answered by none, so the last input (answered) is the one
    /// that is waited for, and its own cost taken off.
    let changesNothing: Bool
  }

  static func rows() -> [Row] {
    let arrows = Array(
      repeating: Array(repeating: "ArrowRight", count: 50)
        + Array(repeating: "ArrowLeft", count: 50),
      count: 2
    ).joined()
    let arrowKeys = arrows.map { $0 == "ArrowRight" ? "\u{1B}[C" : "\u{1B}[D" }
    let arrowInputs = arrows.map { key(named: $0) }
    // "rum" typed into the empty field and erased: each keystroke changes the query.
    let texts = ["r", "ru", "rum", "ru", "r", ""]
    let typedKeys = ["r", "u", "m", "\u{7F}", "\u{7F}", "\u{7F}"]
    let typing = (0..<200).map { $0 % texts.count }
    return [
      Row(
        name: "→/← in the grid, 54 drinks", drinks: "54/", terminalKeys: arrowKeys,
        webInputs: arrowInputs, changesNothing: false),
      Row(
        name: "→/← in the grid, 4,000 drinks", drinks: "4000/", terminalKeys: arrowKeys,
        webInputs: arrowInputs, changesNothing: false),
      Row(
        name: "a keystroke in the search, 54", drinks: "54/",
        terminalKeys: typing.map { typedKeys[$0] },
        webInputs: typing.map { field(texts[$0]) }, changesNothing: false),
      Row(
        name: "an input that changes nothing", drinks: "54/",
        terminalKeys: Array(repeating: "\u{1B}[D", count: 200),
        webInputs: Array(repeating: key(named: "ArrowLeft"), count: 200), changesNothing: true),
    ]
  }

  static func key(named name: String) -> String { #"{"type":"key","key":"\#(name)"}"# }
  static func field(_ text: String) -> String {
    #"{"type":"input","input":"search/query","value":"\#(text)"}"#
  }

  #if os(Linux)
    static func run(baseURL: String, roots: [URL]) async throws {
      let runs = KeyCost.runs
      let binaries = roots.map { WebServerProcess.showcaseBinary(in: $0, build: "release") }
      if let missing = binaries.first(where: {
        !FileManager.default.isExecutableFile(atPath: $0.path)
      }) {
        KeyCost.say(
          "no \(missing.path): build it first (swift build -c release --product showcase)")
        return
      }
      KeyCost.say(
        "Per input, release builds, median of \(runs): the terminal's process (200x60) beside the web server"
      )
      if roots.count > 1 { KeyCost.say("(web: \(roots[0].path), then this checkout, alternating)") }
      // One arrow key's CPU time on the web, per build: taken off the inputs that change nothing.
      var arrowCPU = binaries.map { _ in 0.0 }
      // `KEY_COST_ROWS=WORD` measures only the rows whose names contain WORD.
      let only = ProcessInfo.processInfo.environment["KEY_COST_ROWS"]
      // The first row (the grid's arrows) at a person's pace too: 20 and 100 ms between an
      // answer and the next input, in both views.
      let paced = rows().enumerated().flatMap { index, row in
        (index == 0 ? [5, 20, 100] : [5]).map { (row, $0) }
      }
      for (row, spacing) in paced where only.map({ row.name.contains($0) }) ?? true {
        var terminal: [Cost] = []
        var web = binaries.map { _ in [Cost]() }
        for _ in 0..<runs {
          let measured = try await KeyCost.onOwnThread {
            try KeyCost.measure(
              binaries[binaries.count - 1],
              ["cocktails", "--cocktail-api", baseURL + row.drinks],
              ready: row.drinks == "54/" ? "54 Items found" : "4,000 Items found",
              keys: row.terminalKeys, leavingTheField: !row.name.contains("search"),
              waiting: row.changesNothing ? 100 : 2_000, spacing: spacing)
          }
          terminal.append(Cost(cpu: measured.cpu, bytes: measured.bytes))
          for (index, binary) in binaries.enumerated() {
            let measured: WebCost
            do {
              measured = try await measure(binary, baseURL + row.drinks, row, spacing: spacing)
            } catch {
              KeyCost.say("  \(row.name): \(binary.path) not measured: \(error)")
              throw error
            }
            let count = Double(row.webInputs.count)
            web[index].append(
              row.changesNothing
                ? Cost(
                  cpu: measured.cost.cpu - arrowCPU[index] / count, bytes: measured.unanswered)
                : measured.cost)
          }
        }
        let median: ([Cost]) -> Cost = { costs in
          Cost(
            cpu: costs.map(\.cpu).sorted()[costs.count / 2],
            bytes: costs.map(\.bytes).sorted()[costs.count / 2])
        }
        let shown = median(terminal)
        let webShown = web.map(median)
        if arrowCPU.allSatisfy({ $0 == 0 }) { arrowCPU = webShown.map(\.cpu) }
        let label = (row.name + (spacing > 5 ? ", \(spacing) ms apart" : ""))
          .padding(toLength: 44, withPad: " ", startingAt: 0)
        let figures = webShown.map { cost in
          String(
            format: "%.3f ms (%.2fx), %.0f B (%.2fx)", cost.cpu, cost.cpu / max(shown.cpu, 1e-9),
            cost.bytes, cost.bytes / max(shown.bytes, 1))
        }
        KeyCost.say(
          "  \(label) terminal \(String(format: "%.3f ms, %.0f B", shown.cpu, shown.bytes)) · web \(figures.joined(separator: " -> "))"
        )
      }
      KeyCost.say("(in brackets: the web's figure as a ratio of the terminal's)")
    }

    /// Starts `binary`'s web server on `drinks`, opens a tab's socket, and measures `row`'s inputs.
    static func measure(_ binary: URL, _ drinks: String, _ row: Row, spacing: Int = 5)
      async throws -> WebCost
    {
      let (server, port) = try WebServerProcess.start(
        binary, arguments: ["--cocktail-api", drinks])
      defer { server.terminate() }
      let pid = server.processIdentifier
      let ready = drinks.hasSuffix("4000/") ? "4,000 Items found" : "54 Items found"
      return try await KeyCost.onOwnThread {
        let socket = try TabSocket(port: port)
        defer { socket.close() }
        return try drive(socket, row, pid: pid, ready: ready, spacing: spacing)
      }
    }

    /// Sends `row`'s inputs through `socket`, each once the answer to the last has arrived, and
    /// returns the server's CPU time and the bytes on the wire per input.
    static func drive(
      _ socket: TabSocket, _ row: Row, pid: Int32, ready: String, spacing: Int = 5
    ) throws -> WebCost {
      // The page, once the drinks have loaded and nothing more has come for 300 ms.
      let deadline = ContinuousClock.now + .seconds(60)
      var isReady = false
      while !isReady {
        guard ContinuousClock.now < deadline else { throw POSIXError(.ETIMEDOUT) }
        for message in try socket.receive(waiting: 1_000) {
          isReady = isReady || message.utf8.firstRange(of: ready.utf8) != nil
        }
      }
      while !(try socket.receive(waiting: 300)).isEmpty {}
      /// Sends `input` and returns once its answer (and anything after it within 5 ms) came.
      func send(_ input: String) throws {
        try socket.send(input)
        guard !(try socket.receive(waiting: 5_000)).isEmpty else { throw POSIXError(.ETIMEDOUT) }
        while !(try socket.receive(waiting: 5)).isEmpty {}
      }
      // The grid's first key chooses the first drink, then → and ← come back to it: not counted.
      for name in ["ArrowRight", "ArrowRight", "ArrowLeft"] { try send(key(named: name)) }
      let cpuBefore = KeyCost.cpuTime(of: pid)
      let wireBefore = socket.wireBytes
      var unanswered = 0
      if row.changesNothing {
        for input in row.webInputs { try socket.send(input) }
        try socket.send(key(named: "ArrowRight"))
        // Every message but the last (the → that answered) was sent for the inputs.
        var messages: [String] = []
        while messages.isEmpty { messages = try socket.receive(waiting: 5_000) }
        while true {
          let more = try socket.receive(waiting: 5)
          if more.isEmpty { break }
          messages += more
        }
        unanswered = messages.dropLast().reduce(0) { $0 + $1.utf8.count }
      } else {
        for input in row.webInputs {
          try send(input)
          // A person's pace: the next input `spacing` ms after this one's answer.
          if spacing > 5 { usleep(useconds_t((spacing - 5) * 1_000)) }
        }
      }
      let cpu = KeyCost.milliseconds(KeyCost.cpuTime(of: pid) - cpuBefore)
      let count = Double(row.webInputs.count)
      return WebCost(
        cost: Cost(cpu: cpu / count, bytes: Double(socket.wireBytes - wireBefore) / count),
        unanswered: Double(unanswered) / count)
    }
  #endif
}
