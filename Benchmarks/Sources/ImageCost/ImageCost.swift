import Foundation
import ImageDecoding
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// What an image costs in the terminal: decoding a 512x512 PNG at the size a 40x20-cell thumbnail
/// shows and drawing it; and the frames per second of scrolling a list of 14 photos with 8x4
/// thumbnails at 100x30, each frame drawn and diffed by the renderer, as the Gallery list does.
///
/// `swift run -c release ImageCost` (the best of five rounds of each).
@main
enum ImageCost {
  static let rounds = 5

  static func main() throws {
    guard let url = Bundle.module.url(forResource: "ihc", withExtension: "png") else {
      throw CocoaError(.fileNoSuchFile)
    }
    let png = try Data(contentsOf: url)
    let thumbnails = 100
    var best = Duration.seconds(1_000)
    var decoded: PixelImage?
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for _ in 0..<thumbnails {
        let image = try ImageDecoder.decode(png, fitting: (40, 40)).get()
        var buffer = ScreenBuffer(width: 40, height: 20)
        buffer.drawImage(image, in: buffer.bounds, colors: .trueColor)
        decoded = image
      }
      best = min(best, ContinuousClock.now - start)
    }
    print(
      "decode at the size shown + draw, 512x512 PNG -> 40x20 cells: \(milliseconds(best / thumbnails)) ms"
    )

