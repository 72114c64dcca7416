import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  /// The Gallery shown images whose headers claim 6000, 16000 and 60000 pixels a side (progressive
  /// and baseline JPEGs, PNGs: `Tests/ImageDecodingTests/Crafted`), in the list and in a photo's
  /// detail: the whole `showcase` process stays under 200 MB, measured by the kernel (`wait4`'s
  /// peak resident set), and each picture but the one valid file says "Image unavailable".
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct GalleryMemoryTests {
    static let crafted = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ImageDecodingTests/Crafted")

    static let names = [
      "progressive-60000.jpg", "progressive-16000.jpg", "progressive-6000.jpg",
      "baseline-60000.jpg", "baseline-16000.jpg", "baseline-6000.jpg",
      "png-60000.png", "png-16000.png", "png-6000.png", "png-6000-interlaced.png",
    ]

    static let limit = 200 * 1024 * 1024

    /// A 500px page of one photo per crafted file, each for sale (so Enter opens its detail).
    static func page(imagesAt base: URL) -> String {
      let photos = names.enumerated().map { index, name in
        """
        {"id": \(index + 1), "name": "\(name)", "created_at": "2016-03-01T06:12:48-05:00",
         "for_sale": true, "width": 6000, "height": 6000,
         "image_url": "\(base.absoluteString)images/\(name)"}
        """
      }
      return """
        {"current_page": 1, "total_pages": 1, "total_items": \(names.count),
         "photos": [\(photos.joined(separator: ","))]}
        """
    }

    static func serving<Value: Sendable>(_ test: @Sendable (URL) async throws -> Value)
      async throws -> Value
    {
      var files: [String: Data] = [:]
      for name in names { files[name] = try Data(contentsOf: crafted.appendingPathComponent(name)) }
      return try await LocalHTTPServer.run { [files] router in
        router.get("photos") { request, _ in
          let host = request.head.authority ?? "127.0.0.1"
          return LocalHTTPServer.json(page(imagesAt: URL(string: "http://\(host)/")!))
        }
        router.get("images/:name") { _, context in
          let name = context.parameters.get("name") ?? ""
          guard let data = files[name] else { return Response(status: .notFound) }
          return Response(
            status: .ok,
            headers: [.contentType: name.hasSuffix("png") ? "image/png" : "image/jpeg"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
      } test: { url in
        try await test(url)
      }
    }

    @Test func theListOfEveryCraftedImageStaysUnder200MB() async throws {
      let run = try await Self.serving { url in
        try await runShowcaseMeasuringMemory([
          // Tall enough for all ten in one frame, at the largest thumbnails.
          "gallery", "--once", "--gallery-api", url.absoluteString, "--width", "200", "--height",
          "160",
        ])
      }
      #expect(run.status == 0, "\(run.output)")
      #expect(run.peakResidentBytes < Self.limit, "peak \(run.peakResidentBytes >> 20) MB")
      #expect(Self.names.allSatisfy { run.output.contains($0) })
      // Every picture but the valid 6000x6000 PNG ("Image unavailable", wrapped in a thumbnail).
      #expect(run.output.components(separatedBy: "unavail").count - 1 == 9, "\(run.output)")
    }

    @Test(arguments: [1, 3, 9, 10])
    func aPhotosDetailStaysUnder200MB(photo: Int) async throws {
      let run = try await Self.serving { url in
        try await runShowcaseMeasuringMemory([
          "gallery", "--once", "--gallery-api", url.absoluteString, "--photo", "\(photo)",
          "--width", "200", "--height", "60",
        ])
      }
      #expect(run.status == 0, "\(run.output)")
      #expect(run.peakResidentBytes < Self.limit, "peak \(run.peakResidentBytes >> 20) MB")
      #expect(run.output.contains(Self.names[photo - 1]))
      #expect(run.output.contains("Image unavailable") == (Self.names[photo - 1] != "png-6000.png"))
    }
  }

  /// Runs the built `showcase` with `arguments`, returning its exit status, what it wrote, and the
  /// peak of its resident memory as the kernel counted it, through GNU time (`wait4`'s
  /// `ru_maxrss`). Not `wait4` from this process: a child spawned from the test runner carries
  /// the runner's own peak into its count (Linux keeps the peak of the memory it `exec`s from).
  func runShowcaseMeasuringMemory(_ arguments: [String]) async throws
    -> (status: Int32, output: String, peakResidentBytes: Int)
  {
    let time = "/usr/bin/time"
    try #require(
      FileManager.default.isExecutableFile(atPath: time),
      "GNU time measures the peak; .ci/run installs it (Debian's time)")
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "showcase-peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let run = try await runShowcase(
      arguments, launcher: [time, "--quiet", "-o", report.path, "-f", "%M"])
    let kilobytes = try String(contentsOf: report, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return (run.status, run.output, try #require(Int(kilobytes)) * 1024)
  }
#endif
