import Foundation

/// Runs the built `showcase` with `arguments` and waits for it, returning its exit status and all
/// it wrote to standard output and error.
///
/// The wait happens on a thread of its own: blocking one of Swift concurrency's few pool threads
/// would starve the tests' own HTTP servers, which the subprocess may be talking to.
func runShowcase(
  _ arguments: [String], environment: [String: String] = [:]
) async throws -> (status: Int32, output: String) {
  try await onOwnThread {
    let process = Process()
    process.executableURL = EndToEndTests.showcaseURL
    process.arguments = arguments
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
func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result(catching: work)) }.start()
  }
}
