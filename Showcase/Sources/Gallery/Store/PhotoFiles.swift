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

  /// The user's pictures folder, as their desktop names it: `XDG_PICTURES_DIR` when set, else
  /// the folder their `user-dirs.dirs` names (in `XDG_CONFIG_HOME`, or `~/.config`: where a
  /// desktop in another language keeps `~/Bilder` or `~/Images`), else `~/Pictures`.
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let pictures = environment["XDG_PICTURES_DIR"], !pictures.isEmpty {
      return URL(fileURLWithPath: pictures, isDirectory: true)
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? home.appendingPathComponent(".config")
    let userDirs = config.appendingPathComponent("user-dirs.dirs")
    // No file (most machines without a desktop), or one that cannot be read: the desktop names
    // no folder, and the pictures go where the specification says they go without one.
    if let data = FileManager.default.contents(atPath: userDirs.path),
      let named = picturesDirectory(userDirs: String(decoding: data, as: UTF8.self), home: home)
    {
      return named
    }
    return home.appendingPathComponent("Pictures", isDirectory: true)
  }

  /// The folder the `XDG_PICTURES_DIR` line of a `user-dirs.dirs` file names
  /// (`XDG_PICTURES_DIR="$HOME/Bilder"`), under `home`; `nil` where the text has no such line, or
  /// names it in another form than the file's own: an absolute path, or one from `$HOME`.
  static func picturesDirectory(userDirs text: String, home: URL) -> URL? {
    let prefix = "XDG_PICTURES_DIR="
    guard
      let line = text.split(whereSeparator: \.isNewline).last(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix)
      })
    else { return nil }
    var value = line.trimmingCharacters(in: .whitespaces).dropFirst(prefix.count)
    if value.count >= 2, value.first == "\"", value.last == "\"" {
      value = value.dropFirst().dropLast()
    }
    if value == "$HOME" { return home }
    if value.hasPrefix("$HOME/") {
      return home.appendingPathComponent(String(value.dropFirst("$HOME/".count)), isDirectory: true)
    }
    if value.hasPrefix("/") { return URL(fileURLWithPath: String(value), isDirectory: true) }
    return nil
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

  /// Writes `data` as `photo`'s file, its credit written into it (``PhotoCredit``) and in an XMP
  /// sidecar beside it
  /// ("4001 The astronaut Eileen Collins.xmp", see ``credit(of:)``), and returns where: under its
  /// name, or "… (2).png", "… (3)…" when the name (or its sidecar's) is taken. An existing file
  /// is never written over, even by another process saving at the same moment (each file is
  /// linked in only where none is), and a file is only ever there whole: the bytes go to hidden
  /// files in the folder first, which a failure (a full disk) removes, and which are then linked
  /// in under the photo's name.
  public func save(_ data: Data, of photo: Photo) throws(PhotoSaveError) -> URL {
    let files = FileManager.default
    do {
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .folder(directory.path, error.localizedDescription)
    }
    let name = Self.fileName(for: photo, data: data) as NSString
    let partial = directory.appendingPathComponent(".\(UUID().uuidString).partial")
    let partialCredit = directory.appendingPathComponent(".\(UUID().uuidString).partial")
    defer {
      for file in [partial, partialCredit] {
        do {
          try files.removeItem(at: file)
        } catch {
          // Never made (the write failed first), or already gone: nothing is left behind.
        }
      }
    }
    let credit = Self.credit(of: photo)
    do {
      try PhotoCredit.embedding(credit, in: data).write(to: partial, options: .withoutOverwriting)
      try Data(credit.utf8).write(to: partialCredit, options: .withoutOverwriting)
    } catch {
      throw .write(
        directory.appendingPathComponent(name as String).path, error.localizedDescription)
    }
    for attempt in 1...1000 {
      let base =
        attempt == 1 ? name.deletingPathExtension : "\(name.deletingPathExtension) (\(attempt))"
      let url = directory.appendingPathComponent("\(base).\(name.pathExtension)")
      let sidecar = directory.appendingPathComponent("\(base).xmp")
      do {
        try files.linkItem(at: partialCredit, to: sidecar)
      } catch CocoaError.fileWriteFileExists {
        continue
      } catch {
        throw .write(sidecar.path, error.localizedDescription)
      }
      do {
        try files.linkItem(at: partial, to: url)
        return url
      } catch {
        do {
          try files.removeItem(at: sidecar)
        } catch let removal {
          throw .write(sidecar.path, removal.localizedDescription)
        }
        if case CocoaError.fileWriteFileExists = error { continue }
        throw .write(url.path, error.localizedDescription)
      }
    }
    throw .tooMany(directory.path)
  }

  /// `photo`'s credit as an XMP sidecar (what photo managers read beside an image): its title
  /// (`dc:title`), creator (`dc:creator`, `cc:attributionName`), the attribution line its source
  /// asks for (`dc:rights`), its licence (`xmpRights:UsageTerms`) and its page
  /// (`xmpRights:WebStatement`, `dc:source`), each only when known.
  public static func credit(of photo: Photo) -> String {
    func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        // XML 1.0 allows no other control character: it is left out.
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): continue
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
    func alternative(_ text: String) -> String {
      "<rdf:Alt><rdf:li xml:lang=\"x-default\">\(escaped(text))</rdf:li></rdf:Alt>"
    }
    var fields = ["   <dc:title>\(alternative(photo.name))</dc:title>"]
    fields.append(
      "   <dc:creator><rdf:Seq><rdf:li>\(escaped(photo.author))</rdf:li></rdf:Seq></dc:creator>")
    fields.append("   <cc:attributionName>\(escaped(photo.author))</cc:attributionName>")
    if let rights = photo.attribution ?? photo.credit {
      fields.append("   <dc:rights>\(alternative(rights))</dc:rights>")
    }
    if let licence = photo.license {
      fields.append("   <xmpRights:UsageTerms>\(alternative(licence))</xmpRights:UsageTerms>")
    }
    if let page = photo.pageURL?.absoluteString {
      fields.append("   <xmpRights:WebStatement>\(escaped(page))</xmpRights:WebStatement>")
      fields.append("   <dc:source>\(escaped(page))</dc:source>")
    }
    return """
      <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
      <x:xmpmeta xmlns:x="adobe:ns:meta/">
       <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about=""
          xmlns:dc="http://purl.org/dc/elements/1.1/"
          xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
          xmlns:cc="http://creativecommons.org/ns#">
      \(fields.joined(separator: "\n"))
        </rdf:Description>
       </rdf:RDF>
      </x:xmpmeta>
      <?xpacket end="w"?>

      """
  }
}
