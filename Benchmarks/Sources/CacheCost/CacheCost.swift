import Foundation
import MVVMKitNetworking
import MVVMKitStorage

/// What a hit in the apps' HTTP cache costs: 50 answers of 500 KB (a photo each) kept in an
/// `HTTPCacheFile` in a new directory under `CACHE_COST_DIR` (by default the temporary
/// directory), then each asked for 20 times. Prints the median time a hit takes and the bytes
/// the process wrote to the disk per hit (`write_bytes` in `/proc/self/io`, where there is one).
///
///     swift run -c release CacheCost
@main struct CacheCost {
  static func main() throws {
    let parent = ProcessInfo.processInfo.environment["CACHE_COST_DIR"].map {
      URL(fileURLWithPath: $0)
    }
    let directory = (parent ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("cache-cost-\(UUID().uuidString)")
    defer {
      do {
        try FileManager.default.removeItem(at: directory)
      } catch {
        print("Could not remove \(directory.path): \(error)")
      }
    }
    let cache = try HTTPCacheFile(directory: directory)
    let keys = (0..<50).map { "GET https://example.org/photo/\($0)" }
    var generator = SystemRandomNumberGenerator()
    for key in keys {
      let body = Data((0..<500_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
      try cache.keep(
        CachedResponse(response: HTTPResponse(statusCode: 200, body: body), storedAt: Date()),
        for: key)
    }
    var times: [Duration] = []
    let writtenBefore = try writtenBytes()
    for _ in 0..<20 {
      for key in keys {
        let started = ContinuousClock.now
        guard try cache.response(for: key) != nil else {
          throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "lost \(key)"])
        }
        times.append(started.duration(to: .now))
      }
    }
    let written = try writtenBytes().flatMap { after in writtenBefore.map { after - $0 } }
    let median = times.sorted()[times.count / 2]
    let milliseconds =
      Double(median.components.attoseconds) / 1e15
      + Double(median.components.seconds) * 1e3
    print("A hit on a 500 KB answer, in \(directory.deletingLastPathComponent().path):")
    print(String(format: "  median %.3f ms", milliseconds))
    if let written {
      print("  \(written / times.count) bytes written to the disk per hit")
    }
  }

  /// The bytes this process has had written to the disk so far; `nil` where the system does not
  /// say (no `/proc/self/io`).
  static func writtenBytes() throws -> Int? {
    let path = "/proc/self/io"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").first { $0.hasPrefix("write_bytes:") }
      .flatMap { Int($0.dropFirst("write_bytes:".count).trimmingCharacters(in: .whitespaces)) }
  }
}
