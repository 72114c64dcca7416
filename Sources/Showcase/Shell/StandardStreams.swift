import Foundation

/// The command's output: frames and messages go through here, never through `print`.
enum StandardStreams {
  /// Writes `text` to standard output.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
