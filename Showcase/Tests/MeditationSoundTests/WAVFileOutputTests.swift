import Foundation
import Testing

@testable import MeditationSound

/// The WAV file: a 44-byte header with the sizes filled in when it closes, then the samples.
@Suite struct WAVFileOutputTests {
  @Test func aClosedFileIsSixteenBitStereoAt44100WithItsSizes() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sound-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try WAVFileOutput(url: url)
    try [Int16](repeating: -2, count: 441 * 2).withUnsafeBufferPointer { try file.write($0) }
    try [Int16(1), 2, 3, 4].withUnsafeBufferPointer { try file.write($0) }
    try file.close()
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect(bytes.count == 44 + 443 * 4)
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func number(_ range: Range<Int>) -> Int {
      bytes[range].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(text(0..<4) == "RIFF")
    #expect(number(4..<8) == 36 + 443 * 4)
    #expect(text(8..<16) == "WAVEfmt ")
    #expect(number(16..<20) == 16)
    #expect(number(20..<22) == 1)  // PCM
    #expect(number(22..<24) == 2)  // stereo
    #expect(number(24..<28) == 44_100)
    #expect(number(28..<32) == 44_100 * 4)
    #expect(number(32..<34) == 4)
    #expect(number(34..<36) == 16)
    #expect(text(36..<40) == "data")
    #expect(number(40..<44) == 443 * 4)
    #expect(Array(bytes[44..<48]) == [0xFE, 0xFF, 0xFE, 0xFF])
    #expect(Array(bytes.suffix(8)) == [1, 0, 2, 0, 3, 0, 4, 0])
  }

  @Test func aFileThatCannotBeMadeSaysWhere() {
    #expect(throws: AudioOutputError("cannot write /nonexistent-folder/s.wav")) {
      try WAVFileOutput(url: URL(fileURLWithPath: "/nonexistent-folder/s.wav"))
    }
  }
}
