import CImageCodecs
public import TerminalUI

/// Makes a ``PixelImage`` into a ``TerminalPicture`` for a terminal's graphics protocol: scaled
/// to the pixels of the cells it covers, and encoded as the protocol takes it: a PNG through
/// libpng for kitty (which takes no JPEG), a JPEG through libjpeg-turbo for iTerm2 (a photo in a
/// tenth of the bytes), sixel through libsixel.
public enum PictureEncoder {
  /// The quality iTerm2's JPEGs are encoded at: no artefact shows at a cell's size.
  public static let jpegQuality = 85

  /// The picture of `image` for `graphics`, as large as fits in `columns` x `rows` cells of
  /// `cell` pixels keeping its aspect ratio exactly (the rest of its last row or column left
  /// blank, as yazi does, rather than the picture stretched to whole cells), with its half-block
  /// cells in `colors`.
  public static func picture(
    of image: PixelImage, fitting columns: Int, _ rows: Int, cell: CellPixels,
    graphics: GraphicsProtocol, colors: PixelImage.Colors
  ) -> Result<TerminalPicture, ImageDecoder.Failure> {
    let size = fittedSize(of: image, columns: columns, rows: rows, cell: cell)
    guard size.columns > 0, size.rows > 0 else {
      return .failure(ImageDecoder.Failure(reason: "no room for the picture"))
    }
    let pixels = image.averaged(toWidth: size.width, height: size.height)
    var rgb: [UInt8] = []
    rgb.reserveCapacity(pixels.count * 3)
    for pixel in pixels {
      rgb.append(pixel.0)
      rgb.append(pixel.1)
      rgb.append(pixel.2)
    }
    return encode(rgb: rgb, width: size.width, height: size.height, for: graphics).map {
      encoded in
      TerminalPicture(
        graphics: graphics,
        cells: image.cells(columns: size.columns, rows: size.rows, colors: colors),
        encoded: encoded, fillsWidth: size.fillsWidth)
    }
  }

  /// The pixels an image of `image`'s aspect takes at most in `columns` x `rows` of `cell`
  /// pixels, the whole cells that holds them, and whether it fills them across (else down).
  static func fittedSize(of image: PixelImage, columns: Int, rows: Int, cell: CellPixels) -> (
    width: Int, height: Int, columns: Int, rows: Int, fillsWidth: Bool
  ) {
    guard columns > 0, rows > 0 else { return (0, 0, 0, 0, true) }
    let (across, down) = (columns * cell.width, rows * cell.height)
    let scaleAcross = Double(across) / Double(image.width)
    let scaleDown = Double(down) / Double(image.height)
    let scale = min(scaleAcross, scaleDown)
    let width = max(1, min(across, Int((Double(image.width) * scale).rounded())))
    let height = max(1, min(down, Int((Double(image.height) * scale).rounded())))
    return (
      width, height,
      min(columns, (width + cell.width - 1) / cell.width),
      min(rows, (height + cell.height - 1) / cell.height),
      scaleAcross <= scaleDown
    )
  }

  /// `rgb` (`width` x `height` pixels of 3 bytes) as `graphics` takes it.
  public static func encode(rgb: [UInt8], width: Int, height: Int, for graphics: GraphicsProtocol)
    -> Result<[UInt8], ImageDecoder.Failure>
  {
    guard width > 0, height > 0, rgb.count == width * height * 3 else {
      return .failure(ImageDecoder.Failure(reason: "the pixels do not match the size"))
    }
    var bytes = mvvm_bytes()
    var error = [CChar](repeating: 0, count: 256)
    let status = rgb.withUnsafeBufferPointer { pixels in
      switch graphics {
      case .kitty:
        mvvm_png_encode(
          pixels.baseAddress, Int32(width), Int32(height), &bytes, &error, error.count)
      case .iterm:
        mvvm_jpeg_encode(
          pixels.baseAddress, Int32(width), Int32(height), Int32(Self.jpegQuality), &bytes, &error,
          error.count)
      case .sixel:
        mvvm_sixel_encode(
          pixels.baseAddress, Int32(width), Int32(height), &bytes, &error, error.count)
      }
    }
    defer { mvvm_bytes_free(&bytes) }
    guard status == 0, let start = bytes.bytes else {
      let reason = String(
        decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failure(ImageDecoder.Failure(reason: reason))
    }
    return .success(Array(UnsafeBufferPointer(start: start, count: bytes.size)))
  }
}
