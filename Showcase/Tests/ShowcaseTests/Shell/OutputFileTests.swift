import Foundation
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc

  /// `--record FILE` and `--audio-out FILE` write only a file: a path that is something else is
  /// refused (64, in words) and left as it was, a path that cannot be written is said before the
  /// session starts, and a symbolic link to a file keeps leading to it.
  @Suite(.timeLimit(.scaled(minutes: 2))) struct OutputFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "output-file-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func removeFolder() {
      do { try FileManager.default.removeItem(at: folder) } catch {}
    }

    var environment: [String: String] {
      [
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      ]
    }

    /// A named pipe at `name` in the folder: a path that is no file, as a device node is.
    func pipe(_ name: String) throws -> String {
      let path = folder.appendingPathComponent(name).path
      try #require(mkfifo(path, 0o600) == 0)
      return path
    }

    func type(at path: String) throws -> FileAttributeType? {
      try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    /// Whether a named pipe is at `path`.
    func isPipe(_ path: String) -> Bool {
      var info = stat()
      return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test func aRecordingIsNeverWrittenOverWhatIsNotAFile() async throws {
      defer { removeFolder() }
      let pipe = try pipe("pipe")
      let run = try await runShowcase(
        ["cocktails", "--once", "--record", pipe], environment: environment)
      #expect(run.status == 64)
      #expect(
        run.output.contains(
          "Error: --record: \(pipe) is a named pipe or other special file, not a file"))
      #expect(isPipe(pipe), "the pipe is still there")
      let inFolder = try await runShowcase(
        ["cocktails", "--once", "--record", folder.path], environment: environment)
      #expect(inFolder.status == 64)
      #expect(inFolder.output.contains("Error: --record: \(folder.path) is a folder, not a file"))
    }

    @Test func anUnwritableRecordingIsSaidBeforeTheSessionStarts() async throws {
      defer { removeFolder() }
      // No terminal here: an interactive session would exit 2; the path is checked first.
      let missing = folder.appendingPathComponent("no-such-folder/session.json").path
      let run = try await runShowcase(["cocktails", "--record", missing], environment: environment)
      #expect(run.status == 64)
      #expect(
        run.output.contains(
          "Error: --record: \(missing): the folder \(folder.path)/no-such-folder does not exist."))
      let file = folder.appendingPathComponent("file")
      try Data("x".utf8).write(to: file)
      let underFile = try await runShowcase(
        ["cocktails", "--record", file.appendingPathComponent("session.json").path],
        environment: environment)
      #expect(underFile.status == 64)
      #expect(underFile.output.contains("the folder \(file.path) does not exist."))
    }

    @Test func aFolderThatRefusesTheUserIsSaidBeforeTheSessionStarts() async throws {
      defer { removeFolder() }
      let closed = folder.appendingPathComponent("closed")
      try FileManager.default.createDirectory(
        at: closed, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path)
      let path = closed.appendingPathComponent("session.json").path
      // As nobody, in root's folder: an interactive session, refused before it starts.
      let run = try await runShowcaseAsNobody(["cocktails", "--record", path])
      #expect(run.status == 64)
      #expect(
        run.output.contains(
          "Error: --record: \(path): no file can be written in \(closed.path) (its permissions refuse it)."
        ), "\(run.output)")
      #expect(!run.output.contains("NSCocoaErrorDomain"))
    }

    @Test func aRecordingThroughALinkWritesTheFileItLeadsTo() async throws {
      defer { removeFolder() }
      let target = folder.appendingPathComponent("target.json")
      try Data("old".utf8).write(to: target)
      let link = folder.appendingPathComponent("link.json").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
      let run = try await runShowcase(
        ["cocktails", "--once", "--query", "rum", "--record", link], environment: environment)
      #expect(run.status == 0, "\(run.output)")
      #expect(try type(at: link) == .typeSymbolicLink)
      let recording = try String(contentsOf: target, encoding: .utf8)
      #expect(recording.contains(#""arguments" : ["#))
    }

    @Test func theSoundIsNeverWrittenOverWhatIsNotAFile() async throws {
      defer { removeFolder() }
      let pipe = try pipe("sound.wav")
      let run = try await runShowcase(
        ["meditation", "--once", "--pick", "1", "--at", "2", "--audio-out", pipe],
        environment: environment)
      #expect(run.status == 64)
      #expect(
        run.output.contains(
          "Error: --audio-out: \(pipe) is a named pipe or other special file, not a file"))
      #expect(isPipe(pipe))
    }

    @Test func theSoundThroughALinkIsWrittenInPlace() async throws {
      defer { removeFolder() }
      let target = folder.appendingPathComponent("target.wav")
      try Data(repeating: 7, count: 100_000).write(to: target)
      let link = folder.appendingPathComponent("sound.wav").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
      let run = try await runShowcase(
        ["meditation", "--once", "--pick", "1", "--at", "2", "--audio-out", link],
        environment: environment)
      #expect(run.status == 0, "\(run.output)")
      #expect(try type(at: link) == .typeSymbolicLink)
      let wav = try Data(contentsOf: target)
      // Two seconds of 16-bit stereo at 44.1 kHz after the 44-byte header, the old bytes gone.
      #expect(wav.count == 44 + 2 * 44_100 * 4)
      #expect(wav.prefix(4) == Data("RIFF".utf8))
    }
  }
#endif
