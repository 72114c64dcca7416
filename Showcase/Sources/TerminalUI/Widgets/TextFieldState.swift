/// The editing state of a one-line text field: its text and the cursor, in characters.
///
/// Keys edit it the way a shell's line editor does: characters insert at the cursor, Backspace and
/// Delete remove around it, Ctrl-W (and Alt-Backspace) the word before it, Ctrl-U all before it,
/// arrows and Home/End (Ctrl-A, Ctrl-E) move it. Text is edited by grapheme, so "é" or a
/// flag emoji is one step, never half a character. A paste inserts its text at the cursor, its
/// lines joined by a space and its control characters left out, as one line of a field holds.
/// Typing and pasting keep at most ``longestText`` characters, as a web page's field does.
public struct TextFieldState: Hashable, Sendable {
  /// The most characters typing and pasting put in a field; the rest of a longer paste is
  /// dropped. The web's fields take as many (`WebSession.longestInput`).
  public static let longestText = 1000

  /// The text.
  public private(set) var text: String
  /// The cursor position, in characters from the start (0...text.count).
  public private(set) var cursor: Int

  /// A field holding `text` with the cursor at its end.
  public init(text: String = "") {
    self.text = text
    self.cursor = text.count
  }

  /// Applies an editing key; returns whether the text or the cursor changed.
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    let before = self
    switch key {
    case .character(let character):
      insert(character)
    case .paste(let pasted):
      insert(Self.oneLine(pasted))
    case .backspace:
      guard cursor > 0 else { break }
      let index = text.index(text.startIndex, offsetBy: cursor - 1)
      text.remove(at: index)
      cursor -= 1
    case .delete, .ctrl("d"):
      guard cursor < text.count else { break }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .ctrl("a"): cursor = 0
    case .end, .ctrl("e"): cursor = text.count
    case .ctrl("u"):
      text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: cursor))
      cursor = 0
    case .ctrl("w"):
      deleteWordBeforeCursor()
    default: break
    }
    return self != before
  }

  /// Deletes the word before the cursor and the spaces after it, as readline's Ctrl-W does.
  private mutating func deleteWordBeforeCursor() {
    let end = text.index(text.startIndex, offsetBy: cursor)
    var start = end
    while start > text.startIndex, text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    cursor -= text.distance(from: start, to: end)
    text.removeSubrange(start..<end)
  }

  /// Shows `text` where the field's owner holds it (a view model's field text): the text, with
  /// the cursor at its end, when it differs from the field's; otherwise nothing changes, so a
  /// cursor moved within the text stays.
  public mutating func follow(_ text: String) {
    guard text != self.text else { return }
    self = TextFieldState(text: text)
  }

  private mutating func insert(_ character: Character) {
    insert(String(character))
  }

  private mutating func insert(_ inserted: String) {
    let countBefore = text.count
    let room = Self.longestText - countBefore
    guard room > 0 else { return }
    let kept = inserted.count > room ? String(inserted.prefix(room)) : inserted
    text.insert(contentsOf: kept, at: text.index(text.startIndex, offsetBy: cursor))
    // A combining mark joins the character before it: the count may not grow.
    cursor += text.count - countBefore
  }

  /// `pasted` as one line: its lines (and tabs) joined by one space, those at its ends dropped,
  /// and its control characters left out.
  static func oneLine(_ pasted: String) -> String {
    pasted.split(whereSeparator: { $0.isNewline || $0 == "\t" })
      .joined(separator: " ")
      .filter { character in
        !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }
  }

  /// Draws the field in `rect`'s first row: the text (or `placeholder`, dimmed, when empty) with
  /// the cursor shown reversed when `isFocused`, scrolled so the cursor stays visible.
  public func draw(
    in rect: Rect, on buffer: inout ScreenBuffer, placeholder: String = "", isFocused: Bool
  ) {
    guard !rect.isEmpty else { return }
    buffer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    let characters = Array(text)
    if characters.isEmpty {
      buffer.draw(
        placeholder, x: rect.x + (isFocused ? 1 : 0), y: rect.y, maxWidth: rect.width - 1,
        style: .faint)
      if isFocused { buffer[rect.x, rect.y] = Cell(" ", style: .inverted) }
      return
    }
    // Scroll so that the cursor's column is inside the field.
    var start = 0
    var widthToCursor = DisplayWidth.of(String(characters[0..<cursor]))
    while widthToCursor >= rect.width, start < cursor {
      widthToCursor -= DisplayWidth.of(characters[start])
      start += 1
    }
    var column = rect.x
    for index in start...characters.count {
      let isCursor = isFocused && index == cursor
      let character = index < characters.count ? characters[index] : " "
      let width = max(1, DisplayWidth.of(character))
      guard column + width <= rect.x + rect.width else { break }
      column += buffer.draw(character, x: column, y: rect.y, style: isCursor ? .inverted : .plain)
    }
  }
}
