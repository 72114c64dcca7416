import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitStorage
import TerminalUI

/// A session of the showcase, kept so that it can be recorded: its keys with their times on the
/// app's clock and, through the cassette recorder every service's client writes to, its requests,
/// both from the start. A recording holds the session from its start, whenever it was asked for,
/// since a replay rebuilds the screens from there. `--record FILE` asks for one from the start;
/// F6 asks for one and, pressed again, writes it.
@MainActor
final class SessionRecorder {
  /// Where the clients record the requests, from the start.
  let cassette: CassetteRecorder
  /// The arguments the session was started with, without `--record FILE`.
  let arguments: [String]
  /// Where a recording is written: `--record FILE`, or a new file per recording in the
  /// showcase's data directory.
  let destination: URL?
  /// Whether a recording was asked for and is not written yet.
  private(set) var isRecording: Bool
  /// Whether a recording was asked for from the start (`--record`).
  let recordsFromStart: Bool
  /// Whether recordings are written: not in a replay, whose recorder only keeps F6 saying what
  /// it said.
  private let writes: Bool
  /// What the services' clients redact, as it stands when a recording is written (the services
  /// say what their keys are as they are made, after the recorder).
  private let redaction: () -> Redaction

  private let clock = ContinuousClock()
  private let startedAt: ContinuousClock.Instant
  private var inputs: [SessionRecording.Input] = []
  /// The frame on screen when the last key came (before it acted), its size, and when it came;
  /// kept while recording.
  private var lastKey: (frame: String, size: (width: Int, height: Int), at: Double)?

  /// A session started with `arguments`, whose recordings go to `destination` (or a new file
  /// in the data directory); recording from the start when `isRecording`. The arguments and
  /// variables a recording keeps are passed through `redaction`, and ``Redaction/credentials``.
  init(
    cassette: CassetteRecorder, arguments: [String], destination: URL?, isRecording: Bool,
    writes: Bool = true, redaction: @escaping () -> Redaction = { Redaction() }
  ) {
    self.cassette = cassette
    self.redaction = redaction
    self.arguments = arguments
    self.destination = destination
    self.isRecording = isRecording
    recordsFromStart = isRecording
    self.writes = writes
    startedAt = clock.now
  }

  /// Asks for a recording (F6): written by the next ``finish(endedBy:)``.
  func start() {
    isRecording = true
  }

  /// Notes `key`; while recording, also the frame on screen (at `size`) as it came.
  func keyPressed(_ key: Key, size: (width: Int, height: Int), frameBefore: () -> String) {
    let at = milliseconds(since: startedAt)
    guard isRecording else {
      inputs.append(SessionRecording.Input(at: at, key: key.name))
      lastKey = nil
      return
    }
    let frame = frameBefore()
    inputs.append(
      SessionRecording.Input(at: at, key: key.name, screen: SessionRecording.digest(of: frame)))
    lastKey = (frame, size, at)
  }

  /// How a recording ended.
  enum Ending {
    /// By the last key (quit, Ctrl-C, F6): that key is left out, and the frame on screen when it
    /// came is the last frame.
    case lastKey
    /// Otherwise (input ended, a signal, `--once`): the last frame is `frame`, at `size`.
    case now(frame: String, size: (width: Int, height: Int))
  }

  /// Notes, while recording, the frame `key` left on screen at once (the last key noted by
  /// ``keyPressed(_:size:frameBefore:)``).
  func keyHandled(_ key: Key, frameAfter: () -> String) {
    guard isRecording, let last = inputs.indices.last, inputs[last].key == key.name else { return }
    inputs[last].outcome = SessionRecording.digest(of: frameAfter())
  }

  /// Where a recording was written, and what to know of it.
  struct Written: Equatable {
    /// The file.
    var url: URL
    /// What the recording lacks or where it went instead, in words, when there is something to
    /// say: "its answers past 64 MB were not kept", "… could not be written (…): written to …".
    var note: String?

    /// "Recorded the session to PATH." and the note, for the command's last words.
    var sentence: String {
      "Recorded the session to \(TerminalText.sanitized(url.path))"
        + (note.map { "; \(TerminalText.sanitized($0))" } ?? "") + "."
    }
  }

