public import Foundation

/// `showcase web` started for a benchmark: on a free port, with data folders of its own, and its
/// address read from the line it prints.
public enum WebServerProcess {
  /// What went wrong starting the server.
  public enum Failure: Error {
    /// The server printed no address: its first line.
    case noAddress(String)
  }

  /// Where a checkout's `showcase` is built, `build` being `debug` or `release`: in the
  /// showcase's own package (`Showcase/`), or at the root of a checkout from before it had one,
  /// so that a figure can be taken against an older commit.
  public static func showcaseBinary(in checkout: URL, build: String) -> URL {
    let package = checkout.appendingPathComponent("Showcase")
    let folder =
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
      ? package : checkout
    return folder.appendingPathComponent(".build/\(build)/showcase")
  }

  /// Starts `binary` as `showcase web --port 0` with `arguments`, and returns the process and the
  /// port it listens on.
  public static func start(_ binary: URL, arguments: [String] = []) throws -> (Process, Int) {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["web", "--port", "0"] + arguments
    var environment = ProcessInfo.processInfo.environment
    for name in ["XDG_DATA_HOME", "XDG_CACHE_HOME"] {
      environment[name] =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("showcase-web-\(UUID().uuidString)").path
    }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard !byte.isEmpty else { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
      let port = Int(text[range].dropFirst("127.0.0.1:".count).dropLast())
    else {
      process.terminate()
      throw Failure.noAddress(text)
    }
    return (process, port)
  }
}
