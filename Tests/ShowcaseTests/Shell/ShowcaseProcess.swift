import Foundation

/// The `showcase` executable `swift build` / `swift test` put beside this test bundle.
var showcaseURL: URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "showcase")
}

/// Runs the built `showcase` with `arguments` and waits for it, returning its exit status and all
/// it wrote to standard output and error.
///
/// The wait happens on a thread of its own: blocking one of Swift concurrency's few pool threads
/// would starve the tests' own HTTP servers, which the subprocess may be talking to.
func runShowcase(
  _ arguments: [String], environment: [String: String] = [:], launcher: [String] = []
) async throws -> (status: Int32, output: String) {
  try await onOwnThread {
    let process = Process()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(launcher.dropFirst()) + [showcaseURL.path] + arguments
    } else {
      process.executableURL = showcaseURL
      process.arguments = arguments
    }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// Runs blocking `work` (waiting on a subprocess or a pseudo-terminal) on a thread of its own,
/// for the same reason as ``runShowcase(_:environment:)``.
func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result(catching: work)) }.start()
  }
}

/// Runs the built `showcase` as the user nobody (through util-linux's `setpriv`): for tests of
/// files the app may not write, which root could write whatever their mode.
func runShowcaseAsNobody(_ arguments: [String]) async throws -> (status: Int32, output: String) {
  try await runShowcase(
    arguments, launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
}
