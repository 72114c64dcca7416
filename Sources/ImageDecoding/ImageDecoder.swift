import CImageCodecs
public import Foundation
public import TerminalUI

/// Decodes JPEG and PNG bytes into pixels through the system's libjpeg-turbo and libpng (see the
/// `CImageCodecs` target): the view layer's `UIImage(data:)`. Bytes that are not an image, or a
/// truncated or corrupt one, give an error, never a crash.
///
/// A view-layer module: the toolkit and the feature modules hand back bytes and never decode.
public enum ImageDecoder {
  /// Why bytes could not be decoded, in a word the screen can show.
  public struct Failure: Error, Hashable {
    /// What libjpeg or libpng said, or why the bytes are not an image.
    public let reason: String
  }

  /// The pixels of the JPEG or PNG `data`.
  public static func decode(_ data: Data) -> Result<PixelImage, Failure> {
    var image = mvvm_image()
    var error = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBytes { bytes in
      mvvm_image_decode(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &image, &error, error.count)
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
