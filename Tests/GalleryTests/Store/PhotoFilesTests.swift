import Foundation
import Testing

@testable import Gallery

@Suite struct PhotoFilesTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])

  static func photo(_ id: Int, _ name: String) -> Photo {
    Photo(
      id: id, name: name, rating: 0, timesViewed: 0, votesCount: 0, createdAt: .distantPast,
      createdAtOffset: 0, isForSale: true, width: 1, height: 1,
      imageURL: URL(string: "https://example.com/\(id).png"), author: "")
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
  }

  @Test func theDefaultFolderIsXDGPicturesOrPicturesAtHome() {
    #expect(
      PhotoFiles.defaultDirectory(environment: ["XDG_PICTURES_DIR": "/srv/pics", "HOME": "/home/a"])
        .path == "/srv/pics")
    #expect(
      PhotoFiles.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/Pictures")
  }
}
