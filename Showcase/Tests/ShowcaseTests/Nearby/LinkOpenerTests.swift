import Foundation
import MVVMKitTesting
import Testing

@testable import ShowcaseTerminal

#if canImport(Glibc)
  /// What opening a link comes to: `xdg-open`'s exit status, waited for, and in a pseudo-terminal
  /// the alert that shows the whole link where nothing opened it.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct LinkOpenerTests {
    /// A folder with an `xdg-open` that exits with `status` (0, 1, 3 or 4).
    ///
    /// The stand-ins are committed, not written by the test: a script written while other tests
    /// start processes can be held open for writing by one of them, and running it then fails
    /// with "text file busy".
    static func fakeOpener(exiting status: Int32) -> URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Openers/exits-\(status)")
    }

    @Test(arguments: [
      (Int32(0), LinkOpener.Outcome.opened),
      (3, .failed("xdg-open found no browser to open it")),
      (4, .failed("the browser xdg-open chose could not open it")),
      (1, .failed("xdg-open failed (exit status 1)")),
    ])
    func theOpenersExitStatusSaysWhetherTheLinkOpened(
      status: Int32, outcome: LinkOpener.Outcome
    ) async throws {
      let folder = Self.fakeOpener(exiting: status)
      #expect(FileManager.default.isExecutableFile(atPath: folder.path + "/xdg-open"))
      let opener = LinkOpener.system(environment: ["PATH": folder.path])
      #expect(await opener.open(URL(string: "https://example.com/")!) == outcome)
    }

    @Test func withNoOpenerOnThePathNothingOpens() async {
      let opener = LinkOpener.system(environment: ["PATH": "/nonexistent"])
      #expect(
        await opener.open(URL(string: "https://example.com/")!)
          == .failed("there is no xdg-open here to open it with"))
    }

    @Test func aLinkNothingOpenedIsShownWholeInAnAlertThatWrapsIt() async throws {
      let folder = Self.fakeOpener(exiting: 3)
      let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
      let seen = try await onOwnThread { () throws -> (String, Bool) in
        let session = try EndToEndTests.Session(
          arguments: ["nearby", "--place", "sample-rules"], environment: ["PATH": path],
          width: 60, height: 20)
        guard session.waitFor({ $0.terminal.text.contains("Rules") }) else {
          return (session.terminal.text, false)
        }
        session.type("o")
        let shown = session.waitFor { $0.terminal.text.contains("Not opened") }
        let screen = session.terminal.text
        session.type("\u{1B}q")
        return (screen, shown)
      }
      #expect(seen.1, "the alert: \(seen.0)")
      // The whole link, broken across the alert's lines where it must: the alert's box, read
      // line by line without its borders and spaces, holds all of it, and the reason.
      let flat = Self.insideOfBox(titled: "Not opened", on: seen.0).filter { $0 != " " }
      #expect(flat.contains("xdg-openfoundnobrowser"))
      #expect(
        flat.contains(
          "https://www.google.com/maps/search/?api=1&query=51.5107048,-0.1226201&query_place_id=sample-rules"
        ))
    }

    /// The text inside the box whose top border holds `title`, its lines joined: what is beside
    /// the box on the screen left out.
    static func insideOfBox(titled title: String, on screen: String) -> String {
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
      guard let top = lines.firstIndex(where: { String($0).contains(title) }),
        let left = lines[top].firstIndex(of: "╭"), let right = lines[top].lastIndex(of: "╮")
      else { return "" }
      var inside = ""
      for line in lines[(top + 1)...] {
        guard line.count > right, line[left] == "│" else { break }
        inside += String(line[(left + 1)..<right])
      }
      return inside
    }
  }
#endif
