import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The showcase on a full file system: a small tmpfs, mounted in a mount namespace of its own
  /// (`unshare`, util-linux's, as the user's own root: no privilege needed, and gone when the
  /// script ends), filled to its last byte. What the files already hold is shown, nothing is lost,
  /// and a sound file cut short is a failure.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct FullDiskTests {
    /// What a script printed in each of its steps, by the step's name, and its exit statuses.
    struct Steps {
      var outputs: [String: String] = [:]
      var statuses: [String: Int32] = [:]
    }

    /// Runs `steps` (name, shell command) in order in a new mount namespace where `$FS` is a
    /// tmpfs of `size`, `$SHOWCASE` the built showcase and the XDG directories are on the tmpfs;
    /// after the step named `fill`, if any, the file system is filled to its last byte.
    static func onASmallDisk(size: String, steps: [(String, String)], fillAfter fill: String?)
      async throws -> Steps
    {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "full-disk-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("fs"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var script = """
        set -u
        mount -t tmpfs -o size=\(size) tmpfs "$FS"
        export XDG_CACHE_HOME="$FS/cache" XDG_DATA_HOME="$FS/data"

        """
      for (name, command) in steps {
        script += "\(command) > \"$OUT/\(name).out\" 2>&1; echo $? > \"$OUT/\(name).status\"\n"
        if name == fill {
          script += "dd if=/dev/zero of=\"$FS/filler\" bs=4k > /dev/null 2>&1\n"
          script += "df --output=avail \"$FS\" | tail -1 > \"$OUT/avail\"\n"
        }
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
      process.arguments = ["--user", "--map-root-user", "--mount", "sh", "-c", script]
      process.environment = ProcessInfo.processInfo.environment.merging([
        "FS": folder.appendingPathComponent("fs").path, "OUT": folder.path,
        "SHOWCASE": showcaseURL.path,
      ]) { $1 }
      try await onOwnThread {
        try process.run()
        process.waitUntilExit()
      }
      try #require(process.terminationStatus == 0, "the script ran")
      if fill != nil {
        let avail = try String(
          contentsOf: folder.appendingPathComponent("avail"), encoding: .utf8)
        try #require(avail.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "it is full")
      }
      var result = Steps()
      for (name, _) in steps {
        result.outputs[name] = try String(
          contentsOf: folder.appendingPathComponent("\(name).out"), encoding: .utf8)
        let status = try String(
          contentsOf: folder.appendingPathComponent("\(name).status"), encoding: .utf8)
        result.statuses[name] = Int32(status.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return result
    }

    @Test func cachedRatesAreShownFromAFullDisk() async throws {
      let steps = try await Self.onASmallDisk(
        size: "2m",
        steps: [
          ("cached", #""$SHOWCASE" rates --once --base EUR --width 100 --height 30"#),
          ("offline", #""$SHOWCASE" rates --once --base EUR --offline --width 100 --height 30"#),
        ], fillAfter: "cached")
      #expect(steps.statuses["cached"] == 0, "\(steps.outputs["cached"] ?? "")")
      let offline = steps.outputs["offline"] ?? ""
      #expect(steps.statuses["offline"] == 0, "\(offline)")
      #expect(
        offline.contains("AUD  Australian Dollar          1.5904"), "the cached rates: \(offline)")
      #expect(offline.contains("cannot be updated: disk full"), "\(offline)")
    }

    @Test func aRecordingOnAFullDiskIsRefusedBeforeTheSessionStarts() async throws {
      let steps = try await Self.onASmallDisk(
        size: "1m",
        steps: [
          ("made", "mkdir \"$FS/recordings\""),
          ("record", #""$SHOWCASE" rates --once --record "$FS/recordings/r.json""#),
        ], fillAfter: "made")
      let output = steps.outputs["record"] ?? ""
      #expect(steps.statuses["record"] == 64, "\(output)")
      #expect(output.hasPrefix("Error: --record: "), "\(output)")
      #expect(output.contains("/recordings/r.json: no file can be written in "), "\(output)")
      #expect(output.contains("/recordings (the disk is full).\n"), "\(output)")
    }

    @Test func aSoundFileCutShortByAFullDiskIsAFailure() async throws {
      let steps = try await Self.onASmallDisk(
        // 1 MB: room for the file, not for the 3.5 MB of 20 s of sound.
        size: "1m",
        steps: [
          (
            "sound",
            #""$SHOWCASE" meditation --once --name Ada --pick 1 --at 20 --data-dir "$OUT/data" --audio-out "$FS/s.wav""#
          )
        ], fillAfter: nil)
      let output = steps.outputs["sound"] ?? ""
      #expect(steps.statuses["sound"] == 1, "\(output)")
      #expect(output.contains("Error: the sound stopped being written: "), "\(output)")
      #expect(output.contains("There isn’t enough space."), "\(output)")
    }
  }
#endif
