/// One terminal cell: the character drawn in it, and its style.
///
/// A wide character occupies its cell and the next; the next holds a ``continuation`` cell, which
/// the renderer never writes.
public struct Cell: Hashable, Sendable {
  // Every frame compares each of its cells with the last frame's: the stored properties are
  // cheap to compare, the cheapest first (no optionals, whose comparison is generic).
  /// The columns the character takes: 1 or 2 (0 for a continuation).
  public private(set) var width: Int
  /// How the cell looks.
  public var style: Style
  /// The character; a space in a continuation cell.
  private(set) var glyph: Character

  /// The character, or `nil` in the second column of a wide character.
  public var character: Character? { width == 0 ? nil : glyph }

  /// A cell showing `character`, made safe: a control character is stored as its visible
  /// stand-in (``TerminalText/sanitized(_:)-(Character)``), so no cell can hold one.
  public init(_ character: Character, style: Style = .plain) {
    let character = TerminalText.sanitized(character)
    self.glyph = character
    self.width = max(1, DisplayWidth.of(character))
    self.style = style
  }

  /// A cell showing `character`, already made safe, that takes `width` columns: for drawing
  /// text whose characters were sanitized and measured once.
  init(sanitized character: Character, width: Int, style: Style) {
    self.glyph = character
    self.width = max(1, width)
    self.style = style
  }

  private init(continuationOf style: Style) {
    self.glyph = " "
    self.width = 0
    self.style = style
  }

  /// An empty cell.
  public static let blank = Cell(" ")

  /// The second column of a wide character.
  public static func continuation(style: Style) -> Cell {
    Cell(continuationOf: style)
  }
}
