import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// `s` in a Gallery photo's detail, in a pseudo-terminal: the original bytes saved into
  /// `--save-dir`, and a second `s` making a second file, never writing over the first.
  @Suite(.timeLimit(.scaled(minutes: 1))) struct GallerySaveEndToEndTests {
    typealias Session = EndToEndTests.Session

    @Test func sSavesThePhotoAndASecondSNeverOverwritesIt() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("showcase-save-\(UUID().uuidString)")
      defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
      }
      let first = folder.appendingPathComponent("4001 The astronaut Eileen Collins.png")
      let second = folder.appendingPathComponent("4001 The astronaut Eileen Collins (2).png")
      let seen = try await onOwnThread { () throws -> [Bool] in
        let session = try Session(
          arguments: ["gallery", "--photo", "4001", "--save-dir", folder.path], width: 100,
          height: 30)
        defer {
          session.type("\u{3}")
          _ = session.waitFor { !$0.process.isRunning }
        }
        let opened = session.waitFor { $0.terminal.text.contains("s save") }
        session.type("s")
        let saved = session.waitFor {
          $0.terminal.text.contains("Saved “4001 The astronaut Eileen Collins.png” in")
        }
        session.type("s")
        let savedAgain = session.waitFor {
          $0.terminal.text.contains("Saved “4001 The astronaut Eileen Collins (2).png” in")
        }
        return [opened, saved, savedAgain]
      }
      #expect(seen == [true, true, true])
      let bundled = try Data(contentsOf: bundledPhoto("astronaut.png"))
      #expect(try Data(contentsOf: first) == bundled, "the original bytes")
      #expect(try Data(contentsOf: second) == bundled)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "4001 The astronaut Eileen Collins (2).png", "4001 The astronaut Eileen Collins.png",
        ])
    }

    /// The bundled photo, from the source tree beside this file.
    private func bundledPhoto(_ name: String) -> URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Gallery/Resources/photos/\(name)")
        .standardizedFileURL
    }
  }
#endif
