import Foundation
import Testing

@testable import Gallery

@Suite struct PhotoFilesTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])

  static func photo(_ id: Int, _ name: String) -> Photo {
    Photo(
      id: String(id), name: name, author: "", width: 1, height: 1,
      images: [.init(bound: .original, url: URL(string: "https://example.com/\(id).png")!)])
  }

  @Test func aFileIsNamedAfterThePhotoWithWhatFileSystemsRefuseLeftOut() {
    #expect(
      PhotoFiles.fileName(for: Self.photo(7, "Chelsea the cat"), data: Self.png)
        == "7 Chelsea the cat.png")
    #expect(
      PhotoFiles.fileName(for: Self.photo(8, "../a/b:c\u{1B}[31m"), data: Self.jpeg)
        == "8 abc[31m.jpg")
    #expect(PhotoFiles.fileName(for: Self.photo(9, "..."), data: Data([1, 2])) == "9.img")
  }

  @Test func aSecondSaveMakesASecondFileAndNeverWritesOverTheFirst() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("photo-files-\(UUID().uuidString)/Pictures")
    defer {
      do { try FileManager.default.removeItem(at: folder.deletingLastPathComponent()) } catch {
        Issue.record(error)
      }
    }
    let files = PhotoFiles(directory: folder)
    let photo = Self.photo(4002, "Chelsea the cat")
    let first = try files.save(Self.png, of: photo)
    let second = try files.save(Self.png + Data([1]), of: photo)
    #expect(first.lastPathComponent == "4002 Chelsea the cat.png")
    #expect(second.lastPathComponent == "4002 Chelsea the cat (2).png")
    #expect(try Data(contentsOf: first) == Self.png, "the first is as it was")
    #expect(try Data(contentsOf: second) == Self.png + Data([1]))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "4002 Chelsea the cat (2).png", "4002 Chelsea the cat (2).xmp", "4002 Chelsea the cat.png",
        "4002 Chelsea the cat.xmp",
      ], "each with its credit, and nothing partial left")
  }

  @Test func aSidecarTakenByAnotherFileMovesThePhotoToTheNextName() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("photo-files-\(UUID().uuidString)")
    defer {
      do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let theirs = folder.appendingPathComponent("7 Grass.xmp")
    try Data("theirs".utf8).write(to: theirs)
    let saved = try PhotoFiles(directory: folder).save(Self.png, of: Self.photo(7, "Grass"))
    #expect(saved.lastPathComponent == "7 Grass (2).png")
    #expect(try String(contentsOf: theirs, encoding: .utf8) == "theirs", "never written over")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "7 Grass (2).png", "7 Grass (2).xmp", "7 Grass.xmp",
      ])
  }

  @Test func theCreditIsXMPWithTheTitleCreatorAttributionLicenceAndPage() {
    var photo = Photo(
      id: "4bc43a04", name: "Bark & <moss>", author: "Ann \u{1B}Ng",
      licence: Licence(code: "by-nc-nd", version: "4.0"),
      attribution: "\"Bark & <moss>\" by Ann Ng is licensed under CC BY-NC-ND 4.0.",
      pageURL: URL(string: "https://www.flickr.com/photos/ann/1?a=1&b=2"))
    #expect(
      PhotoFiles.credit(of: photo) == """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
            xmlns:cc="http://creativecommons.org/ns#">
           <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Bark &amp; &lt;moss&gt;</rdf:li></rdf:Alt></dc:title>
           <dc:creator><rdf:Seq><rdf:li>Ann Ng</rdf:li></rdf:Seq></dc:creator>
           <cc:attributionName>Ann Ng</cc:attributionName>
           <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">&quot;Bark &amp; &lt;moss&gt;&quot; by Ann Ng is licensed under CC BY-NC-ND 4.0.</rdf:li></rdf:Alt></dc:rights>
           <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">CC BY-NC-ND 4.0</rdf:li></rdf:Alt></xmpRights:UsageTerms>
           <xmpRights:WebStatement>https://www.flickr.com/photos/ann/1?a=1&amp;b=2</xmpRights:WebStatement>
           <dc:source>https://www.flickr.com/photos/ann/1?a=1&amp;b=2</dc:source>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>

        """)
    photo.attribution = nil
    photo.licence = nil
    photo.license = nil
    photo.pageURL = nil
    #expect(!PhotoFiles.credit(of: photo).contains("dc:rights"), "only what is known")
  }

  @Test func theDefaultFolderIsXDGPicturesOrPicturesAtHome() {
    #expect(
      PhotoFiles.defaultDirectory(environment: ["XDG_PICTURES_DIR": "/srv/pics", "HOME": "/home/a"])
        .path == "/srv/pics")
    #expect(
      PhotoFiles.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/Pictures")
  }

  @Test func theFolderTheDesktopNamesInUserDirsIsTheDefault() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "home-\(UUID().uuidString)")
    let config = home.appendingPathComponent(".config")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // As xdg-user-dirs writes it on a German desktop.
    try Data(
      """
      # This file is written by xdg-user-dirs-update
      XDG_DESKTOP_DIR="$HOME/Schreibtisch"
      XDG_PICTURES_DIR="$HOME/Bilder"

      """.utf8
    ).write(to: config.appendingPathComponent("user-dirs.dirs"))
    #expect(
      PhotoFiles.defaultDirectory(environment: ["HOME": home.path]).path
        == home.appendingPathComponent("Bilder").path)
    #expect(
      PhotoFiles.defaultDirectory(environment: ["HOME": home.path, "XDG_PICTURES_DIR": "/srv/p"])
        .path == "/srv/p", "the variable still wins")
  }

  @Test(arguments: [
    ("XDG_PICTURES_DIR=\"$HOME/Images\"", "/home/a/Images"),
    ("  XDG_PICTURES_DIR=\"/data/photos\"  ", "/data/photos"),
    ("XDG_PICTURES_DIR=\"$HOME\"", "/home/a"),
    ("XDG_PICTURES_DIR=$HOME/Fotos", "/home/a/Fotos"),
  ])
  func aUserDirsLineIsReadInTheFormsTheFileAllows(line: String, path: String) {
    let home = URL(fileURLWithPath: "/home/a", isDirectory: true)
    #expect(
      PhotoFiles.picturesDirectory(userDirs: "# xdg\n" + line + "\n", home: home)?.path == path)
  }

  @Test(arguments: [
    "", "XDG_MUSIC_DIR=\"$HOME/Music\"", "XDG_PICTURES_DIR=\"Pictures\"",
    "# XDG_PICTURES_DIR=\"/x\"",
  ])
  func aUserDirsTextWithNoPicturesLineOfThatFormNamesNone(text: String) {
    let home = URL(fileURLWithPath: "/home/a", isDirectory: true)
    #expect(PhotoFiles.picturesDirectory(userDirs: text, home: home) == nil)
  }
}
