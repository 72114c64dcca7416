import Foundation
import ImageDecoding
import TerminalUI

/// What an image costs in the terminal: decoding a 512x512 PNG, downscaling it and drawing it as
/// a 40x20-cell thumbnail; and the frames per second of scrolling a list of 14 photos with 8x4
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
        let image = try ImageDecoder.decode(png).get()
        var buffer = ScreenBuffer(width: 40, height: 20)
        buffer.drawImage(image, in: buffer.bounds, colors: .trueColor)
        decoded = image
      }
      best = min(best, ContinuousClock.now - start)
    }
    print(
      "decode + downscale + draw, 512x512 PNG -> 40x20 cells: \(milliseconds(best / thumbnails)) ms"
    )

    guard let image = decoded else { return }
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
      "of which downscale + draw:                              \(milliseconds(drawOnly / thumbnails)) ms"
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
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.3f", seconds(duration) * 1000)
  }
}
