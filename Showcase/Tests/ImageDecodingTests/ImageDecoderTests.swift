import Foundation
import Gallery
import ImageDecoding
import MVVMKitNetworking
import MVVMKitTesting
import PropertyBased
import TerminalUI
import Testing

/// Decoding the bundled photos (RGB, greyscale and RGBA PNGs; JPEGs with and without Exif), and
/// bytes that are not an image, truncated or corrupt: an error, never a crash or a hang. Crafted
/// files whose headers claim huge sizes are refused before the decoder allocates for them (the
/// memory they cost is measured in a subprocess by `GalleryMemoryTests`).
@Suite(.timeLimit(.scaled(minutes: 1))) struct ImageDecoderTests {
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
    return try await GalleryBundle.client().send(HTTPRequest(url: url)).body
  }

  @Test func decodesEveryBundledPhoto() async throws {
    for (name, width, height) in Self.photos {
      let data = try await Self.bytes(of: name)
      let image = try ImageDecoder.decode(data).get()
      #expect((image.width, image.height) == (width, height), "\(name)")
    }
  }

  /// The crafted files of `Crafted/` (see `Tests/ImageDecodingFuzz/make_bombs.c`).
  static func crafted(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Crafted"))
    return try Data(contentsOf: url)
  }

  @Test(arguments: [
    ("progressive-60000.jpg", "the JPEG claims 60000x60000 pixels; \(largest)"),
    ("progressive-16000.jpg", "the JPEG claims 16000x16000 pixels; \(largest)"),
    ("progressive-6000.jpg", "the JPEG needs more than 96 MB to decode"),
    ("baseline-60000.jpg", "the JPEG claims 60000x60000 pixels; \(largest)"),
    ("baseline-16000.jpg", "the JPEG claims 16000x16000 pixels; \(largest)"),
    ("baseline-6000.jpg", "the JPEG is truncated or corrupt"),
    ("png-60000.png", "the PNG claims 60000x60000 pixels; \(largest)"),
    ("png-16000.png", "the PNG claims 16000x16000 pixels; \(largest)"),
    (
      "png-6000-interlaced.png",
      "the interlaced PNG has 6000x6000 pixels; the largest supported is 16 megapixels"
    ),
  ])
  func aHeaderClaimingTooMuchIsRefusedWithTheReason(name: String, reason: String) throws {
    let data = try Self.crafted(name)
    for fit in [(200, 100), nil] as [(width: Int, height: Int)?] {
      guard case .failure(let failure) = ImageDecoder.decode(data, fitting: fit) else {
        Issue.record("\(name) decoded")
        continue
      }
      #expect(failure.reason == reason)
    }
  }

  static let largest = "the largest supported is 16384x16384 and 40 megapixels"

  @Test func aValid6000PixelPNGIsAveragedDownAsItsRowsArrive() throws {
    let image = try ImageDecoder.decode(try Self.crafted("png-6000.png"), fitting: (1000, 2000))
      .get()
    #expect((image.width, image.height) == (1000, 1000))
    #expect(
      Set(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0..<$0 + 4] }) == [
        [200, 120, 40, 255]
      ])
  }

  @Test func aJPEGIsScaledByEighthsToCoverTheSizeAskedFor() async throws {
    let retina = try await Self.bytes(of: "retina.jpg")  // 1411x1411
    let sizes = try [(1000, 2000), (200, 100), (1, 1), (2000, 2000), (0, 0)].map {
      let image = try ImageDecoder.decode(retina, fitting: $0).get()
      return [image.width, image.height]
    }
    #expect(sizes == [[1059, 1059], [177, 177], [177, 177], [1411, 1411], [1411, 1411]])
    let progressive = try ImageDecoder.decode(try Self.crafted("progressive-64.jpg")).get()
    #expect((progressive.width, progressive.height) == (64, 64))
  }

  @Test func aPNGIsAveragedToTheSizeThatFitsKeepingItsAspect() async throws {
    let coffee = try await Self.bytes(of: "coffee.png")  // 300x200
    let sizes = try [(100, 100), (30, 200), (600, 600), (1, 1)].map {
      let image = try ImageDecoder.decode(coffee, fitting: $0).get()
      return [image.width, image.height]
    }
    #expect(sizes == [[100, 67], [30, 20], [300, 200], [1, 1]])
  }

  @Test func eachSmallPixelIsTheAlphaWeightedMeanOfTheAreaItCovers() async throws {
    // The horse on its partly transparent background, averaged to 20x17: recomputed here from the
    // full-size pixels, a transparent pixel lending no colour.
    let horse = try await Self.bytes(of: "horse.png")
    let full = try ImageDecoder.decode(horse).get()
    let small = try ImageDecoder.decode(horse, fitting: (20, 20)).get()
    #expect((small.width, small.height) == (20, 17))
    var expected = [UInt8](repeating: 0, count: 20 * 17 * 4)
    var sums = [Int](repeating: 0, count: 20 * 17 * 5)
    for y in 0..<full.height {
      for x in 0..<full.width {
        let target = (y * 17 / full.height) * 20 + x * 20 / full.width
        let source = (y * full.width + x) * 4
        let alpha = Int(full.rgba[source + 3])
        for channel in 0..<3 {
          sums[target * 5 + channel] += Int(full.rgba[source + channel]) * alpha
        }
        sums[target * 5 + 3] += alpha
        sums[target * 5 + 4] += 1
      }
    }
    for pixel in 0..<(20 * 17) {
      let alpha = sums[pixel * 5 + 3]
      for channel in 0..<3 {
        expected[pixel * 4 + channel] = alpha == 0 ? 0 : UInt8(sums[pixel * 5 + channel] / alpha)
      }
      expected[pixel * 4 + 3] = UInt8(alpha / sums[pixel * 5 + 4])
    }
    #expect(small.rgba == expected)
    #expect(Set(stride(from: 3, to: small.rgba.count, by: 4).map { small.rgba[$0] }).count > 1)
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
    var generator = Xoshiro(seed: (0x4D56_4D4B, 1, 2, 3))
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
