public import Foundation

/// A photo's credit written into its own file, where a photo manager reads it: the XMP of
/// ``PhotoFiles/credit(of:)`` as a PNG's `iTXt` chunk (`XML:com.adobe.xmp`) or a JPEG's APP1
/// segment (`http://ns.adobe.com/xap/1.0/`), the places the XMP specification names for them. A
/// file of another kind, or one too short to be what it says, is left as it is: the sidecar
/// beside it still has the credit.
public enum PhotoCredit {
  /// `data` with `xmp` written in: after a PNG's header chunk, or after a JPEG's start (and its
  /// JFIF segment, which must come first).
  public static func embedding(_ xmp: String, in data: Data) -> Data {
    let bytes = [UInt8](data)
    if bytes.starts(with: png), bytes.count >= 33 {
      // The signature (8 bytes), then IHDR: its length (4), type (4), 13 bytes and its CRC (4).
      let afterHeader = 8 + 12 + Int(bigEndian: bytes[8..<12])
      guard afterHeader <= bytes.count else { return data }
      let text =
        Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array(xmp.utf8)
      let chunk =
        bigEndian(UInt32(text.count)) + Array("iTXt".utf8) + text
        + bigEndian(crc32(Array("iTXt".utf8) + text))
      return Data(bytes[..<afterHeader] + chunk + bytes[afterHeader...])
    }
    if bytes.starts(with: [0xFF, 0xD8]) {
      let payload = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(xmp.utf8)
      guard payload.count + 2 <= 0xFFFF else { return data }
      var at = 2
      // A JFIF file's APP0 must follow its start: the credit goes after it.
      if bytes.count >= 6, bytes[2] == 0xFF, bytes[3] == 0xE0 {
        at = 4 + Int(bigEndian: bytes[4..<6])
        guard at <= bytes.count else { return data }
      }
      let segment =
        [0xFF, 0xE1] + Array(bigEndian(UInt32(payload.count + 2)).suffix(2)) + payload
      return Data(bytes[..<at] + segment + bytes[at...])
    }
    return data
  }

  private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 a PNG chunk ends with (ISO 3309, the polynomial 0xEDB88320, reflected).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}

extension Int {
  /// The unsigned big-endian number `bytes` spell.
  fileprivate init(bigEndian bytes: ArraySlice<UInt8>) {
    self = bytes.reduce(0) { $0 << 8 | Int($1) }
  }
}
