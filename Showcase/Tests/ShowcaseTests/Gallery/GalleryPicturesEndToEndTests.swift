import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The Gallery's photos in pixels, in a pseudo-terminal: what `--images` asks for, or what the
  /// terminal answers to the query `auto` sends; the answers never reach the screen as keys.
  @Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryPicturesEndToEndTests {
    typealias Session = EndToEndTests.Session

    /// What a session saw of the string sequences the app wrote.
    struct Seen: Sendable {
      var strings: [String] = []
      var screen = ""
      var pictureAt: (x: Int, y: Int)?
    }

    /// Opens photo 4001 with `arguments`, answers the query with `answers` (if any) once it
    /// comes, waits for a string sequence starting with `expected`, then presses → for the next
    /// photo and waits for a second.
    private func session(
      _ arguments: [String], answering answers: String?, expecting expected: String
    ) async throws -> (first: Seen, second: Seen) {
      try await onOwnThread { () throws -> (Seen, Seen) in
        let session = try Session(
          arguments: ["gallery", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20"] + arguments,
          width: 100, height: 30)
        defer { session.quit() }
        if let answers {
          _ = session.waitFor { $0.terminal.strings.contains { $0.text.hasPrefix("_Gi=31,") } }
          session.type(answers)
        }
        func seen() -> Seen {
          let picture = session.terminal.strings.last { $0.text.hasPrefix(expected) }
          return Seen(
            strings: session.terminal.strings.map(\.text), screen: session.terminal.text,
            pictureAt: picture.map { ($0.x, $0.y) })
        }
        _ = session.waitFor { $0.terminal.strings.contains { $0.text.hasPrefix(expected) } }
        let first = seen()
        let count = session.terminal.strings.filter { $0.text.hasPrefix(expected) }.count
        session.type("\u{1B}[C")  // →: the next photo
        _ = session.waitFor {
          $0.terminal.strings.filter { $0.text.hasPrefix(expected) }.count > count
        }
        return (first, seen())
      }
    }

    @Test func kittyAsAskedSendsThePhotoAndTakesItAwayForTheNext() async throws {
      let (first, second) = try await session(
        ["--images", "kitty"], answering: nil, expecting: "_Ga=T,f=100,t=d,i=")
      #expect(
        first.strings.filter { $0.hasPrefix("_Gi=31,") }.count == 1,
        "asked, the terminal is still asked once whether it shows kitty's pictures")
      #expect(first.pictureAt != nil, "no answer: nothing showed it cannot")
      let placed = first.strings.first { $0.hasPrefix("_Ga=T") } ?? ""
      #expect(placed.contains(",C=1,q=2,m="))
      // The next photo: the first taken off by its id, then the next sent.
      let id = placed.split(separator: ",").first { $0.hasPrefix("i=") } ?? "?"
      #expect(second.strings.contains("_Ga=d,d=i,\(id),q=2"))
      #expect(second.screen.contains("Chelsea the cat"))
    }

    @Test func kittyAskedOfATerminalThatAnswersWithoutItFallsBackAndSaysSo() async throws {
      let seen = try await onOwnThread {
        () throws -> (said: Bool, strings: [String], screen: String) in
        let session = try Session(
          arguments: [
            "gallery", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "--images", "kitty",
          ], width: 100, height: 30)
        defer { session.quit() }
        _ = session.waitFor { $0.terminal.strings.contains { $0.text.hasPrefix("_Gi=31,") } }
        session.type("\u{1B}[?62;22c")  // xterm's attributes, and no kitty answer before them
        let said = session.waitFor {
          $0.terminal.text.contains("No kitty graphics here: half-blocks")
            && $0.terminal.text.contains("The astronaut Eileen Collins")
        }
        return (said, session.terminal.strings.map(\.text), session.terminal.text)
      }
      #expect(seen.said, "said once, and the photo in half-blocks:\n\(seen.screen)")
      #expect(!seen.strings.contains { $0.hasPrefix("_Ga=T") }, "no picture sent to be lost")
    }

    @Test func afterCtrlZAndContinuingKittyIsSentThePhotoAgain() async throws {
      let seen = try await onOwnThread { () throws -> (sent: Int, stopped: Bool, again: Int) in
        let session = try Session(
          arguments: [
            "gallery", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "--images", "kitty",
          ], width: 100, height: 30)
        defer { session.quit() }
        let transmit = "_Ga=T,f=100,t=d,i="
        func sent() -> Int { session.terminal.strings.filter { $0.text.hasPrefix(transmit) }.count }
        _ = session.waitFor { _ in sent() > 0 }
        let before = sent()
        session.type("\u{1A}")  // Ctrl-Z: out of the alternate screen, where kitty drops it
        let stopped = session.waitFor(timeout: TestTime.scaled(.seconds(10))) { $0.isStopped }
        session.send(SIGCONT)
        _ = session.waitFor { _ in sent() > before }
        return (before, stopped, sent())
      }
      #expect(seen.sent == 1)
      #expect(seen.stopped)
      #expect(seen.again == 2, "the photo's data sent again, not only placed by its id")
    }

    @Test func autoTakesKittyFromTheTerminalsAnswerAndNoAnswerIsTyped() async throws {
      let (first, _) = try await session(
        [], answering: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;16;8t\u{1B}[?62;22c",
        expecting: "_Ga=T,f=100")
      #expect(first.strings.filter { $0.hasPrefix("_Gi=31,s=1,v=1,a=q") }.count == 1)
      let placed = first.strings.first { $0.hasPrefix("_Ga=T") } ?? ""
      // One of its cells' dimensions, kitty working out the other from the pixels: no stretch.
      #expect(placed.contains(",c=") != placed.contains(",r="))
      // Nothing of the answers reached the app as keys: no search, no screen change.
      #expect(first.screen.contains("The astronaut Eileen Collins"))
      #expect(!first.screen.contains("OK"))
    }

    @Test func autoTakesSixelFromTheDeviceAttributes() async throws {
      let (first, second) = try await session(
        [], answering: "\u{1B}[?62;4;22c", expecting: "Pq\"1;1;")
      // Written where the photo is, after its cells; the next one likewise.
      #expect(first.pictureAt.map { $0.y > 0 } == true)
      #expect(second.screen.contains("Chelsea the cat"))
    }
  }
#endif
