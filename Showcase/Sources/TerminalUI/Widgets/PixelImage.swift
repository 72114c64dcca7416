/// An image as pixels: `width` x `height`, four bytes each (red, green, blue, alpha), row by row.
/// The view layer decodes image bytes into one; TerminalUI draws it into cells.
public struct PixelImage: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// RGBA bytes, `width * height * 4` of them.
  public let rgba: [UInt8]

  /// An image of `width` x `height` pixels from `rgba`; `nil` when the bytes do not match the size.
  public init?(width: Int, height: Int, rgba: [UInt8]) {
    guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// How colours reach the terminal.
  public enum Colors: Hashable, Sendable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The 256-colour palette, where true colour is not announced.
    case palette
    /// No colour (`NO_COLOR`): a ramp of characters from light to dark.
    case greyscale

    /// What the environment announces: `NO_COLOR` first, then `COLORTERM`.
    public static func from(environment: [String: String]) -> Colors {
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .greyscale }
      let colorTerm = environment["COLORTERM", default: ""].lowercased()
      return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette
    }
  }

  /// The size in cells the image takes at most `columns` x `rows`, keeping its aspect ratio (a
  /// cell shows two pixels, one above the other, so a cell is square in pixels).
  public func fittedSize(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    guard columns > 0, rows > 0 else { return (0, 0) }
    let scale = min(Double(columns) / Double(width), Double(rows * 2) / Double(height))
    return (
      max(1, min(columns, Int((Double(width) * scale).rounded()))),
      max(1, min(rows, Int((Double(height) * scale / 2).rounded())))
    )
  }

  /// The image made into cells: as large as fits in `columns` x `rows` keeping its aspect ratio,
  /// two pixels a cell with the upper-half block (the top pixel as foreground, the bottom as
  /// background), or with `.greyscale` a character from a light-to-dark ramp per cell.
  public func cells(fitting columns: Int, _ rows: Int, colors: Colors) -> Cells {
    let size = fittedSize(columns: columns, rows: rows)
    return cells(columns: size.columns, rows: size.rows, colors: colors)
  }

  /// The image made into exactly `columns` x `rows` cells (stretched to them), as
  /// ``cells(fitting:_:colors:)`` makes them: for a picture whose cells were fitted otherwise.
  public func cells(columns: Int, rows: Int, colors: Colors) -> Cells {
    let size = (columns: max(0, columns), rows: max(0, rows))
    guard size.columns > 0, size.rows > 0 else { return Cells(columns: 0, rows: 0, cells: []) }
    let pixels = averaged(toWidth: size.columns, height: size.rows * 2)
    var cells: [Cell] = []
    cells.reserveCapacity(size.columns * size.rows)
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        cells.append(
          ScreenBuffer.cell(
            top: pixels[(row * 2) * size.columns + column],
            bottom: pixels[(row * 2 + 1) * size.columns + column], colors: colors))
      }
    }
    return Cells(columns: size.columns, rows: size.rows, cells: cells)
  }

  /// An image made into the cells that show it: `columns` x `rows`, row by row.
  public struct Cells: Hashable, Sendable {
    /// Cells across.
    public let columns: Int
    /// Cells down.
    public let rows: Int
    let cells: [Cell]
  }

  /// The image scaled to `width` x `height` pixels, each the average of the area of the source it
  /// covers (no aliasing in a thumbnail), over black where it is transparent.
  public func averaged(toWidth newWidth: Int, height newHeight: Int) -> [(UInt8, UInt8, UInt8)] {
    var result: [(UInt8, UInt8, UInt8)] = []
    result.reserveCapacity(newWidth * newHeight)
    for y in 0..<newHeight {
      let top = y * height / newHeight
      let bottom = max(top + 1, (y + 1) * height / newHeight)
      for x in 0..<newWidth {
        let left = x * width / newWidth
        let right = max(left + 1, (x + 1) * width / newWidth)
        var sums = (0, 0, 0)
        for row in top..<bottom {
          var index = (row * width + left) * 4
          for _ in left..<right {
            let alpha = Int(rgba[index + 3])
            sums.0 += Int(rgba[index]) * alpha
            sums.1 += Int(rgba[index + 1]) * alpha
            sums.2 += Int(rgba[index + 2]) * alpha
            index += 4
          }
        }
        let count = (bottom - top) * (right - left) * 255
        result.append(
          (UInt8(sums.0 / count), UInt8(sums.1 / count), UInt8(sums.2 / count)))
      }
    }
    return result
  }
}

