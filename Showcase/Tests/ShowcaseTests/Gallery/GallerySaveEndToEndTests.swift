import Foundation
import Gallery
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
      let first = folder.appendingPathComponent(
        "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.png")
      let second = folder.appendingPathComponent(
        "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins (2).png")
      let seen = try await onOwnThread { () throws -> [Bool] in
        let session = try Session(
          arguments: [
            "gallery", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "--save-dir", folder.path,
          ], width: 100,
          height: 30)
        defer {
          session.type("\u{3}")
          _ = session.waitFor { !$0.process.isRunning }
        }
        let opened = session.waitFor { $0.terminal.text.contains("s save") }
        session.type("s")
        let saved = session.waitFor {
          $0.terminal.text.contains(
            "Saved “892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.png” in")
        }
        session.type("s")
        let savedAgain = session.waitFor {
          $0.terminal.text.contains(
            "Saved “892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins (2).png” in")
        }
        return [opened, saved, savedAgain]
      }
      #expect(seen == [true, true, true])
      // The original bytes, with the credit its sidecar holds written in.
      let credit = try String(
        contentsOf: folder.appendingPathComponent(
          "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.xmp"),
        encoding: .utf8)
      let bundled = try Data(contentsOf: bundledPhoto("astronaut.png"))
      #expect(try Data(contentsOf: first) == PhotoCredit.embedding(credit, in: bundled))
      #expect(try Data(contentsOf: second) == PhotoCredit.embedding(credit, in: bundled))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins (2).png",
          "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins (2).xmp",
          "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.png",
          "892f19b8-c7ad-57aa-be4c-f8f4d348cb20 The astronaut Eileen Collins.xmp",
        ], "each with its credit beside it")
      #expect(
        credit.contains(
          "<dc:rights><rdf:Alt><rdf:li xml:lang=\"x-default\">&quot;The astronaut Eileen Collins&quot; by NASA is marked with Public Domain Mark 1.0."
        ))
    }

    @Test func aSaveOnAFullDiskLeavesNoFileBehind() async throws {
      // A 1 MB tmpfs of its own (a mount namespace, as FullDiskTests does) with 64 KB left: the
      // 154 KB photo does not fit. What the folder holds is listed once the app has ended.
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("showcase-full-save-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("fs"), withIntermediateDirectories: true)
      defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
      }
      let fs = folder.appendingPathComponent("fs").path
      let script = #"""
        mount -t tmpfs -o size=1m tmpfs "$FS" || exit 90
        mkdir "$FS/pictures"
        dd if=/dev/zero of="$FS/filler" bs=64k count=15 > /dev/null 2>&1
        "$0" "$@"
        ls -A "$FS/pictures" > "$OUT/listing"
        """#
      let seen = try await onOwnThread { () throws -> [Bool] in
        let session = try Session(
          arguments: [
            "gallery", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "--save-dir",
            fs + "/pictures",
          ],
          environment: ["FS": fs, "OUT": folder.path], width: 100, height: 30,
          launcher: [
            "/usr/bin/unshare", "--user", "--map-root-user", "--mount", "sh", "-c", script,
          ])
        defer {
          session.type("\u{3}")
          _ = session.waitFor { !$0.process.isRunning }
        }
        let opened = session.waitFor { $0.terminal.text.contains("s save") }
        session.type("s")
        let failed = session.waitFor { $0.terminal.text.contains("Not saved: ") }
        return [opened, failed]
      }
      #expect(seen == [true, true])
      let listing = try String(
        contentsOf: folder.appendingPathComponent("listing"), encoding: .utf8)
      #expect(listing == "", "no file, whole or cut short, and no partial file")
    }

    /// The bundled photo, from the source tree beside this file.
    private func bundledPhoto(_ name: String) -> URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Gallery/Resources/photos/\(name)")
        .standardizedFileURL
    }
  }
#endif
