import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// A joined emoji typed into a field, in a pseudo-terminal: the terminal is never sent the
  /// sequence whose width terminals disagree on (tmux draws it as three emoji, kitty as one), but
  /// its parts, so the field's border stays where every terminal puts it.
  @Suite(.timeLimit(.scaled(minutes: 1))) struct EmojiFieldEndToEndTests {
    typealias Session = EndToEndTests.Session

    struct Seen: Sendable {
      var typed = false
      var joinersSent = 0
      var fieldLine = ""
    }

    @Test func aJoinedEmojiIsDrawnAsItsPartsAndTheBorderStays() async throws {
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(arguments: ["cocktails"], width: 60, height: 20)
        defer { session.quit() }
        _ = session.waitFor { $0.terminal.text.contains("Search by name") }
        session.type("👩‍👩‍👧x")
        seen.typed = session.waitFor { $0.terminal.text.contains("👩👩👧x") }
        let lines = session.terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
        seen.fieldLine = lines.first { $0.contains("👩👩👧x") }.map(String.init) ?? ""
        seen.joinersSent =
          session.output.split(separator: 0xE2).filter {
            $0.starts(with: [0x80, 0x8D])  // U+200D in UTF-8 is E2 80 8D
          }.count
        return seen
      }
      #expect(seen.typed, "the field shows the family as its three emoji")
      #expect(seen.joinersSent == 0, "no zero-width joiner is ever written")
      #expect(seen.fieldLine.hasSuffix("│"), "the border at the field's end: \(seen.fieldLine)")
    }
  }
#endif
