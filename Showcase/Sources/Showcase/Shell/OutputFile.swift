import ArgumentParser
import Foundation

/// A file an option names for the showcase to write (`--record FILE`, `--audio-out FILE`),
/// checked before the app starts: a session's recording or sound is never found unwritable at its
/// end, and nothing but a regular file is ever replaced (a device node, a folder or a pipe at the
/// path is refused, not swapped for a file).
enum OutputFile {
  /// Where `path` writes: the file a symbolic link names (the link stays), checked.
  ///
  /// - Throws: `ValidationError` (status 64), saying in a sentence why `option` cannot write
  ///   there: the path is no regular file, it cannot be written, or its folder is missing or
  ///   cannot be written in.
  static func checked(_ path: String, option: String) throws -> URL {
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let manager = FileManager.default
    let shown = "\(option): \(path)"
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw ValidationError("\(shown): the folder \(folder.path) does not exist.")
    }
    if let type = try existingType(at: url, shown: shown) {
      guard type == .typeRegular else {
        throw ValidationError(
          "\(shown) is \(description(of: type)), not a file: name a new file, or a file to replace."
        )
      }
      guard manager.isWritableFile(atPath: url.path) else {
        throw ValidationError("\(shown) cannot be written (its permissions refuse it).")
      }
    }
    // The one proof that a file can be made there (permissions, a read-only or full file system):
    // make one with a few KB in it (an empty file is made on a full disk too), and remove it.
    let probe = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).probe")
    do {
      try Data(count: Self.probeSize).write(to: probe, options: .withoutOverwriting)
    } catch {
      if manager.fileExists(atPath: probe.path) {
        do { try manager.removeItem(at: probe) } catch {}  // already refused: said below
      }
      throw ValidationError(
        "\(shown): no file can be written in \(folder.path) (\(WriteFailure.reason(error))).")
    }
    do {
      try manager.removeItem(at: probe)
    } catch {
      throw ValidationError(
        "\(shown): \(probe.path) was made to check the folder and cannot be removed (\(error.localizedDescription))."
      )
    }
    return url
  }

  /// The bytes the check writes: enough to find a full disk, which still makes empty files.
  static let probeSize = 16 << 10

  /// The type of what is at `url`, `nil` when nothing is.
  private static func existingType(at url: URL, shown: String) throws -> FileAttributeType? {
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      return attributes[.type] as? FileAttributeType ?? .typeUnknown
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return nil
    } catch {
      throw ValidationError("\(shown) cannot be looked at (\(error.localizedDescription)).")
    }
  }

  private static func description(of type: FileAttributeType) -> String {
    switch type {
    case .typeDirectory: "a folder"
    case .typeCharacterSpecial: "a character device"
    case .typeBlockSpecial: "a block device"
    case .typeSocket: "a socket"
    case .typeSymbolicLink: "a symbolic link that leads nowhere"
    default: "a named pipe or other special file"
    }
  }
}
