import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import PropertyBased
import Testing

#if canImport(Glibc)
  /// A page of twenty photos of 10 MB each (JPEGs of 12 megapixels of noise, which compress
  /// least: baseline and progressive), shown by `gallery --once`: the whole process stays under
  /// 200 MB, measured by the kernel's count of its peak resident memory.
  ///
  /// Not under ThreadSanitizer, whose shadow memory counts in every process's resident size (the
  /// same run measures 224 MB there): the figure would say nothing of the app's own memory.
  @Suite(
    .serialized, .timeLimit(.scaled(minutes: 3)),
    .disabled(
      if: isUnderThreadSanitizer,
      "ThreadSanitizer's shadow memory counts in the resident size this measures"))
  struct GalleryLargePhotosTests {
    static let count = 20
    static let limit = 200 * 1024 * 1024

    /// A JPEG of 4000x3000 pixels of noise, about 10 MB, made by libjpeg-turbo's `cjpeg`
    /// (Debian's libjpeg-turbo-progs, which `.ci/run` installs).
    static func noiseJPEG(progressive: Bool) throws -> Data {
      let cjpeg = "/usr/bin/cjpeg"
      try #require(
        FileManager.default.isExecutableFile(atPath: cjpeg),
        "cjpeg makes the photos; .ci/run installs it (Debian's libjpeg-turbo-progs)")
      let (width, height) = (4000, 3000)
      var pixels = Data("P6\n\(width) \(height)\n255\n".utf8)
      var generator = Xoshiro(seed: (42, 1, 2, 3))
      pixels.reserveCapacity(pixels.count + width * height * 3)
      for _ in 0..<(width * height * 3 / 8) {
        withUnsafeBytes(of: generator.next()) { pixels.append(contentsOf: $0) }
      }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "noise-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let (ppm, jpegFile) = (
        folder.appendingPathComponent("noise.ppm"), folder.appendingPathComponent("noise.jpg")
      )
      try pixels.write(to: ppm)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: cjpeg)
      process.arguments =
        ["-quality", "88"] + (progressive ? ["-progressive"] : [])
        + ["-outfile", jpegFile.path, ppm.path]
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0)
      let jpeg = try Data(contentsOf: jpegFile)
      return jpeg
    }

    /// A page of ``count`` photos, each at its own address (so none is a cached copy of another),
    /// all for sale.
    static func page(imagesAt base: String) -> String {
      let photos = (1...count).map { index in
        """
        {"id": \(index), "name": "Noise \(index)", "created_at": "2016-03-01T06:12:48-05:00",
         "for_sale": true, "width": 4000, "height": 3000,
         "image_url": "\(base)images/\(index).jpg"}
        """
      }
      return """
        {"current_page": 1, "total_pages": 1, "total_items": \(count),
         "photos": [\(photos.joined(separator: ","))]}
        """
    }

    @Test(arguments: [false, true])
    func aPageOfTwentyTenMegabytePhotosStaysUnder200MB(progressive: Bool) async throws {
      // On a thread of its own: making the photo waits for cjpeg.
      let jpeg = try await onOwnThread { try Self.noiseJPEG(progressive: progressive) }
      #expect((9_000_000...10_000_000).contains(jpeg.count), "\(jpeg.count) bytes")
      let run = try await LocalHTTPServer.run { router in
        router.get("photos") { request, _ in
          LocalHTTPServer.json(
            Self.page(imagesAt: "http://\(request.head.authority ?? "127.0.0.1")/"))
        }
        router.get("images/:name") { _, _ in
          Response(
            status: .ok, headers: [.contentType: "image/jpeg"],
            body: .init(byteBuffer: ByteBuffer(bytes: jpeg)))
        }
      } test: { url in
        try await runShowcaseMeasuringMemory([
          "gallery", "--once", "--gallery-api", url.absoluteString, "--width", "200",
          "--height", "300",
        ])
      }
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("Noise 20"), "every photo on the page")
      #expect(!run.output.contains("Image unavailable"), "every photo shown")
      #expect(run.peakResidentBytes < Self.limit, "peak \(run.peakResidentBytes >> 20) MB")
    }
  }
#endif
