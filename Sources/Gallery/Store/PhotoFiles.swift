public import Foundation

/// Where photos are saved: the original bytes, in a file named after the photo, never over another
/// file.
public struct PhotoFiles: Sendable {
  /// The folder the files go in; made when the first photo is saved.
  public let directory: URL

  /// Files in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The user's pictures folder: `XDG_PICTURES_DIR` when set, else `~/Pictures`.
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let pictures = environment["XDG_PICTURES_DIR"], !pictures.isEmpty {
      return URL(fileURLWithPath: pictures, isDirectory: true)
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent("Pictures", isDirectory: true)
  }

  /// The file name of `photo` with `data`'s kind: "4001 The astronaut Eileen Collins.png". What a
  /// file system refuses or a shell trips on (`/`, control characters, a leading dot) is left
  /// out, and the title is cut at 80 characters.
  public static func fileName(for photo: Photo, data: Data) -> String {
    let unsafe = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
    var title = String(
      String.UnicodeScalarView(photo.name.unicodeScalars.filter { !unsafe.contains($0) })
    )
    .trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".")))
    title = String(title.prefix(80))
    return (title.isEmpty ? "\(photo.id)" : "\(photo.id) \(title)") + "." + fileExtension(of: data)
  }

  /// `png`, `jpg`, `gif` or `webp` from the first bytes; `img` for anything else.
  static func fileExtension(of data: Data) -> String {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    if data.starts(with: Array("GIF8".utf8)) { return "gif" }
    if data.count >= 12, data.dropFirst(8).prefix(4).elementsEqual("WEBP".utf8) { return "webp" }
    return "img"
  }

  /// Writes `data` as `photo`'s file and returns where: under its name, or "… (2).png", "… (3)…"
  /// when the name is taken. An existing file is never written over, even by another process
  /// saving at the same moment (each file is linked in only where none is), and a file is only
  /// ever there whole: the bytes go to a hidden file in the folder first, which a failure (a full
  /// disk) removes, and which is then linked in under the photo's name.
  public func save(_ data: Data, of photo: Photo) throws(PhotoSaveError) -> URL {
    let files = FileManager.default
    do {
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .folder(directory.path, error.localizedDescription)
    }
    let name = Self.fileName(for: photo, data: data) as NSString
    let partial = directory.appendingPathComponent(".\(UUID().uuidString).partial")
    defer {
      do {
        try files.removeItem(at: partial)
      } catch {
        // Never made (the write failed first), or already gone: nothing is left behind.
      }
    }
    do {
      try data.write(to: partial, options: .withoutOverwriting)
    } catch {
      throw .write(
        directory.appendingPathComponent(name as String).path, error.localizedDescription)
    }
    for attempt in 1...1000 {
      let candidate =
        attempt == 1
        ? name as String : "\(name.deletingPathExtension) (\(attempt)).\(name.pathExtension)"
      let url = directory.appendingPathComponent(candidate)
      do {
        try files.linkItem(at: partial, to: url)
        return url
      } catch CocoaError.fileWriteFileExists {
        continue
      } catch {
        throw .write(url.path, error.localizedDescription)
      }
    }
    throw .tooMany(directory.path)
  }
}
