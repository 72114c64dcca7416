import Foundation
import MVVMKit

/// The `showcase` executable `swift build` / `swift test` put beside this test bundle.
var showcaseURL: URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "showcase")
}

/// Runs the built `showcase` with `arguments` and waits for it, returning its exit status and all
/// it wrote to standard output and error.
///
/// The wait happens on a thread of its own: blocking one of Swift concurrency's few pool threads
/// would starve the tests' own HTTP servers, which the subprocess may be talking to. And it waits
/// its turn (``showcaseTurns``) unless `queued` is false, for a test of processes run at once.
/// It runs in `directory` when one is given (where relative paths in `arguments` are read), in
/// the tests' own otherwise.
func runShowcase(
  _ arguments: [String], environment: [String: String] = [:], program: URL = showcaseURL,
  launcher: [String] = [], queued: Bool = true, directory: URL? = nil
) async throws -> (status: Int32, output: String) {
  if queued { await showcaseTurns.take() }
  do {
    let run = try await runShowcaseNow(
      arguments, environment: environment, program: program, launcher: launcher,
      directory: directory)
    if queued { await showcaseTurns.give() }
    return run
  } catch {
    if queued { await showcaseTurns.give() }
    throw error
  }
}

/// How many `showcase` processes the tests run at once: as many as there are processors. Started
/// all together, the forty or so that the tests run took the processors from the test process
/// itself for twenty seconds on a machine of two, and its own waits (a value observed, a request
/// to its local server) ran out of time.
let showcaseTurns = Turns(ProcessInfo.processInfo.activeProcessorCount)

/// At most `count` holders at a time; the others wait, first come first served.
actor Turns {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) { free = max(1, count) }

  /// Takes a turn, waiting for one to be given back when none is free.
  func take() async {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
  }

  /// Gives a turn back, to the first waiting if any.
  func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

private func runShowcaseNow(
  _ arguments: [String], environment: [String: String], program: URL, launcher: [String],
  directory: URL?
) async throws -> (status: Int32, output: String) {
  try await onOwnThread {
    let process = Process()
    if let directory { process.currentDirectoryURL = directory }
    if let launcherProgram = launcher.first {
      process.executableURL = URL(fileURLWithPath: launcherProgram)
      process.arguments = Array(launcher.dropFirst()) + [program.path] + arguments
    } else {
      process.executableURL = program
      process.arguments = arguments
    }
    // Data and cache directories of its own unless the test gives them: what the user running
    // the tests keeps (favourites, a meditation log, answers kept from live servers) never shows
    // in a frame a test expects.
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(
      "showcase-data-\(UUID().uuidString)")
    let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
      "showcase-cache-\(UUID().uuidString)")
    defer {
      removeIfPresent(dataHome)
      removeIfPresent(cacheHome)
    }
    process.environment = ProcessInfo.processInfo.environment
      .merging(["XDG_DATA_HOME": dataHome.path, "XDG_CACHE_HOME": cacheHome.path]) { $1 }
      .merging(environment) { $1 }
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
///
/// It runs a copy of the executable and its resource bundles in a temporary folder that anyone
/// may read, since the build folder may lie under a home directory that nobody cannot enter.
func runShowcaseAsNobody(_ arguments: [String]) async throws -> (status: Int32, output: String) {
  let copy = try publicCopyOfShowcase()
  defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
  return try await runShowcase(
    arguments, program: copy,
    launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
}

/// A copy of `showcase` and the `*.resources` bundles beside it in a new folder readable by all.
private func publicCopyOfShowcase() throws -> URL {
  let files = FileManager.default
  let folder = files.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString)")
  try files.createDirectory(
    at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
  let build = showcaseURL.deletingLastPathComponent()
  let resources = try files.contentsOfDirectory(atPath: build.path).filter {
    $0.hasSuffix(".resources")
  }
  for name in ["showcase"] + resources {
    try files.copyItem(
      at: build.appendingPathComponent(name), to: folder.appendingPathComponent(name))
  }
  return folder.appendingPathComponent("showcase")
}

/// Removes `url` if a run made it.
/// Removes `url` if it is there, and says so when it cannot.
func removeIfPresent(_ url: URL) {
  guard FileManager.default.fileExists(atPath: url.path) else { return }
  do {
    try FileManager.default.removeItem(at: url)
  } catch {
    print("Could not remove \(url.path): \(error)")
  }
}
