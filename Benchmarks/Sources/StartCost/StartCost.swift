import Foundation
import WebServerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// How long each app's `--once` takes in the release build, from start to exit, against the
/// floor of `showcase --help` (the same binary loaded, its arguments parsed, nothing drawn):
/// 31 rounds, each running every command once in turn (interleaved, so a slow moment of the
/// machine falls on all of them), the median of each, and its ratio to the floor's.
///
/// Build first, from the package folder: `swift build -c release --product showcase`; then here:
/// `swift run -c release StartCost` (or `StartCost PATH` for another checkout's build).
/// Processes are started with `posix_spawn`: Foundation's `Process` adds tens of milliseconds on
/// Linux, more than what is measured.
@main
enum StartCost {
  static let rounds = 31
  static let commands: [[String]] = [
    ["--help"],
    ["cocktails", "--once"],
    ["rates", "--once"],
    ["meditation", "--once"],
    ["nearby", "--once"],
    ["gallery", "--once"],
  ]

  static func main() throws {
    #if os(Linux)
      let root =
        CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let binary = WebServerProcess.showcaseBinary(in: root, build: "release").path
      guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("no \(binary): build it first (swift build -c release --product showcase)")
        exit(1)
      }
      // A cache and a log of their own, made by the first round, as a user's would be.
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "startcost-\(getpid())")
      defer { try? FileManager.default.removeItem(at: home) }
      setenv("XDG_CACHE_HOME", home.appendingPathComponent("cache").path, 1)
      setenv("XDG_DATA_HOME", home.appendingPathComponent("data").path, 1)

      var times = Array(repeating: [Double](), count: commands.count)
      for _ in 0..<rounds {
        for (index, arguments) in commands.enumerated() {
          times[index].append(try run(binary, arguments))
        }
      }
      let medians = times.map { $0.sorted()[rounds / 2] }
      print("showcase (release), wall time from start to exit, median of \(rounds) interleaved:")
      for (arguments, median) in zip(commands, medians) {
        let name = arguments.joined(separator: " ").padding(
          toLength: 20, withPad: " ", startingAt: 0)
        print(
          "  \(name) \(String(format: "%6.1f", median)) ms   \(String(format: "%.2f", median / medians[0]))x the floor"
        )
      }
    #else
      print("StartCost uses posix_spawn on Linux.")
    #endif
  }

  #if os(Linux)
    /// Runs `binary` with `arguments`, its output to /dev/null, and returns the milliseconds until
    /// it exited; throws unless it exited with 0.
    static func run(_ binary: String, _ arguments: [String]) throws -> Double {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv = ([binary] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      let start = ContinuousClock.now
      let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      let elapsed = ContinuousClock.now - start
      guard status == 0 else {
        throw CocoaError(
          .executableLoad,
          userInfo: [NSLocalizedDescriptionKey: "showcase \(arguments) exited with \(status)"])
      }
      return Double(elapsed.components.seconds) * 1e3
        + Double(elapsed.components.attoseconds) / 1e15
    }
  #endif
}
