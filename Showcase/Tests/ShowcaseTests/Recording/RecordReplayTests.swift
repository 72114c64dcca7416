import Cocktails
import ExchangeRates
import Foundation
import Gallery
import MVVMKitNetworking
import MVVMKitTesting
import Meditation
import Nearby
import Testing

#if canImport(Glibc)
  import Glibc

  /// A session recorded against a local server, as a person uses the app in a terminal, replays
  /// with `--once` to the exact last frame with the server stopped: every request answered from
  /// the recording's cassette, every key at its recorded time.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 2))) struct RecordReplayTests {
    /// A fresh folder for a test's files, its XDG cache and data directories.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "record-replay-\(UUID().uuidString)")

    var environment: [String: String] {
      [
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      ]
    }

    /// Waits until the screen stays the same for 300 ms (an image decoded at a new size replaces
    /// the one shown meanwhile, with no spinner); whether it did within 15 s.
    static func waitUntilStill(_ session: EndToEndTests.Session) -> Bool {
      for _ in 0..<50 {
        let before = session.terminal.text
        if !session.waitFor(
          timeout: TestTime.scaled(.milliseconds(300)), { $0.terminal.text != before })
        {
          return true
        }
      }
      return false
    }

    /// Whether `text` shows a spinner beside a word ("⠋ Loading drinks…"): something is loading.
    /// (A braille chart uses the same characters, never beside a letter.)
    static func isLoading(_ text: String) -> Bool {
      text.contains(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] \p{L}/)
    }

    /// What a recorded session left, and what its replay printed.
    struct Outcome: Sendable {
      var recording: SessionRecordingFile
      var replay: (status: Int32, output: String)
    }

    /// The file a session wrote, as the test reads it back.
    struct SessionRecordingFile: Decodable, Sendable {
      var arguments: [String]
      var inputs: [Input]
      var finalFrame: String
      struct Input: Decodable, Sendable {
        var key: String
        var screen: String?
        var outcome: String?
      }
    }

    /// Records `arguments` (with the server's address put in by `options`) in a pseudo-terminal
    /// while `use` acts as the user; stops the server; replays the recording with `--once`.
    func recordAndReplay(
      serving client: any HTTPClient,
      rewrite: @escaping @Sendable (String, String) -> String = { body, _ in body },
      arguments: @escaping @Sendable (URL) -> [String],
      environment extra: [String: String] = [:],
      use: @escaping @Sendable (EndToEndTests.Session) -> Bool
    ) async throws -> Outcome {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("session.json")
      let environment = self.environment.merging(extra) { $1 }
      let used = try await BundleServer.run(answeringFrom: client, rewrite: rewrite) { url in
        try await onOwnThread {
          let session = try EndToEndTests.Session(
            arguments: arguments(url) + ["--record", file.path], environment: environment)
          // Ended once nothing is loading (no spinner on screen): a replay counts the recorded
          // network time, not the time this machine took to read the answers, so a session
          // ended mid-load may find the load done when replayed.
          let used =
            use(session) && session.waitFor { !Self.isLoading($0.terminal.text) }
            && Self.waitUntilStill(session)
          session.type("\u{03}")  // Ctrl-C: quits from anywhere
          session.process.waitUntilExit()
          return used
        }
      }
      #expect(used, "the session went as scripted")
      let recording = try JSONDecoder().decode(
        SessionRecordingFile.self, from: Data(contentsOf: file))
      let replay = try await runShowcase(
        ["--replay", file.path, "--once"], environment: self.environment)
      return Outcome(recording: recording, replay: replay)
    }

    func expectTheSameLastFrame(_ outcome: Outcome) {
      #expect(outcome.replay.status == 0, "\(outcome.replay.output)")
      #expect(outcome.replay.output == outcome.recording.finalFrame + "\n")
      #expect(!outcome.recording.inputs.isEmpty)
      // Every key that acted was recorded with the screen before it and the one it left, which
      // the replay compared (a replay whose key did something else stops there).
      let acted = outcome.recording.inputs.filter { $0.key != "ctrl-c" && $0.key != "ctrl-z" }
      #expect(acted.allSatisfy { $0.screen != nil && $0.outcome != nil })
    }

    @Test func cocktailsSearchedAndADrinkOpened() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try await recordAndReplay(
        serving: CocktailsBundle.client(),
        arguments: { url in
          [
            "cocktails", "--cocktail-api", url.absoluteString, "--restaurant-api",
            url.absoluteString,
          ]
        }
      ) { session in
        guard session.waitFor({ $0.terminal.text.contains("54 Items found") }) else { return false }
        session.type("gin")
        guard session.waitFor({ $0.terminal.text.contains("4 Items found") }) else { return false }
        session.type("\u{1B}")
        guard session.waitFor({ $0.terminal.text.contains("Enter open") }) else { return false }
        session.type("\r")
        return session.waitFor { $0.terminal.text.contains("Ingredients") }
      }
      expectTheSameLastFrame(outcome)
      #expect(outcome.recording.finalFrame.contains("Ingredients"))
    }

    @Test func ratesMovedAndAHistoryOpened() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try await recordAndReplay(
        serving: ExchangeRatesBundle.client(),
        arguments: { url in ["rates", "--rates-api", url.absoluteString] }
      ) { session in
        guard session.waitFor({ $0.terminal.text.contains("AUD  Australian") }) else {
          return false
        }
        session.type("jj")
        session.type("\r")
        return session.waitFor { $0.terminal.text.contains("30 days") }
      }
      expectTheSameLastFrame(outcome)
      #expect(outcome.recording.finalFrame.contains("30 days"))
    }

    @Test func ratesClickedAndWheeledRecordsTheMouseAndReplaysIt() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try await recordAndReplay(
        serving: ExchangeRatesBundle.client(),
        arguments: { url in ["rates", "--rates-api", url.absoluteString] }
      ) { session in
        guard session.waitFor({ $0.terminal.text.contains("AUD  Australian") }),
          let chf = MouseEndToEndTests.place(of: "CHF  Swiss", in: session.terminal.text)
        else { return false }
        session.type(MouseEndToEndTests.wheelDown(chf.x, chf.y))
        session.type(
          MouseEndToEndTests.click(chf.x, chf.y) + MouseEndToEndTests.click(chf.x, chf.y))
        return session.waitFor { $0.terminal.text.contains("30 days") }
      }
      expectTheSameLastFrame(outcome)
      #expect(outcome.recording.finalFrame.contains("30 days"))
      #expect(
        outcome.recording.inputs.map(\.key).filter { $0.contains("@") } == [
          "wheel-down@1,9", "click@1,9", "click@1,9",
        ])
    }

    @Test func meditationSongsPickedAndPlaying() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try await recordAndReplay(
        serving: MeditationBundle.client(),
        arguments: { url in ["meditation", "--songs-api", url.absoluteString, "--name", "Ada"] }
      ) { session in
        guard session.waitFor({ $0.terminal.text.contains("Ada") }) else { return false }
        session.type("\r")
        guard session.waitFor({ $0.terminal.text.contains("START") }) else { return false }
        session.type(" ")
        session.type("j")
        session.type(" ")
        return session.waitFor { $0.terminal.text.contains("2 picked") }
      }
      expectTheSameLastFrame(outcome)
    }

    @Test func nearbyWithAKeyThatIsNeverRecorded() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let key = "AIzaTestKey-0123456789"
      let outcome = try await recordAndReplay(
        serving: NearbyBundle.client(),
        arguments: { url in
          ["nearby", "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString]
        },
        environment: ["GOOGLE_PLACES_API_KEY": key]
      ) { session in
        guard session.waitFor({ $0.terminal.text.contains("Hot picks") }) else { return false }
        session.type("j")
        session.type("\r")
        return session.waitFor { $0.terminal.text.contains("sort") }
      }
      expectTheSameLastFrame(outcome)
      let file = try String(
        contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
      #expect(!file.contains(key))
      #expect(!file.contains("0123456789"))
    }

    @Test func galleryListedAndAPhotoOpened() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let outcome = try await recordAndReplay(
        serving: GalleryBundle.client(),
        rewrite: { body, server in
          body.replacingOccurrences(of: "https://sample.openverse.invalid/", with: server)
        },
        arguments: { url in ["gallery", "--openverse-api", url.absoluteString] }
      ) { session in
        // Every photo on screen shown, none still loading (a spinner), before the key: which
        // loads have started when a key comes is the one thing a replay cannot time.
        guard
          session.waitFor({
            // Photos are drawn in blocks, so any braille on screen is an image's spinner.
            $0.terminal.text.contains("Hubble")
              && !$0.terminal.text.contains(where: { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) })
          })
        else { return false }
        session.type("\r")  // the astronaut: its detail
        return session.waitFor { $0.terminal.text.contains("Esc back") }
      }
      expectTheSameLastFrame(outcome)
    }
  }
#endif
