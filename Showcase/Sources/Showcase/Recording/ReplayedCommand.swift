import ArgumentParser
import Foundation
import MVVMKitNetworking
import TerminalUI

/// What a replay takes from a recording, and nothing else: the app, its route and view options,
/// the frame's size, and the variables that chose its services and how frames are drawn.
///
/// Recordings are meant to be shared, so a file is read as data, never as a command to run: an
/// app's options that write a file, choose a data or cache folder or start a server, and any
/// command but an app's, are refused in words (status 64); of the variables, only those a
/// recording keeps are read, from the replay's own environment (``Replay/environment``), and the
/// process's are never changed.
enum ReplayedCommand {
  /// The options with a value a replay refuses: they write a file (`--audio-out`, `--record`),
  /// choose a data or cache folder (`--data-dir`, `--cache-dir`, `--save-dir`), play another
  /// file (`--replay`) or start a server (`--host`, `--port`). A recording never keeps them.
  static let refusedOptions: Set<String> = [
    "--audio-out", "--record", "--data-dir", "--cache-dir", "--save-dir", "--replay", "--host",
    "--port",
  ]

  /// The flags a replay refuses, for the same reasons (`--allow-remote`).
  static let refusedFlags: Set<String> = ["--allow-remote"]

  /// Whether a replay refuses the option `argument` (`--data-dir`, `--data-dir=DIR`).
  static func isRefused(_ argument: String) -> Bool {
    let name = String(argument.prefix { $0 != "=" })
    return refusedOptions.contains(name) || refusedFlags.contains(name)
  }

  /// The commands a replay runs: the apps' (an empty command line is the menu).
  static var appCommands: Set<String> {
    Set(ShowcaseCommand.apps.map { $0.value.configuration.commandName ?? "" })
  }

  /// The arguments `recording` (read from `file`) is replayed with.
  ///
  /// - Throws: `ValidationError` (status 64) naming the first thing a replay does not take.
  static func arguments(of recording: SessionRecording, file: URL) throws -> [String] {
    let arguments = recording.arguments
    func refusal(_ what: String) -> ValidationError {
      ValidationError(
        "--replay: \(file.path) asks for \(what), which a replay does not take: a replay shows "
          + "what was recorded, and never writes a file, chooses a folder or starts a server.")
    }
    if let first = arguments.first, !first.hasPrefix("-"), !appCommands.contains(first) {
      throw refusal("the command “\(TerminalText.sanitized(first))”")
    }
    if let refused = arguments.first(where: isRefused) {
      throw refusal(String(refused.prefix { $0 != "=" }))
    }
    return arguments
  }

  /// Whether a recording keeps the variable `name`: one that chooses where an app's data comes
  /// from (`*_API_URL`, `NEARBY_LOCATION`), that a key was set (`*_API_KEY`, as ``Redaction/replacement``),
  /// or how frames are drawn (``SessionRecording/drawing``).
  static func isKept(_ name: String) -> Bool {
    name.hasSuffix("_API_URL") || name.hasSuffix("_API_KEY") || name == "NEARBY_LOCATION"
      || SessionRecording.drawing.contains(name)
  }

  /// The variables a replay of `recording` runs with: `process`'s, with those a recording keeps
  /// taken from the recording instead (a key only ever as ``Redaction/replacement``, which is
  /// what the recorded requests carry); every other variable in the file is ignored.
  static func environment(
    of recording: SessionRecording,
    process: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String: String] {
    var environment = process.filter { name, _ in !isKept(name) }
    for (name, value) in recording.environment where isKept(name) {
      environment[name] = name.hasSuffix("_API_KEY") ? Redaction.replacement : value
    }
    return environment
  }
}
