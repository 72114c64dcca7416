import CImageCodecs
public import Foundation
public import TerminalUI

/// Decodes JPEG and PNG bytes into pixels through the system's libjpeg-turbo and libpng (see the
/// `CImageCodecs` target): the view layer's `UIImage(data:)`. Bytes that are not an image, or a
/// truncated or corrupt one, give an error, never a crash.
///
/// Decoding costs memory in proportion to the size asked for, not to the size a file claims: a
/// header claiming more than 16384 pixels a side or 40 megapixels is refused before anything is
/// allocated for it, a JPEG is scaled down by libjpeg while it is decoded, a PNG is averaged down
/// a row at a time, and a progressive JPEG that would need more than 96 MB is refused.
///
/// A view-layer module: the toolkit and the feature modules hand back bytes and never decode.
public enum ImageDecoder {
  /// Why bytes could not be decoded, in a word the screen can show.
  public struct Failure: Error, Hashable {
    /// What libjpeg or libpng said, or why the bytes are not an image.
    public let reason: String
  }

  /// The pixels of the JPEG or PNG `data`, no larger than it takes to fill `size` keeping the
  /// aspect ratio (a JPEG may come out up to twice that, as libjpeg scales by eighths); at full
  /// size when `size` is `nil` or the image is smaller.
  ///
  /// - Complexity: Memory in proportion to the result, not to the image (an interlaced PNG, whose
  ///   passes must all arrive first, is held whole up to 16 megapixels); time in proportion to
  ///   the bytes.
  public static func decode(_ data: Data, fitting size: (width: Int, height: Int)? = nil)
    -> Result<PixelImage, Failure>
  {
    var image = mvvm_image()
    var error = [CChar](repeating: 0, count: 256)
    let fit = (
      Int32(clamping: max(0, size?.width ?? 0)), Int32(clamping: max(0, size?.height ?? 0))
    )
    let status = data.withUnsafeBytes { bytes in
      mvvm_image_decode(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, fit.0, fit.1, &image, &error,
        error.count)
    }
    defer { mvvm_image_free(&image) }
    guard status == 0, let pixels = image.pixels else {
      let reason = String(
        decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failure(Failure(reason: reason))
    }
    let count = Int(image.width) * Int(image.height) * 4
    let rgba = Array(UnsafeBufferPointer(start: pixels, count: count))
    guard let decoded = PixelImage(width: Int(image.width), height: Int(image.height), rgba: rgba)
    else { return .failure(Failure(reason: "the decoded size does not match its pixels")) }
    return .success(decoded)
  }
}
