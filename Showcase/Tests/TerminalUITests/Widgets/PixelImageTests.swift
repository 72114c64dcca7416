import TerminalUI
import Testing

@Suite struct PixelImageTests {
  /// Red, green on top; blue, white below.
  private let square = PixelImage(
    width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])!

  @Test func twoPixelsACellWithTheUpperHalfBlockInTrueColour() {
    var buffer = ScreenBuffer(width: 2, height: 1)
    let drawn = buffer.drawImage(square, in: buffer.bounds, colors: .trueColor)
    #expect(drawn == Rect(x: 0, y: 0, width: 2, height: 1))
    #expect(
      buffer[0, 0]
        == Cell("▀", style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))))
    #expect(
      buffer[1, 0]
        == Cell("▀", style: Style(foreground: .rgb(0, 255, 0), background: .rgb(255, 255, 255))))
  }

  @Test func thePaletteWhereTrueColourIsNotAnnounced() {
    var buffer = ScreenBuffer(width: 2, height: 1)
    buffer.drawImage(square, in: buffer.bounds, colors: .palette)
    #expect(buffer[0, 0].style == Style(foreground: .indexed(196), background: .indexed(21)))
    #expect(buffer[1, 0].style == Style(foreground: .indexed(46), background: .indexed(231)))
  }

  @Test func withNoColourARampOfCharacters() {
    let blackOverWhite = PixelImage(
      width: 1, height: 2, rgba: [0, 0, 0, 255, 255, 255, 255, 255])!
    var buffer = ScreenBuffer(width: 1, height: 1)
    buffer.drawImage(blackOverWhite, in: buffer.bounds, colors: .greyscale)
    #expect(buffer[0, 0] == Cell("+"))
    #expect(buffer.plainText() == "+")
  }

  @Test func downscalingAveragesTheAreaEachPixelCovers() {
    // 4x2: a black and white pair, then two greys; halved across.
    let image = PixelImage(
      width: 4, height: 2,
      rgba: [
        0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255, 100, 100, 100, 255,
        0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255, 100, 100, 100, 255,
      ])!
    let pixels = image.averaged(toWidth: 2, height: 2)
    #expect(
      pixels.map { [$0.0, $0.1, $0.2] } == [
        [127, 127, 127], [100, 100, 100], [127, 127, 127], [100, 100, 100],
      ])
  }

  @Test func transparentPixelsAreBlack() {
    let image = PixelImage(width: 1, height: 2, rgba: [255, 255, 255, 0, 255, 255, 255, 128])!
    #expect(image.averaged(toWidth: 1, height: 2).map(\.0) == [0, 128])
  }

  @Test func keepsTheAspectRatioCentred() {
    let wide = PixelImage(width: 40, height: 10, rgba: Array(repeating: 255, count: 1600))!
    #expect(wide.fittedSize(columns: 20, rows: 20) == (20, 3))
    var buffer = ScreenBuffer(width: 20, height: 20)
    #expect(
      buffer.drawImage(wide, in: buffer.bounds, colors: .trueColor)
        == Rect(x: 0, y: 8, width: 20, height: 3))
    #expect(PixelImage(width: 2, height: 2, rgba: [1]) == nil, "bytes that do not match the size")
  }

  @Test func colorsFromTheEnvironment() {
    #expect(PixelImage.Colors.from(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(PixelImage.Colors.from(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(PixelImage.Colors.from(environment: [:]) == .palette)
    #expect(
      PixelImage.Colors.from(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .greyscale
    )
  }
}
