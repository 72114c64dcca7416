/// The one rule for text that reaches the terminal: nothing in it can act as a control.
///
/// Every C0 control character, DEL, every C1 control character and the bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) are replaced by a visible stand-in, so text from any
/// source (typed, an argument, a server's answer, an error message) can neither move the cursor,
/// retitle the window, ring the bell, nor reorder what is drawn after it. ``Cell`` applies it to
/// every character that enters a ``ScreenBuffer``; messages written outside a buffer use
/// ``sanitized(_:)``.
public enum TerminalText {
  /// What a C0 control character or DEL is shown as: its Unicode control picture, such as "␛"
  /// for Esc, so a reader can tell what was there.
  public static func controlPicture(_ scalar: Unicode.Scalar) -> Character? {
    switch scalar.value {
    case 0x00...0x1F: Character(Unicode.Scalar(0x2400 + scalar.value) ?? "�")
    case 0x7F: "␡"
    default: nil
    }
  }

  /// Whether `scalar` could act on the terminal or on the text drawn after it.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `character` as it may be drawn: itself when safe; otherwise its control picture (C0, DEL)
  /// or "�" (C1 controls, bidirectional overrides and isolates).
  public static func sanitized(_ character: Character) -> Character {
    // Printable ASCII, most of what is drawn, is safe without looking at its scalars.
    if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return character }
    guard character.unicodeScalars.contains(where: isUnsafe) else { return character }
    if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      let picture = controlPicture(scalar)
    {
      return picture
    }
    return "�"
  }

  /// `text` with every unsafe character replaced as ``sanitized(_:)-(Character)`` does.
  ///
  /// - Parameters:
  ///   - text: Text from anywhere.
  ///   - keepingLineBreaks: Whether line feeds stay (for a message of several lines); otherwise
  ///     they are replaced too, so a value quoted in a message stays on its line.
  public static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    return String(text.map { keepingLineBreaks && $0 == "\n" ? $0 : sanitized($0) })
  }
}
