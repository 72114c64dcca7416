import Foundation
import Testing

@testable import Gallery

/// A photo's credit written into its PNG or JPEG, where the XMP specification puts it, the file
/// otherwise as it was.
@Suite struct PhotoCreditTests {
  static func bundled(_ name: String) throws -> Data {
    try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Gallery/Resources/photos/\(name)")
        .standardizedFileURL)
  }

  static let xmp = "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">Grass · CC0</x:xmpmeta>"

  /// A PNG's chunks: type, data, and whether its CRC is right.
  static func chunks(_ data: Data) -> [(type: String, data: [UInt8], isSound: Bool)] {
    let bytes = [UInt8](data)
    var chunks: [(String, [UInt8], Bool)] = []
    var at = 8
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = Array(bytes[at + 4..<at + 8])
      let body = Array(bytes[at + 8..<at + 8 + length])
      let crc = bytes[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) {
        $0 << 8 | UInt32($1)
      }
      chunks.append(
        (String(decoding: type, as: UTF8.self), body, crc == PhotoCredit.crc32(type + body)))
      at += 12 + length
    }
    return chunks
  }

  @Test func theCRCIsPNGs() {
    #expect(PhotoCredit.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func aPNGGetsAnITXtChunkAfterItsHeader() throws {
    let original = try Self.bundled("chelsea.png")
    let credited = PhotoCredit.embedding(Self.xmp, in: original)
    let before = Self.chunks(original)
    let after = Self.chunks(credited)
    #expect(after.count == before.count + 1)
    #expect(after.map(\.type) == [before[0].type, "iTXt"] + before.dropFirst().map(\.type))
    #expect(after.allSatisfy { $0.isSound }, "every chunk's CRC")
    #expect(
      after[1].data == Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array(Self.xmp.utf8))
    #expect(credited.count == original.count + 12 + after[1].data.count)
  }

  @Test func aJPEGGetsAnAPP1SegmentAfterItsJFIFSegment() throws {
    let original = try Self.bundled("rocket.jpg")
    let credited = [UInt8](PhotoCredit.embedding(Self.xmp, in: original))
    let bytes = [UInt8](original)
    #expect(Array(bytes[0..<4]) == [0xFF, 0xD8, 0xFF, 0xE0], "a JFIF file")
    let app0 = 4 + (Int(bytes[4]) << 8 | Int(bytes[5]))
    #expect(Array(credited[..<app0]) == Array(bytes[..<app0]))
    let payload = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(Self.xmp.utf8)
    #expect(
      Array(credited[app0..<app0 + 4])
        == [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)])
    #expect(Array(credited[app0 + 4..<app0 + 4 + payload.count]) == payload)
    #expect(Array(credited[(app0 + 4 + payload.count)...]) == Array(bytes[app0...]))
  }

  @Test(arguments: [
    Data("GIF89a".utf8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]),
    Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]), Data(),
  ])
  func anotherKindOrACutFileIsLeftAsItIs(data: Data) {
    #expect(PhotoCredit.embedding(Self.xmp, in: data) == data)
  }
}