    guard let image = decoded else { return }
    try encoders(png, file: url)
    try halfBlockBytes(png)
    var drawOnly = Duration.seconds(1_000)
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for _ in 0..<thumbnails {
        var buffer = ScreenBuffer(width: 40, height: 20)
        buffer.drawImage(image, in: buffer.bounds, colors: .trueColor)
      }
      drawOnly = min(drawOnly, ContinuousClock.now - start)
    }
    print(
      "of which draw:                                         \(milliseconds(drawOnly / thumbnails)) ms"
    )

    // Scrolling: 14 decoded photos, 5 cells of an 8x4 thumbnail and three lines of text on a
    // 100x30 frame, one row further each frame, rendered and diffed against the last.
    let photos = Array(repeating: image, count: 14)
    let steps = 500
    var fastest = Duration.seconds(1_000)
    for _ in 0..<rounds {
      var renderer = Renderer(colors: true)
      var bytes = 0
      let start = ContinuousClock.now
      for step in 0..<steps {
        var frame = ScreenBuffer(width: 100, height: 30)
        let first = step % 10
        for cell in 0..<5 {
          let y = 2 + cell * 5
          frame.drawImage(
            photos[first + cell], in: Rect(x: 3, y: y, width: 8, height: 4), colors: .trueColor)
          frame.draw("Photo \(first + cell)", x: 13, y: y, style: .strong)
          frame.draw("Author · 21 Nov 2026", x: 13, y: y + 1)
          frame.draw("Camera · a description", x: 13, y: y + 2, style: .faint)
        }
        bytes += renderer.render(frame).utf8.count
      }
      fastest = min(fastest, ContinuousClock.now - start)
      precondition(bytes > 0)
    }
    let perFrame = fastest / steps
    print("scrolling the list at 100x30, per frame:                 \(milliseconds(perFrame)) ms")
    print("frames per second:                                        \(Int(1 / seconds(perFrame)))")
    try comparePhotos()
  }

  /// The Gallery's bundled photographs, decoded at the size a view of `cells` shows (two pixels a
  /// cell, top and bottom) and drawn, against `chafa` drawing the same file at the same size (its
  /// start-up, measured on a 1x1 image, subtracted), when `chafa` is installed.
  static func comparePhotos() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("../Showcase/Sources/Gallery/Resources/photos").standardizedFileURL
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let startup = try chafa.map { try chafaTime($0, file: try onePixelPNG(), cells: (1, 1)) }
    print("")
    print("photo                  cells   MVVMKit ms   chafa ms   ratio")
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      for cells in [(width: 80, height: 40), (width: 40, height: 20)] {
        var best = Duration.seconds(1_000)
        for _ in 0..<rounds {
          let start = ContinuousClock.now
          for _ in 0..<20 {
            let image = try ImageDecoder.decode(data, fitting: (cells.width, cells.height * 2))
              .get()
            var buffer = ScreenBuffer(width: cells.width, height: cells.height)
            buffer.drawImage(image, in: buffer.bounds, colors: .trueColor)
          }
          best = min(best, (ContinuousClock.now - start) / 20)
        }
        let ours = seconds(best) * 1000
        var row =
          file.padding(toLength: 22, withPad: " ", startingAt: 0)
          + " \(cells.width)x\(cells.height)".padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(format: "%10.3f", ours)
        if let chafa, let startup {
          let theirs =
            (try chafaTime(chafa, file: folder.appendingPathComponent(file), cells: cells) - startup)
            * 1000
          row += String(format: "%11.3f   %5.2fx", theirs, ours / theirs)
        }
        print(row)
      }
    }
    if chafa == nil { print("(install chafa for the comparison: apt-get install chafa)") }
  }

  /// The time of one run of `chafa` drawing `file` in `cells`, in seconds of wall time: the best
  /// of `rounds` shells that each run it 20 times, so that starting the shell (which Foundation's
  /// `Process` makes slow on Linux) is shared by the 20.
  static func chafaTime(_ chafa: String, file: URL, cells: (width: Int, height: Int)) throws
    -> Double
  {
    let runs = 20
    let command =
      "for i in $(seq \(runs)); do '\(chafa)' --size \(cells.width)x\(cells.height)"
      + " --format symbols --colors full --animate off '\(file.path)' > /dev/null; done"
    var best = Double.infinity
    for _ in 0..<rounds {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", command]
      // The CPU the children used (the shell and each chafa, once waited for), not the wall clock
      // a process start and `waitUntilExit`'s polling round to.
      let before = childrenCPU()
      try process.run()
      process.waitUntilExit()
      best = min(best, childrenCPU() - before)
    }
    return best / Double(runs)
  }

  /// The user and system CPU seconds of the children waited for so far (`getrusage`).
  static func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// A 1x1 PNG in a temporary file: chafa's start-up with next to nothing to decode.
  static func onePixelPNG() throws -> URL {
    let bytes: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90,
      0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8,
      0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0, 0x00, 0x00, 0x00,
      0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("imagecost-1x1.png")
    try Data(bytes).write(to: url)
    return url
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.3f", seconds(duration) * 1000)
  }

  /// Each protocol's encoder on the photo at its full 512x512: the CPU time of one encode (the
  /// best of five rounds of ten) and its bytes, as a photo's detail sends it.
  static func encoders(_ png: Data, file: URL) throws {
    let image = try ImageDecoder.decode(png, fitting: (512, 512)).get()
    var rgb: [UInt8] = []
    rgb.reserveCapacity(image.width * image.height * 3)
    for pixel in stride(from: 0, to: image.rgba.count, by: 4) {
      rgb += image.rgba[pixel..<pixel + 3]
    }
    for graphics in [GraphicsProtocol.kitty, .sixel, .iterm] {
      var best = Duration.seconds(1_000)
      var bytes = 0
      for _ in 0..<rounds {
        let start = ContinuousClock.now
        for _ in 0..<10 {
          bytes = try PictureEncoder.encode(
            rgb: rgb, width: image.width, height: image.height, for: graphics
          ).get().count
        }
        best = min(best, ContinuousClock.now - start)
      }
      print(
        "encode \(image.width)x\(image.height) for \(graphics.rawValue):"
          .padding(toLength: 40, withPad: " ", startingAt: 0)
          + "\(milliseconds(best / 10)) ms, \(bytes) bytes"
          + (graphics == .sixel ? img2sixelRatio(of: file, ours: bytes) : ""))
    }
  }

  /// `, 1.01x img2sixel's 645102`: the bytes against libsixel's own tool on the same file, where
  /// it is installed (Debian's libsixel-bin, for the comparison only).
  static func img2sixelRatio(of file: URL, ours: Int) -> String {
    let tool = "/usr/bin/img2sixel"
    guard FileManager.default.isExecutableFile(atPath: tool) else { return "" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return " (img2sixel did not run: \(error))"
    }
    let theirs = pipe.fileHandleForReading.readDataToEndOfFile().count
    process.waitUntilExit()
    guard theirs > 0 else { return "" }
    return String(format: ", %.3fx img2sixel's %d", Double(ours) / Double(theirs), theirs)
  }

  /// The bytes a whole frame of the photo in half-blocks writes at 80x40 cells, per cell: each
  /// cell's colours, and its character.
  static func halfBlockBytes(_ png: Data) throws {
    let image = try ImageDecoder.decode(png, fitting: (80, 80)).get()
    var buffer = ScreenBuffer(width: 80, height: 40)
    buffer.drawImage(image, in: buffer.bounds, colors: .trueColor)
    var renderer = Renderer(colors: true)
    let bytes = renderer.render(buffer).utf8.count
    let perCell = Double(bytes) / Double(80 * 40)
    let each = String(format: "%.1f", perCell)
    print("half-blocks, 80x40 cells of the photo:    \(bytes) bytes, \(each) a cell")
  }
}
