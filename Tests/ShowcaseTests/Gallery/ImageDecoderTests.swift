import Foundation
import Gallery
import ImageDecoding
import MVVMKitNetworking
import TerminalUI
import Testing

@testable import Showcase

/// Decoding the bundled photos (RGB, greyscale and RGBA PNGs; JPEGs with and without Exif), and
/// bytes that are not an image, truncated or corrupt: an error, never a crash or a hang.
@Suite(.timeLimit(.minutes(1))) struct ImageDecoderTests {
  /// The bundled photos and the size each decodes to (the PNGs are half-size copies).
  static let photos: [(String, Int, Int)] = [
    ("astronaut.png", 256, 256), ("brick.png", 256, 256), ("camera.png", 256, 256),
    ("chelsea.png", 225, 150), ("clock_motion.png", 200, 150), ("coffee.png", 300, 200),
    ("coins.png", 192, 151), ("grass.png", 256, 256), ("gravel.png", 256, 256),
    ("horse.png", 200, 164), ("ihc.png", 256, 256), ("hubble_deep_field.jpg", 1000, 872),
    ("retina.jpg", 1411, 1411), ("rocket.jpg", 640, 427),
  ]

  static func bytes(of name: String) async throws -> Data {
    let url = try #require(URL(string: "https://sample.gallery.invalid/photos/\(name)"))
    return try await BundledGallery.client().send(HTTPRequest(url: url)).body
  }

  @Test func decodesEveryBundledPhoto() async throws {
    for (name, width, height) in Self.photos {
      let data = try await Self.bytes(of: name)
      let image = try ImageDecoder.decode(data).get()
      #expect((image.width, image.height) == (width, height), "\(name)")
    }
  }

  @Test func theHorsesTransparentBackgroundKeepsItsAlpha() async throws {
    let image = try ImageDecoder.decode(try await Self.bytes(of: "horse.png")).get()
    #expect(Set(stride(from: 3, to: image.rgba.count, by: 4).map { image.rgba[$0] }).count > 1)
  }

  @Test(arguments: [
    (Data(), "not a JPEG or PNG image"),
    (Data("<html>nope</html>".utf8), "not a JPEG or PNG image"),
    (Data([0xFF, 0xD8, 0xFF]), nil as String?),
    (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), nil),
  ])
  func whatIsNotAnImageIsAnError(data: Data, reason: String?) {
    guard case .failure(let failure) = ImageDecoder.decode(data) else {
      Issue.record("decoded what is not an image")
      return
    }
    if let reason { #expect(failure.reason == reason) }
    #expect(!failure.reason.isEmpty)
  }

  @Test func truncatedAndBitFlippedCopiesOfEveryPhotoNeverCrash() async throws {
    var generator = SplitMix(seed: 0x4D56_4D4B)
    var failures = 0
    var cases = 0
    for (name, _, _) in Self.photos {
      let data = try await Self.bytes(of: name)
      var copies = [0.02, 0.1, 0.5, 0.9, 0.99].map { data.prefix(Int(Double(data.count) * $0)) }
      for _ in 0..<12 {
        var flipped = data
        for _ in 0..<8 {
          let index = Int(generator.next() % UInt64(flipped.count))
          flipped[index] ^= UInt8(1 << (generator.next() % 8))
        }
        copies.append(flipped)
      }
      for copy in copies {
        cases += 1
        switch ImageDecoder.decode(Data(copy)) {
        case .success(let image):
          #expect(image.width > 0 && image.height > 0 && image.width <= 16_384)
        case .failure:
          failures += 1
        }
      }
    }
    #expect(cases == 14 * 17)
    #expect(failures >= 14 * 5, "every truncated copy is refused, not shown half-decoded")
  }
}

/// A small seeded generator, so the corrupt copies are the same on every run.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
