public import Foundation

extension Cassette {
  /// The cassette in the file at `url`.
  ///
  /// - Throws: `CocoaError` when the file cannot be read, `DecodingError` (saying where) when it
  ///   is not a cassette, or is one of another version.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(Cassette.self, from: Data(contentsOf: url))
  }

  /// The cassette as the file holds it: pretty-printed JSON with sorted keys, so that two
  /// recordings of one session differ only where they differ.
  public func fileData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}

/// Writes `data` to `url` at once or not at all, readable and writable by its owner only: into a
/// new file beside it (made owner-only before a byte is written), then moved over `url`, so a
/// reader never sees half a file nor, for a moment, a file others can read. Only a file is
/// replaced: where `url` is a symbolic link, the file it leads to is written (the link stays);
/// where it is anything else but a file (a folder, a device such as `/dev/null`), nothing is.
///
/// - Throws: The file system's error; `CocoaError.fileWriteInvalidFileName` for a path that is
///   no file. `url` is then as it was.
public func writeOwnerOnly(_ data: Data, to url: URL) throws {
  let manager = FileManager.default
  let url = url.resolvingSymlinksInPath()
  if manager.fileExists(atPath: url.path),
    try manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType != .typeRegular
  {
    throw CocoaError(
      .fileWriteInvalidFileName,
      userInfo: [
        NSFilePathErrorKey: url.path,
        NSLocalizedDescriptionKey: "\(url.path) is not a file, and is left as it is",
      ])
  }
  let folder = url.deletingLastPathComponent()
  guard manager.fileExists(atPath: folder.path) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
  }
  let temporary = folder.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).partial")
  guard
    manager.createFile(
      atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600])
  else {
    throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
  }
  do {
    let handle = try FileHandle(forWritingTo: temporary)
    do {
      try handle.write(contentsOf: data)
      try handle.synchronize()
    } catch {
      try handle.close()
      throw error
    }
    try handle.close()
    // rename(2) replaces the old file in one step (FileManager's move refuses to).
    guard rename(temporary.path, url.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSFilePathErrorKey: url.path,
          NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
        ])
    }
  } catch {
    // What failed is what the caller needs to know; the partial file goes if it can.
    if manager.fileExists(atPath: temporary.path) {
      do { try manager.removeItem(at: temporary) } catch {}
    }
    throw error
  }
}
