/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Escape sequences for arrows, Home/End, PgUp/PgDn, Delete and Shift-Tab are recognised in both
/// their CSI and SS3 forms, and SGR mouse reports (`ESC [ < 0 ; 12 ; 5 M`) as ``Key/mouse(_:)``; UTF-8 is decoded across reads (a character split between two reads
/// waits for its end); a lone Esc is a key once ``flush()`` says no more bytes are coming.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing buffered.
  public init() {}

  /// Whether bytes wait for more to make a key: a lone Esc, or a sequence or character begun.
  /// Only then is it worth waiting to see whether more input follows before ``flush()``.
  public var isWaiting: Bool { !pending.isEmpty }

  /// Decodes `bytes`, returning the keys complete so far; an incomplete sequence waits.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    while let (key, length) = Self.next(in: pending[...], final: false) {
      keys.append(contentsOf: key.map { [$0] } ?? [])
      pending.removeFirst(length)
    }
    return keys
  }

  /// Decodes what is left once input paused: a lone Esc becomes ``Key/escape``, an unfinished
  /// sequence is dropped.
  public mutating func flush() -> [Key] {
    var keys: [Key] = []
    while !pending.isEmpty {
      if let (key, length) = Self.next(in: pending[...], final: true) {
        keys.append(contentsOf: key.map { [$0] } ?? [])
        pending.removeFirst(length)
      } else {
        pending.removeAll()
      }
    }
    return keys
  }

  /// The first key in `bytes` and how many bytes it took; `nil` if more bytes are needed.
  /// A `nil` key with a length means bytes that are skipped (an unknown sequence).
  private static func next(in bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B:
      return escape(in: bytes, final: final)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    default: return utf8(in: bytes, final: final)
    }
  }

  /// The numbers of F1 to F12 in `ESC [ n ~`, with or without a modifier (`15;2`).
  private static let functionKeys: [String: Int] = {
    let numbers = [
      11: 1, 12: 2, 13: 3, 14: 4, 15: 5, 17: 6, 18: 7, 19: 8, 20: 9, 21: 10, 23: 11, 24: 12,
    ]
    var keys: [String: Int] = [:]
    for (number, key) in numbers {
      keys["\(number)"] = key
      for modifier in 2...8 { keys["\(number);\(modifier)"] = key }
    }
    return keys
  }()

  private static func escape(in bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return final ? (.escape, 1) : nil }
    let introducer = bytes[start + 1]
    // Alt-Backspace deletes a word, as Ctrl-W does (readline): it is not Esc, which would
    // leave the field, then Backspace.
    if introducer == 0x7F || introducer == 0x08 { return (.ctrl("w"), 2) }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)  // Esc followed by an ordinary key: two keys
    }
    // A CSI sequence: parameters (digits and ;) then one final byte in @...~.
    var index = start + 2
    while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return final ? (.escape, 1) : nil }
    let finalByte = bytes[index]
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    let length = index - start + 1
    if parameters.hasPrefix("<"), finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") {
      let event = MouseEvent.sgr(
        parameters: parameters.dropFirst(), isRelease: finalByte == UInt8(ascii: "m"))
      return (event.map(Key.mouse), length)
    }
    let key: Key? =
      switch (finalByte, parameters) {
      case (UInt8(ascii: "A"), _): .up
      case (UInt8(ascii: "B"), _): .down
      case (UInt8(ascii: "C"), _): .right
      case (UInt8(ascii: "D"), _): .left
      case (UInt8(ascii: "H"), _): .home
      case (UInt8(ascii: "F"), _): .end
      case (UInt8(ascii: "Z"), _): .backTab
      // F1 to F4: SS3 (ESC O P) or CSI with modifiers (ESC [ 1 ; 2 P).
      case (UInt8(ascii: "P")...UInt8(ascii: "S"), _):
        .function(Int(finalByte - UInt8(ascii: "P")) + 1)
      case (UInt8(ascii: "~"), let number) where Self.functionKeys[number] != nil:
        Self.functionKeys[number].map(Key.function)
      case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
      case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
      case (UInt8(ascii: "~"), "3"): .delete
      case (UInt8(ascii: "~"), "5"): .pageUp
      case (UInt8(ascii: "~"), "6"): .pageDown
      default: nil
      }
    return (key, length)
  }

  private static func utf8(in bytes: ArraySlice<UInt8>, final: Bool) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }  // a stray continuation byte
    guard bytes.count >= length else { return final ? (nil, bytes.count) : nil }
    let text = String(decoding: bytes.prefix(length), as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" || length == 3,
      !(0x80...0x9F).contains(scalar.value)  // C1 control characters print nothing
    else {
      return (nil, length)
    }
    return (.character(Character(scalar)), length)
  }
}
