import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The player's on-screen buttons answer clicks as their keys do: pause, play, next.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct MeditationPlayerClicksTests {
    struct Clicked: Sendable {
      var playing = false
      var paused = false
      var resumed = false
      var next = false
    }

    @Test func thePlayersButtonsPauseResumeAndSkip() async throws {
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "showcase-player-clicks-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: data) }
      typealias Mouse = MouseEndToEndTests
      let seen = try await onOwnThread { () throws -> Clicked in
        var seen = Clicked()
        let session = try EndToEndTests.Session(
          arguments: [
            "meditation", "--pick", "1,2", "--listen", "--mute", "--data-dir", data.path,
          ])
        seen.playing = session.waitFor { $0.terminal.text.contains("Song 1 of 2") }
        guard let pause = Mouse.place(of: "pause (space)", in: session.terminal.text) else {
          return seen
        }
        session.type(Mouse.click(pause.x + 2, pause.y))
        seen.paused = session.waitFor { $0.terminal.text.contains("❚❚ Paused") }
        guard let play = Mouse.place(of: "play (space)", in: session.terminal.text) else {
          return seen
        }
        session.type(Mouse.click(play.x + 2, play.y))
        seen.resumed = session.waitFor { $0.terminal.text.contains("▶ Playing") }
        guard let next = Mouse.place(of: "next (n)", in: session.terminal.text) else {
          return seen
        }
        session.type(Mouse.click(next.x + 1, next.y))
        seen.next = session.waitFor { $0.terminal.text.contains("Song 2 of 2") }
        session.quit()
        return seen
      }
      #expect(seen.playing, "the session plays its first song")
      #expect(seen.paused, "a click on pause pauses")
      #expect(seen.resumed, "a click on play plays")
      #expect(seen.next, "a click on next goes to the next song")
    }
  }
#endif
