import Foundation
import TerminalUI

/// The command's output: frames and messages go through here, never through `print`.
enum StandardStreams {
  /// Writes `text` to standard output. Output that cannot be written (a full disk, a closed
  /// stream) is said on standard error, and the command exits with status 1: a frame that was
  /// asked for and not printed is a failure, never a crash.
  static func write(_ text: String) {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      writeError("showcase could not write its output: \(reason(error)).\n")
      exit(1)
    }
  }

  /// Why writing standard output failed, in words.
  private static func reason(_ error: any Error) -> String {
    // Foundation's "unknown write error", which a closed descriptor gives.
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, nsError.code == CocoaError.fileWriteUnknown.rawValue {
      return "standard output is closed or cannot be written"
    }
    let reason = WriteFailure.reason(error)
    return TerminalText.sanitized(
      reason == "the disk is full" ? "the disk it goes to is full" : reason)
  }

  /// Writes `text` to standard error; when even that cannot be written, there is no one left to
  /// tell, and the text is dropped.
  static func writeError(_ text: String) {
    do {
      try FileHandle.standardError.write(contentsOf: Data(text.utf8))
    } catch {
      return  // standard error is closed or full: nowhere to say it
    }
  }
}