  /// Ends the recording and writes it, the session from its start; returns where (`nil` in a
  /// replay, which writes nothing). A session whose answers passed what a recording holds is
  /// written all the same, its keys whole and the answers past the limit left out (a replay
  /// stops where it needs one, saying so); a file that cannot be written is written in the
  /// temporary folder instead, and the note says why and where.
  ///
  /// - Throws: `RecordingError.tooLongBeforeAsked` (recording with F6) when the answers kept
  ///   before it was asked for passed their limit, so the session's start is lost;
  ///   `RecordingError.unwritable` when neither the file nor one in the temporary folder can be
  ///   written.
  @discardableResult
  func finish(endedBy ending: Ending) throws -> Written? {
    isRecording = false
    guard writes else { return nil }
    let isOverflowed = cassette.isOverflowed
    if isOverflowed, !recordsFromStart {
      throw RecordingError.tooLongBeforeAsked(cassette.byteLimit)
    }
    var inputs = self.inputs
    let last: (frame: String, size: (width: Int, height: Int), at: Double)
    switch (ending, lastKey) {
    case (.lastKey, let lastKey?):
      inputs.removeLast()
      last = lastKey
    case (.lastKey, nil):
      last = ("", (0, 0), milliseconds(since: startedAt))  // no key came: nothing was on screen
    case (.now(let frame, let size), _):
      last = (frame, size, milliseconds(since: startedAt))
    }
    // An API's address may carry a key (`?key=…`, `https://user:key@…`), in an argument or a
    // variable: kept as the requests' URLs are, redacted.
    let redaction = self.redaction().merging(.credentials)
    let recording = SessionRecording(
      arguments: arguments.map(redaction.apply(to:)),
      environment: SessionRecording.keptEnvironment().mapValues(redaction.apply(to:)),
      recordedFromStart: recordsFromStart, width: last.size.width, height: last.size.height,
      inputs: inputs, duration: last.at,
      // A key a server echoed never reaches a frame (the services redact their answers); should
      // one still be drawn, the file does not keep it.
      finalFrame: Redaction(secrets: redaction.secrets).apply(to: last.frame),
      cassette: cassette.cassette)
    let overflow =
      isOverflowed
      ? "its answers past \(cassette.byteLimit >> 20) MB were not kept, so a replay stops where it needs one"
      : nil
    do {
      let url = try destination ?? Self.newFile(for: arguments)
      try recording.write(to: url)
      return Written(url: url, note: overflow)
    } catch let error as RecordingError {
      throw error
    } catch {
      let wanted = destination?.path ?? "the data folder"
      let reason = WriteFailure.reason(error)
      // The session is not lost for a full disk or a folder gone: the temporary folder instead.
      let fallback = FileManager.default.temporaryDirectory.appendingPathComponent(
        "showcase-recording-\(UUID().uuidString).json")
      do {
        try recording.write(to: fallback)
      } catch {
        throw RecordingError.unwritable(wanted, reason)
      }
      let moved = "\(wanted) could not be written (\(reason)), so it went to the temporary folder"
      return Written(
        url: fallback, note: [moved, overflow].compactMap(\.self).joined(separator: "; "))
    }
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    return Double(seconds) * 1000 + Double(attoseconds / 1_000_000_000) / 1_000_000
  }

  /// A new file in the showcase's data directory: `recordings/cocktails-20261125T101502Z.json`.
  private static func newFile(for arguments: [String]) throws -> URL {
    let directory = UserDirectory.data.url(app: ShowcaseCommand.folderName)
      .appendingPathComponent("recordings")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let names = Set(ShowcaseCommand.apps.compactMap { $0.value.configuration.commandName })
    let app = arguments.first { names.contains($0) } ?? "menu"
    let stamp = Date().formatted(
      .iso8601.year().month().day().time(includingFractionalSeconds: false)
    ).replacing(":", with: "").replacing("-", with: "")
    return directory.appendingPathComponent("\(app)-\(stamp).json")
  }
}
