package import Foundation
package import MVVMKit
package import TerminalUI

/// Opens a link in the user's browser, the way the desktop does: `xdg-open`, where it is on the
/// PATH, and what it says of it (its exit status). Where nothing opens the link (no `xdg-open`,
/// or one that finds no browser, as on a server or in a container), the screens say so, show the
/// whole link in an alert that wraps it, and copy it to the terminal's clipboard.
package struct LinkOpener: Sendable {
  /// What opening a link came to.
  package enum Outcome: Hashable, Sendable {
    /// A browser has it.
    case opened
    /// Nothing could open it, for this reason ("xdg-open found no browser to open it").
    case failed(String)
  }

  /// Opens `url`, returning once the opener has said how it went.
  package let open: @Sendable (URL) async -> Outcome

  /// An opener that opens links with `open`.
  package init(open: @escaping @Sendable (URL) async -> Outcome) {
    self.open = open
  }

  /// `xdg-open` from the PATH in `environment`, run apart from the terminal (no input, its
  /// output dropped), and waited for: its exit status says whether a browser took the link.
  package static func system(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LinkOpener
  {
    let tool = (environment["PATH"] ?? "").split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return LinkOpener { url in
      guard let tool else { return .failed("there is no xdg-open here to open it with") }
      let process = Process()
      process.executableURL = tool
      process.arguments = [url.absoluteString]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let status = await withCheckedContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(returning: -1)
        }
      }
      return status == 0 ? .opened : .failed(reason(xdgOpenStatus: status))
    }
  }

  /// What `xdg-open`'s exit status `status` (not 0) means, in words (its manual's codes).
  static func reason(xdgOpenStatus status: Int32) -> String {
    switch status {
    case -1: "xdg-open could not be started"
    case 3: "xdg-open found no browser to open it"
    case 4: "the browser xdg-open chose could not open it"
    default: "xdg-open failed (exit status \(status))"
    }
  }
}

extension LinkOpener {
  /// Opens `url` and says so on `navigator`: "Opening the place in your browser…", then "Opened
  /// the place in your browser" once the opener says it did. Where it did not, an alert says why
  /// and shows the whole link, which is copied to the terminal's clipboard too.
  @MainActor
  func open(_ url: URL, saying what: String, on navigator: Navigator?) {
    navigator?.say("Opening \(what) in your browser…")
    Task { @MainActor [weak navigator] in
      switch await open(url) {
      case .opened:
        navigator?.say("Opened \(what) in your browser")
      case .failed(let reason):
        navigator?.copyToClipboard(url.absoluteString, notice: "Copied the link")
        navigator?.present(
          Alert(
            title: "Not opened",
            message: "Could not open \(what): \(reason). The link, copied to the clipboard:\n\n"
              + url.absoluteString))
      }
    }
  }
}

extension ScreenOf {
  /// The bindings of `actions`, with `keys`: a link among them is opened by `opener`, which says
  /// so on the screen's navigator.
  package func bindings(
    for actions: [ScreenAction], keys: ActionKeys, opener: LinkOpener
  ) -> [KeyBinding] {
    KeyBinding.actions(
      actions, keys: keys,
      opening: { [weak self] link in
        opener.open(link.url, saying: link.subject, on: self?.navigator)
      })
  }
}
