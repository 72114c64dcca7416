import Foundation
import MVVMKit
import MVVMKitTesting
import Meditation
import Testing

#if canImport(Glibc)
  /// `showcase meditation` in a pseudo-terminal, as a person would use it: home, pick a song,
  /// start, pause, resume, back to the songs, back home, quit.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct MeditationWalkTests {
    struct Observations: Sendable {
      var home = false
      var picking = false
      var picked = false
      var playing = false
      var paused = false
      var resumed = false
      var backToTheSongs = false
      var backHome = false
      var status: Int32 = -1
    }

    @Test func aUserPicksListensPausesAndComesBackHome() async throws {
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "showcase-meditation-walk-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: data) }
      let seen = try await onOwnThread { () throws -> Observations in
        var seen = Observations()
        let session = try EndToEndTests.Session(
          arguments: ["meditation", "--name", "Ada", "--data-dir", data.path])
        seen.home = session.waitFor {
          $0.terminal.text.contains("Hello Ada!") && $0.terminal.text.contains("COME BACK TO LIFE")
        }
        session.type("\r")
        seen.picking = session.waitFor {
          $0.terminal.text.contains("Meditation › Pick meditation song")
            && $0.terminal.text.contains("none picked")
        }
        session.type("\r")  // the cursor is on the first song
        seen.picked = session.waitFor { $0.terminal.text.contains("1 picked · 2:50") }
        session.type("s")
        seen.playing = session.waitFor {
          $0.terminal.text.contains("› Player") && $0.terminal.text.contains("▶ Playing")
        }
        session.type(" ")
        seen.paused = session.waitFor { $0.terminal.text.contains("❚❚ Paused") }
        session.type(" ")
        seen.resumed = session.waitFor { $0.terminal.text.contains("▶ Playing") }
        session.type("\u{1B}")
        seen.backToTheSongs = session.waitFor { $0.terminal.text.contains("1 picked · 2:50") }
        session.type("\u{1B}")
        seen.backHome = session.waitFor { $0.terminal.text.contains("COME BACK TO LIFE") }
        session.type("q")
        if session.waitFor({ !$0.process.isRunning }) {
          session.process.waitUntilExit()
          seen.status = session.process.terminationStatus
        }
        return seen
      }
      #expect(seen.home, "the home board greets by name")
      #expect(seen.picking, "Enter opens the session on its songs")
      #expect(seen.picked, "Enter picks the song under the cursor")
      #expect(seen.playing, "s starts the session: the player")
      #expect(seen.paused, "space pauses")
      #expect(seen.resumed, "space plays on")
      #expect(seen.backToTheSongs, "Esc goes back to the songs, still picked")
      #expect(seen.backHome, "Esc again closes the session")
      #expect(seen.status == 0)
    }
  }
#endif
