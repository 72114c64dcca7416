/// How many terminal columns text takes.
///
/// East Asian wide and fullwidth characters and emoji take two columns; combining marks, zero-width
/// joiners and variation selectors none (they belong to the character before them); control
/// characters none.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2; more for an emoji sequence drawn as its parts (see
  /// ``agreedParts(of:)``).
  ///
  /// Every frame measures each character it draws, so the characters screens are mostly made of
  /// (ASCII, Latin, punctuation, currency signs, arrows, box drawing, blocks and stars) are
  /// answered without looking up Unicode properties; `measured(_:)` answers the rest, and the
  /// tests hold the two equal over those ranges.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      isAlwaysNarrow(first.value)
    {
      return 1
    }
    return measured(character)
  }

  /// The columns `text` takes.
  ///
  /// Text of ASCII and of the scalars that are always one column (`isAlwaysNarrow(_:)`), most
  /// of what a screen measures, is counted a scalar at a time, without breaking it into
  /// characters: none of those scalars joins another into one character.
  @inlinable
  public static func of(_ text: some StringProtocol) -> Int {
    var columns = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        if value >= 0x20 && value != 0x7F { columns += 1 }
      } else if isAlwaysNarrow(value) {
        columns += 1
      } else {
        return text.reduce(0) { $0 + of($1) }
      }
    }
    return columns
  }

  /// Whether a scalar on its own takes one column: not wide, not emoji presentation, not a mark,
  /// format character or control.
  @usableFromInline
  static func isAlwaysNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0,
      0x2190...0x21FF, 0x2500...0x25FC, 0x2605...0x2606:
      true
    default:
      false
    }
  }

  /// The parts `character` is drawn as where terminals disagree on its width, each a single
  /// scalar every terminal gives the same width; `nil` for a character drawn as it is.
  ///
  /// Those are the emoji sequences: a zero-width-joiner sequence (👩‍👩‍👧 is one emoji of two columns
  /// in kitty, three of six in tmux, which then moves the rest of the row in the terminal around
  /// it), one with a skin tone (👍🏽), and a text-style emoji asked to be shown as an emoji (❤️, one
  /// column or two). They are drawn as their emoji without the joiners, tones and selectors:
  /// 👩👩👧, 👍, ❤. Flags, keycaps and letters with marks are drawn as they are.
  public static func agreedParts(of character: Character) -> [Character]? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) != scalars.endIndex,
      first.properties.isEmoji, !(0x1F1E6...0x1F1FF).contains(first.value)
    else { return nil }
    let values = scalars.map(\.value)
    let joined = values.contains(0x200D)
    let toned = values.contains { (0x1F3FB...0x1F3FF).contains($0) }
    let selected =
      values.count == 2 && values[1] == 0xFE0F && !first.properties.isEmojiPresentation
      && !(0x30...0x39).contains(first.value) && first.value != 0x23 && first.value != 0x2A
    guard joined || toned || selected else { return nil }
    let parts = scalars.filter { scalar in
      let value = scalar.value
      return value != 0x200D && value != 0xFE0F && value != 0xFE0E
        && !(0x1F3FB...0x1F3FF).contains(value) && !(0xE0020...0xE007F).contains(value)
    }
    return parts.isEmpty ? nil : parts.map(Character.init)
  }

  /// The columns `character` takes, from its Unicode properties; for an emoji sequence terminals
  /// disagree on, the columns of the parts it is drawn as (see ``agreedParts(of:)``).
  static func measured(_ character: Character) -> Int {
    if let parts = agreedParts(of: character) { return parts.reduce(0) { $0 + measured($1) } }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    if isWide(first.value) { return 2 }
    if isZeroWidth(first) { return 0 }
    return 1
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: true
    default: false
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, condensed.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF, 0x1B000...0x1B2FF,
      0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
      0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
