package import Foundation
import TerminalUI

/// Opens a link in the user's browser, the way the desktop does: `xdg-open`, where it is on the
/// PATH. Where it is not (a server, a container), the screens show the link and copy it instead.
package struct LinkOpener: Sendable {
  /// Opens `url`; `false` when there is nothing to open it with.
  package let open: @Sendable (URL) -> Bool

  /// `xdg-open` from the PATH in `environment`, run apart from the terminal (no input, its
  /// output dropped).
  package static func system(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LinkOpener
  {
    let tool = (environment["PATH"] ?? "").split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return LinkOpener { url in
      guard let tool else { return false }
      let process = Process()
      process.executableURL = tool
      process.arguments = [url.absoluteString]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        return true
      } catch {
        return false
      }
    }
  }
}

extension LinkOpener {
  /// Opens `url` and says so on `navigator` ("Opened `what` in your browser"); where nothing can
  /// open it, copies it to the terminal's clipboard and shows it.
  @MainActor
  func open(_ url: URL, saying what: String, on navigator: Navigator?) {
    if open(url) {
      navigator?.say("Opened \(what) in your browser")
    } else {
      navigator?.copyToClipboard(
        url.absoluteString, notice: "Copied (no browser to open): \(url.absoluteString)")
    }
  }
}
