import DiffWorkloads
import Foundation
import MVVMKit

/// Counts the instructions one `changes(to:)` takes on each workload, with valgrind's callgrind:
/// a count is repeatable for the same binary and input whatever else the machine does, where a
/// time is not.
///
/// Each workload runs in a child process under callgrind twice, diffing once and `1 + runs`
/// times; the difference divided by `runs` is one diff, without the cost of building the lists.
/// The lists are seeded, and Swift's hashing is made deterministic in the child
/// (`SWIFT_DETERMINISTIC_HASHING`), so two runs count the same.
///
///     swift run -c release DiffInstructions                 # every workload
///     swift run -c release DiffInstructions L5k Reversal    # some
@main
struct DiffInstructions {
  /// Issue 26's targets: half of DifferenceKit 1.3's instructions per diff, in millions.
  static let targets: [String: Double] = [
    "L5k": 4.0, "L100k": 79, "S100x1000": 89, "Sections": 0.98, "Reversal": 8.5,
    "Permutation": 8.5,
  ]
  static let runs = 10

  static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--child" {
      // --child NAME COUNT: build the workload, diff it COUNT times.
      guard arguments.count == 3, let make = Workload.all[arguments[1]],
        let count = Int(arguments[2])
      else { fatalError("usage: --child NAME COUNT") }
      let workload = make()
      var moves = 0
      for _ in 0..<count {
        let changes = workload.old.changes(to: workload.new)
        moves = changes.itemMoves.count + changes.sectionMoves.count
      }
      print(moves)
      return
    }
    if arguments.isEmpty { arguments = Workload.names }
    print("workload       instructions/diff   target   moves")
    for name in arguments {
      guard Workload.all[name] != nil else {
        print("no workload \(name); there are \(Workload.names.joined(separator: ", "))")
        exit(64)
      }
      let (once, moves) = try count(name, diffs: 1)
      let (many, _) = try count(name, diffs: 1 + runs)
      let perDiff = Double(many - once) / Double(runs) / 1e6
      let target = targets[name].map { String(format: "≤ %.2f M", $0) } ?? ""
      let met = targets[name].map { perDiff <= $0 ? "" : "  (missed)" } ?? ""
      print(
        name.padding(toLength: 14, withPad: " ", startingAt: 0)
          + String(format: " %10.3f M", perDiff) + "  "
          + target.padding(
            toLength: 12, withPad: " ", startingAt: 0) + " \(moves)" + met)
    }
  }

  /// The instructions a child process takes to build workload `name` and diff it `diffs` times,
  /// and the moves the diff reports.
  static func count(_ name: String, diffs: Int) throws -> (instructions: Int, moves: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/valgrind")
    process.arguments = [
      "--tool=callgrind", "--callgrind-out-file=/dev/null",
      CommandLine.arguments[0], "--child", name, String(diffs),
    ]
    process.environment = ProcessInfo.processInfo.environment.merging([
      "SWIFT_DETERMINISTIC_HASHING": "1"
    ]) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // callgrind ends with "==PID== Collected : N".
    guard process.terminationStatus == 0,
      let line = report.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let instructions = line.split(separator: " ").last.flatMap({ Int($0) }),
      let moves = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: report])
    }
    return (instructions, moves)
  }
}
