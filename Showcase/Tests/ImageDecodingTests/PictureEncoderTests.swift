import Foundation
import Gallery
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import TerminalUI
import Testing

/// Pictures for the graphics protocols: the bytes each protocol is sent for a known image, and a
/// photo made into a picture the size of its cells.
@Suite(.timeLimit(.scaled(minutes: 1))) struct PictureEncoderTests {
  /// 2x6 pixels: the left column red, the right one blue.
  private let redAndBlue: [UInt8] = Array(
    repeating: [255, 0, 0, 0, 0, 255], count: 6
  ).flatMap { $0 }

  @Test func aPNGForKittyDecodesBackToItsPixels() throws {
    let png = try PictureEncoder.encode(rgb: redAndBlue, width: 2, height: 6, for: .kitty).get()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let decoded = try ImageDecoder.decode(Data(png)).get()
    #expect((decoded.width, decoded.height) == (2, 6))
    #expect(
      decoded.rgba == Array(repeating: [255, 0, 0, 255, 0, 0, 255, 255], count: 6).flatMap { $0 })
  }

  /// iTerm2 takes a JPEG: a flat orange 16x16 comes back flat, red one lower (JPEG's rounding).
  @Test func aJPEGForITermDecodesBackToItsColour() throws {
    let orange = Array(repeating: [UInt8]([240, 120, 16]), count: 256).flatMap { $0 }
    let jpeg = try PictureEncoder.encode(rgb: orange, width: 16, height: 16, for: .iterm).get()
    #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
    let decoded = try ImageDecoder.decode(Data(jpeg)).get()
    #expect((decoded.width, decoded.height) == (16, 16))
    #expect(
      decoded.rgba == Array(repeating: [UInt8]([239, 120, 16, 255]), count: 256).flatMap { $0 })
  }

  /// libsixel's sixel for 8x12 pixels, the left half red and the right half blue: a DCS string,
  /// raster attributes of 8x12, two colour registers (in percent, as libsixel's palette has
  /// them), and two bands of six rows, each four columns of red then four of blue.
  @Test func sixelIsTheImagesTwoColoursInTwoBands() throws {
    let halves: [UInt8] = Array(
      repeating: Array(repeating: [255, 0, 0], count: 4).flatMap { $0 }
        + Array(repeating: [0, 0, 255], count: 4).flatMap { $0 }, count: 12
    ).flatMap { $0 }
    let sixel = try PictureEncoder.encode(rgb: halves, width: 8, height: 12, for: .sixel).get()
    #expect(
      String(decoding: sixel, as: UTF8.self)
        == "\u{1B}Pq\"1;1;8;12#0;2;97;0;0#1;2;0;0;97#0!4~#1!4~-#0!4~#1!4~\u{1B}\\")
  }

  /// libsixel dithers the pixels it is given in place: the encoder hands it a copy, so the
  /// caller's pixels are as they were and the same pixels always give the same sixel.
  @Test func sixelLeavesThePixelsItWasGivenAsTheyWere() throws {
    // A gradient of more colours than the palette holds, so that dithering changes pixels.
    let gradient: [UInt8] = (0..<(64 * 64)).flatMap { index -> [UInt8] in
      let (x, y) = (index % 64, index / 64)
      return [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2)]
    }
    let copy = gradient
    let first = try PictureEncoder.encode(rgb: gradient, width: 64, height: 64, for: .sixel).get()
    let second = try PictureEncoder.encode(rgb: gradient, width: 64, height: 64, for: .sixel).get()
    let (untouched, same) = (gradient == copy, first == second)
    #expect(untouched, "the pixels given are as they were")
    #expect(same, "the same pixels give the same sixel")
  }

  /// A picture keeps its aspect exactly: its pixels are not stretched to whole cells. A 3:2
  /// photo in 10x10 cells of 10x20 pixels is 100x67 pixels over 10x4 cells (not 100x60 over 10x3),
  /// spanning them across; a 1:3 one in 10x4 cells is 27x80 over 3x4, spanning them down.
  @Test func aPictureKeepsItsAspectAndLeavesTheRestOfItsCellsBlank() throws {
    let cell = CellPixels(width: 10, height: 20)
    func picture(_ width: Int, _ height: Int, in columns: Int, _ rows: Int) throws
      -> (TerminalPicture, PixelImage)
    {
      let image = try #require(
        PixelImage(
          width: width, height: height,
          rgba: [UInt8](repeating: 200, count: width * height * 4)))
      let picture = try PictureEncoder.picture(
        of: image, fitting: columns, rows, cell: cell, graphics: .kitty, colors: .trueColor
      ).get()
      return (picture, try ImageDecoder.decode(Data(picture.encoded)).get())
    }
    let (wide, widePixels) = try picture(300, 200, in: 10, 10)
    #expect((wide.columns, wide.rows, wide.fillsWidth) == (10, 4, true))
    #expect((widePixels.width, widePixels.height) == (100, 67))
    let (tall, tallPixels) = try picture(100, 300, in: 10, 4)
    #expect((tall.columns, tall.rows, tall.fillsWidth) == (3, 4, false))
    #expect((tallPixels.width, tallPixels.height) == (27, 80))
  }

  @Test func pixelsThatDoNotMatchTheSizeAreAnErrorNotACrash() {
    #expect(throws: ImageDecoder.Failure.self) {
      try PictureEncoder.encode(rgb: [1, 2], width: 2, height: 6, for: .sixel).get()
    }
  }

  /// A photo (astronaut.png, 256x256) in 10x6 cells of 8x16 pixels: 10x5 cells (80x80 pixels,
  /// square as the photo), made off the main actor; the same cells again are the same picture.
  @MainActor @Test func aStoreMakesAPhotoIntoAPictureOfItsCells() async throws {
    let photo = URL(string: "https://sample.gallery.invalid/photos/astronaut.png")!
    let store = ImageStore(loader: ImageLoader(client: GalleryBundle.client()))
    let drawing = ImageDrawing.pixels(.kitty, cell: CellPixels(width: 8, height: 16))
    #expect(store.drawing(for: photo, columns: 10, rows: 6, as: drawing) == .loading)
    await waitUntil { store.isIdle }
    guard case .picture(let picture) = store.drawing(for: photo, columns: 10, rows: 6, as: drawing)
    else {
      Issue.record("no picture")
      return
    }
    #expect((picture.columns, picture.rows, picture.graphics) == (10, 5, .kitty))
    let decoded = try ImageDecoder.decode(Data(picture.encoded)).get()
    #expect((decoded.width, decoded.height) == (80, 80))
    #expect(
      store.drawing(for: photo, columns: 10, rows: 6, as: drawing) == .picture(picture), "kept")
    #expect(store.drawing(for: photo, columns: 10, rows: 6, as: .none) == .hidden)
    #expect(store.isIdle, "nothing is loaded for no pictures")
  }
}
