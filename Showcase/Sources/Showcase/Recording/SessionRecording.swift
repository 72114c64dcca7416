import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import TerminalUI

/// A recorded session of the showcase, as its file holds it: the command line it ran, the
/// variables that chose its services, the keys and mouse events with their times on the app's clock, the
/// terminal's size, the frame on screen when it ended, and the cassette of every request.
///
/// `showcase … --record FILE` (or F6) writes one; `showcase --replay FILE` plays it back.
struct SessionRecording: Codable, Equatable {
  /// The version of the file's shape this build reads and writes.
  static let currentVersion = 1

  /// One key or mouse event, and when it came: milliseconds since the recording started.
  struct Input: Codable, Equatable {
    /// Milliseconds since the recording started.
    var at: Double
    /// The key, by its name (see `Key.name`): "enter", "j", or the mouse's "click@12,5".
    var key: String
    /// A digest of the screen as the key came (``digest(of:)``), when it was recorded. A screen
    /// that differs here may be one that was still loading, and the replay goes on; where the
    /// replay's last frame differs, it says which key's screen differed first.
    var screen: String?
    /// A digest of the screen at once after the key acted, before anything it started ran, when
    /// it was recorded: where the screen before the key was the recorded one and this is not, the
    /// key did something else, and the replay stops there.
    var outcome: String?
  }

  /// The FNV-1a digest of `frame`'s text, in hexadecimal: the same for the same text in every
  /// process (Swift's own hashing is seeded per process).
  static func digest(of frame: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in frame.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The file's version.
  var version = Self.currentVersion
  /// The arguments after `showcase`, the recording's own left out: `["cocktails", "--query", "rum"]`.
  var arguments: [String]
  /// The variables the showcase reads that were set (the API addresses, `NEARBY_LOCATION`); a
  /// key is never kept.
  var environment: [String: String]
  /// Whether the recording was asked for from the start (`--record`), rather than with F6.
  var recordedFromStart: Bool
  /// The terminal's columns and rows when the recording ended.
  var width: Int
  var height: Int
  /// The keys, in order.
  var inputs: [Input]
  /// Milliseconds from the start to the end of the recording.
  var duration: Double
  /// The frame on screen when the recording ended, as plain text.
  var finalFrame: String
  /// Every request, in the order they ended.
  var cassette: Cassette

  /// The variables that change how a frame is drawn (images' colours).
  static let drawing: Set<String> = ["TERM", "COLORTERM", "NO_COLOR"]

  /// The variables a recording keeps: the ones that choose where the apps' data comes from and
  /// how frames are drawn, and that an API key was set (as "REDACTED", which is what the
  /// recorded requests carry). A replay reads them in place of the process's.
  static func keptEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String: String] {
    var kept = environment.filter { name, _ in ReplayedCommand.isKept(name) }
    for name in kept.keys where name.hasSuffix("_API_KEY") {
      kept[name] = Redaction.replacement
    }
    return kept
  }

  /// The largest file a recording is: what the recorder writes at most (64 MB of bodies, in
  /// base64 at worst, and the frames), and what a replay reads at most.
  static let largestFile = 96 << 20

  /// The longest time a recording's numbers may say, in milliseconds (30 days): a key's time, the
  /// duration. A replay waits that long at most.
  static let longestMilliseconds: Double = 30 * 86_400_000

  /// The recording in the file at `url`.
  ///
  /// - Throws: ``RecordingError`` saying what is wrong with the file: it cannot be read, is
  ///   larger than a recording is, is of another version or shape, or says a number out of range.
  static func read(from url: URL) throws(RecordingError) -> SessionRecording {
    let data: Data
    do {
      // Refused by its size before a byte is read: a 200 MB file is nobody's recording.
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      guard size <= largestFile else {
        throw RecordingError.unreadable(
          url.path,
          "it is \(size >> 20) MB, and a recording is at most \(largestFile >> 20) MB")
      }
      data = try Data(contentsOf: url)
      // A file that grew while it was read.
      guard data.count <= largestFile else {
        throw RecordingError.unreadable(
          url.path, "it is larger than a recording is (\(largestFile >> 20) MB)")
      }
    } catch let error as RecordingError {
      throw error
    } catch {
      throw .unreadable(url.path, "it cannot be read (\(error.localizedDescription))")
    }
    struct Version: Decodable { var version: Int? }
    // The version first: a file of another version is refused for that, not for its shape. One
    // that has no readable version is refused below, by the whole decoding, with where.
    let version: Int?
    do {
      version = try JSONDecoder().decode(Version.self, from: data).version
    } catch {
      version = nil
    }
    if let version, version != currentVersion {
      throw .unreadable(
        url.path, "it is version \(version); this build reads version \(currentVersion)")
    }
    let recording: SessionRecording
    do {
      recording = try JSONDecoder().decode(SessionRecording.self, from: data)
    } catch let error as DecodingError {
      throw .unreadable(url.path, Self.describe(error))
    } catch {
      throw .unreadable(url.path, "\(error)")
    }
    if let bad = recording.inputs.first(where: { Key(name: $0.key) == nil }) {
      throw .unreadable(url.path, "“\(bad.key)” names no key")
    }
    if let problem = recording.numberOutOfRange {
      throw .unreadable(url.path, problem)
    }
    return recording
  }

  /// What the first number out of range is, and where: a time not from 0 to
  /// ``longestMilliseconds``, a size a frame cannot have.
  private var numberOutOfRange: String? {
    func isTime(_ milliseconds: Double) -> Bool {
      milliseconds.isFinite && (0...Self.longestMilliseconds).contains(milliseconds)
    }
    let range = "from 0 to \(Int(Self.longestMilliseconds)) milliseconds"
    guard isTime(duration) else { return "at duration: \(duration) is not a time \(range)" }
    if let index = inputs.firstIndex(where: { !isTime($0.at) }) {
      return "at inputs.\(index).at: \(inputs[index].at) is not a time \(range)"
    }
    let sides = 0...ScreenBuffer.maximumSide
    for (name, value) in [("width", width), ("height", height)] where !sides.contains(value) {
      return "at \(name): \(value) is not from 0 to \(ScreenBuffer.maximumSide)"
    }
    return nil
  }

  /// Writes the recording to `url`, whole and readable by its owner only.
  ///
  /// - Throws: ``RecordingError/tooLong(_:)`` for a recording larger than ``largestFile`` (which
  ///   no replay would read), or the file system's error.
  func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(self) + Data("\n".utf8)
    guard data.count <= Self.largestFile else { throw RecordingError.tooLong(Self.largestFile) }
    try writeOwnerOnly(data, to: url)
  }

  private static func describe(_ error: DecodingError) -> String {
    func place(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "" : "at \(path): "
    }
    switch error {
    case .keyNotFound(let key, let context):
      return place(context) + "“\(key.stringValue)” is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return place(context) + "expected \(type)"
    case .dataCorrupted(let context):
      let reason =
        context.underlyingError.map { "\($0.localizedDescription)" }
        ?? context.debugDescription
      return place(context) + (reason.hasSuffix(".") ? String(reason.dropLast()) : reason)
    @unknown default:
      return "\(error)"
    }
  }
}
