/// One terminal cell: the character drawn in it, and its style.
///
/// A wide character occupies its cell and the next; the next holds a ``continuation`` cell, which
/// the renderer never writes.
public struct Cell: Hashable, Sendable {
  /// The character, or `nil` in the second column of a wide character.
  public var character: Character?
  /// The columns the character takes: 1 or 2 (0 for a continuation).
  public var width: Int
  /// How the cell looks.
  public var style: Style

  /// A cell showing `character`, made safe: a control character is stored as its visible
  /// stand-in (``TerminalText/sanitized(_:)-(Character)``), so no cell can hold one.
  public init(_ character: Character, style: Style = .plain) {
    let character = TerminalText.sanitized(character)
    self.character = character
    self.width = max(1, DisplayWidth.of(character))
    self.style = style
  }

  private init(continuationOf style: Style) {
    self.character = nil
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
