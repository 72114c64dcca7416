/// The bytes of a frame on their way to the terminal: what the ``Renderer`` writes escape
/// sequences and characters into, UTF-8 encoded as they are appended.
///
/// A frame of pictures is thousands of colour sequences; appended to a `String` one scalar and
/// one interpolated number at a time, they were more than half the cost of a whole frame. Here a
/// number is written digit by digit and an ASCII character is one byte, with nothing allocated
/// but the array's own growth, which a renderer keeps from frame to frame.
struct TerminalBytes {
  private(set) var bytes: [UInt8] = []

  var isEmpty: Bool { bytes.isEmpty }

  /// Empties the bytes, keeping their storage for the next frame.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends `text`, an escape sequence or a fixed piece of one.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `number` in decimal.
  mutating func append(_ number: Int) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    let number = number.magnitude
    var divisor: UInt = 1
    while divisor <= number / 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(truncatingIfNeeded: number / divisor % 10) + UInt8(ascii: "0"))
      divisor /= 10
    } while divisor > 0
  }

  /// Appends `scalar`, UTF-8 encoded.
  mutating func append(scalar: Unicode.Scalar) {
    // Encoded here rather than copied from `scalar.utf8`, a sequence appended byte by byte
    // through its iterator: a frame's borders are scalars of three bytes each.
    let value = scalar.value
    func continuation(_ shift: UInt32) -> UInt8 {
      0x80 | UInt8(truncatingIfNeeded: (value >> shift) & 0x3F)
    }
    switch value {
    case ..<0x80:
      bytes.append(UInt8(truncatingIfNeeded: value))
    case ..<0x800:
      bytes.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
      bytes.append(continuation(0))
    case ..<0x1_0000:
      bytes.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
      bytes.append(continuation(6))
      bytes.append(continuation(0))
    default:
      bytes.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
      bytes.append(continuation(12))
      bytes.append(continuation(6))
      bytes.append(continuation(0))
    }
  }

  /// Appends `bytes` as they are: a picture's encoded data.
  mutating func append(bytes more: some Collection<UInt8>) {
    bytes.append(contentsOf: more)
  }

  /// Appends `character`, UTF-8 encoded.
  mutating func append(character: Character) {
    bytes.append(contentsOf: character.utf8)
  }

  /// The bytes as text (they are UTF-8: everything appended was).
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