extension ScreenBuffer {
  /// Draws `image` as large as fits in `rect`, keeping its aspect ratio, centred: two pixels a
  /// cell with the upper-half block (the top pixel as foreground, the bottom as background), or
  /// with `.greyscale` a character from a light-to-dark ramp per cell.
  ///
  /// - Returns: Where it was drawn.
  @discardableResult
  public mutating func drawImage(_ image: PixelImage, in rect: Rect, colors: PixelImage.Colors)
    -> Rect
  {
    drawImage(image.cells(fitting: rect.width, rect.height, colors: colors), in: rect)
  }

  /// Draws an image already made into cells (``PixelImage/cells(fitting:_:colors:)``) centred in
  /// `rect`, as much of it as fits: for a view that draws the same image every frame.
  ///
  /// - Returns: Where it was drawn.
  @discardableResult
  public mutating func drawImage(_ image: PixelImage.Cells, in rect: Rect) -> Rect {
    let size = (columns: min(image.columns, rect.width), rows: min(image.rows, rect.height))
    guard size.columns > 0, size.rows > 0 else {
      return Rect(x: rect.x, y: rect.y, width: 0, height: 0)
    }
    let origin = (
      x: rect.x + (rect.width - size.columns) / 2, y: rect.y + (rect.height - size.rows) / 2
    )
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        self[origin.x + column, origin.y + row] = image.cells[row * image.columns + column]
      }
    }
    return Rect(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
  }

  /// The ramp, light to dark as printed on a light page: more ink, darker.
  static let greyRamp: [Unicode.Scalar] = ["@", "%", "#", "*", "+", "=", "-", ":", ".", " "]
  /// The upper half block: its foreground is the top pixel, its background the bottom one. Like
  /// the ramp's characters, one column and safe, so a cell is made from it without measuring.
  static let upperHalf: Unicode.Scalar = "▀"

  static func cell(
    top: (UInt8, UInt8, UInt8), bottom: (UInt8, UInt8, UInt8), colors: PixelImage.Colors
  ) -> Cell {
    switch colors {
    case .trueColor:
      return Cell(
        sanitized: upperHalf,
        style: Style(
          foreground: .rgb(top.0, top.1, top.2), background: .rgb(bottom.0, bottom.1, bottom.2)))
    case .palette:
      return Cell(
        sanitized: upperHalf, style: Style(foreground: palette(top), background: palette(bottom)))
    case .greyscale:
      let luminance = (luma(top) + luma(bottom)) / 2  // 0 black … 255 white
      // On a dark terminal a bright pixel is drawn with the densest character.
      let index = (255 - luminance) * (greyRamp.count - 1) / 255
      return Cell(sanitized: greyRamp[index], style: .plain)
    }
  }

  private static func luma(_ pixel: (UInt8, UInt8, UInt8)) -> Int {
    (Int(pixel.0) * 299 + Int(pixel.1) * 587 + Int(pixel.2) * 114) / 1000
  }

  /// The nearest colour of the 6x6x6 cube of the 256-colour palette (or its grey ramp for greys).
  static func palette(_ pixel: (UInt8, UInt8, UInt8)) -> Style.Color {
    let (red, green, blue) = (Int(pixel.0), Int(pixel.1), Int(pixel.2))
    if max(red, green, blue) - min(red, green, blue) < 10 {
      let grey = (red + green + blue) / 3
      if grey < 4 { return .indexed(16) }
      if grey > 246 { return .indexed(231) }
      return .indexed(UInt8(232 + (grey - 8) * 24 / 240))
    }
    func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
    return .indexed(UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue)))
  }
}
