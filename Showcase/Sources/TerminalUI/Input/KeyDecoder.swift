/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Escape sequences for arrows, Home/End, PgUp/PgDn, Delete and Shift-Tab are recognised in both
/// their CSI and SS3 forms, and SGR mouse reports (`ESC [ < 0 ; 12 ; 5 M`) as ``Key/mouse(_:)``; UTF-8 is decoded across reads (a character split between two reads
/// waits for its end); a lone Esc is a key once ``flush()`` says no more bytes are coming.
///
/// Text pasted between `ESC [ 200 ~` and `ESC [ 201 ~` (bracketed paste, which the session turns
/// on) is one ``Key/paste(_:)``, however many reads it comes in, its newlines and tabs text and
/// not keys; past ``longestPaste`` bytes the rest of it is dropped.
///
/// The terminal's answers to queries (``TerminalReply``) are taken out of the input, never made
/// into keys: its device attributes and cell size at any time, and, while
/// ``awaitsStringReplies`` (a graphics query was sent and its answers are not all in), the
/// strings that begin `ESC _`, `ESC P` and `ESC ]`. Only then, since at other times Alt-P is
/// `ESC P` too.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var replies: [TerminalReply] = []
  /// The paste begun and not ended: its bytes so far.
  private var pasted: [UInt8]?
  /// Whether answers that come as strings (`ESC _ … ESC \\`) are awaited: from when a query
  /// that has them is sent to its device attributes' answer, which terminals send last.
  public var awaitsStringReplies = false

  /// The longest answer read as a string: longer, it is dropped as it comes.
  static let longestReply = 4096

  /// The most of one paste kept, in bytes: more is dropped as it comes.
  public static let longestPaste = 65_536

  /// What starts a paste, and what ends it.
  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// A decoder with nothing buffered.
  public init() {}

  /// The terminal's answers decoded since the last call, in order.
  public mutating func takeReplies() -> [TerminalReply] {
    defer { replies.removeAll() }
    return replies
  }

  /// Whether bytes wait for more to make a key: a lone Esc, a sequence or character begun, or a
  /// paste. Only then is it worth waiting to see whether more input follows before ``flush()``.
  public var isWaiting: Bool { !pending.isEmpty || pasted != nil }

  /// Decodes `bytes`, returning the keys complete so far; an incomplete sequence waits.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return keys(final: false)
  }

  /// Decodes what is left once input paused: a lone Esc becomes ``Key/escape``, an unfinished
  /// sequence is dropped. A paste goes on: the terminal ends each one it begins.
  public mutating func flush() -> [Key] {
    keys(final: true)
  }

  /// The keys complete in ``pending``; with `final`, an unfinished sequence is dropped.
  private mutating func keys(final: Bool) -> [Key] {
    var keys: [Key] = []
    while !pending.isEmpty {
      if pasted != nil {
        guard let paste = takePaste() else { break }
        keys.append(paste)
      } else if let (item, length) = next(in: pending[...], final: final) {
        take(item, into: &keys)
        pending.removeFirst(length)
      } else if final {
        pending.removeAll()
      } else {
        break
      }
    }
    return keys
  }

  /// The paste, once its end is in ``pending``; until then `nil`, what came of it kept but for
  /// the bytes that may begin its end.
  private mutating func takePaste() -> Key? {
    guard let end = pending.firstRange(of: Self.pasteEnd) else {
      let safe = max(0, pending.count - (Self.pasteEnd.count - 1))
      keepPasted(pending[..<safe])
      pending.removeFirst(safe)
      return nil
    }
    keepPasted(pending[..<end.lowerBound])
    pending.removeSubrange(..<end.upperBound)
    defer { pasted = nil }
    return .paste(String(decoding: pasted ?? [], as: UTF8.self))
  }

  /// Adds `bytes` to the paste, up to ``longestPaste``.
  private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
    let room = Self.longestPaste - (pasted?.count ?? 0)
    pasted?.append(contentsOf: bytes.prefix(max(0, room)))
  }

  /// Adds `item` to `keys`, or to the replies; or begins a paste.
  private mutating func take(_ item: Decoded?, into keys: inout [Key]) {
    switch item {
    case .key(let key): keys.append(key)
    case .pasteBegins: pasted = []
    case .reply(let reply):
      replies.append(reply)
      // The device attributes come last: the string answers are all in.
      if case .deviceAttributes = reply { awaitsStringReplies = false }
    case nil: break
    }
  }

  /// What a sequence of input bytes is.
  private enum Decoded {
    case key(Key)
    case reply(TerminalReply)
    /// `ESC [ 200 ~`: what follows is pasted, to `ESC [ 201 ~`.
    case pasteBegins
  }

  /// The first key in `bytes` and how many bytes it took; `nil` if more bytes are needed.
  /// A `nil` key with a length means bytes that are skipped (an unknown sequence).
  private func next(in bytes: ArraySlice<UInt8>, final: Bool) -> (Decoded?, Int)? {
    guard let first = bytes.first else { return nil }
    let key: (Key?, Int)?
    switch first {
    case 0x1B:
      if awaitsStringReplies {
        switch Self.stringReply(in: bytes, final: final) {
        case .notOne: break
        case .unfinished: return nil
        case .read(let reply, let length): return (reply.map(Decoded.reply), length)
        }
      }
      if let reply = Self.csiReply(in: bytes) { return (reply.0.map(Decoded.reply), reply.1) }
      if bytes.starts(with: Self.pasteStart) { return (.pasteBegins, Self.pasteStart.count) }
      key = Self.escape(in: bytes, final: final)
    case 0x0D, 0x0A: key = (.enter, 1)
    case 0x09: key = (.tab, 1)
    case 0x7F, 0x08: key = (.backspace, 1)
    case 0x03: key = (.interrupt, 1)
    case 0x01...0x1A: key = (.ctrl(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: key = (nil, 1)
    default: key = Self.utf8(in: bytes, final: final)
    }
    return key.map { ($0.0.map(Decoded.key), $0.1) }
  }

  /// What the bytes at the start of the input are of an answer that comes as a string.
  private enum StringAnswer {
    /// Not such an answer.
    case notOne
    /// One begun and not ended: more bytes are needed.
    case unfinished
    /// One read (`nil` when dropped), and how many bytes it took.
    case read(TerminalReply?, Int)
  }

  /// An answer that comes as a string, `ESC _` (kitty's graphics), `ESC P` or `ESC ]`, ended by
  /// `ESC \\` (or BEL). One begun but not ended waits for more; once input paused (`final`), or
  /// past ``longestReply``, what came of it is dropped.
  private static func stringReply(in bytes: ArraySlice<UInt8>, final: Bool) -> StringAnswer {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return final ? .notOne : .unfinished }
    let introducer = bytes[start + 1]
    guard
      introducer == UInt8(ascii: "_") || introducer == UInt8(ascii: "P")
        || introducer == UInt8(ascii: "]")
    else { return .notOne }
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x07 || (byte == 0x1B && index + 1 < bytes.endIndex) {
        let length = index - start + (byte == 0x07 ? 1 : 2)
        let body = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        return .read(TerminalReply(string: body, introducer: introducer), length)
      }
      index += 1
    }
    if final || bytes.count > longestReply { return .read(nil, bytes.count) }
    return .unfinished
  }

  /// An answer that comes as a CSI sequence (device attributes, the cell's size in pixels), and
  /// how many bytes it took; `nil` for anything else, a key or not complete yet.
  private static func csiReply(in bytes: ArraySlice<UInt8>) -> (TerminalReply?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 3, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
    var index = start + 2
    while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return nil }
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    let length = index - start + 1
    switch bytes[index] {
    case UInt8(ascii: "c") where parameters.hasPrefix("?"):
      let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
      return (.deviceAttributes(numbers), length)
    case UInt8(ascii: "t") where parameters.hasPrefix("6;"):
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 3 else { return (nil, length) }
      return (.cellSize(width: numbers[2], height: numbers[1]), length)
    default:
      return nil
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
