import Foundation

/// One terminal cell: the character drawn in it, and its style.
///
/// A wide character occupies its cell and the next; the next holds a `continuation` cell, which
/// the renderer never writes.
///
/// Every frame makes, copies, compares and drops each of its cells (12,000 at 200x60), so a cell
/// holds no reference: the character is a number (its scalar, or for a character of several
/// scalars, such as an emoji with a modifier, its place in a table every cell shares), and making,
/// copying, comparing and dropping a cell is moving and comparing sixteen bytes. None of them is
/// padding, so two cells are equal exactly when their bytes are: the ``Renderer`` compares a row
/// of cells as memory.
public struct Cell: Hashable, Sendable {
  // The cheapest to compare first.
  /// The character's code: its scalar's value, or ``Glyphs/firstClusterCode`` plus its place in
  /// ``Glyphs``' table.
  private let code: UInt32
  /// The columns the character takes: 1 or 2 (0 for a continuation). As wide as `code`, so that
  /// no byte of a cell is padding.
  private let columns: UInt32
  /// How the cell looks.
  public var style: Style

  /// The columns the character takes: 1 or 2 (0 for a continuation).
  public var width: Int { Int(columns) }

  /// The character, or `nil` in the second column of a wide character.
  public var character: Character? { columns == 0 ? nil : glyph }

  /// Whether the character is of several scalars (an emoji sequence, a flag, a letter with a
  /// combining mark): one whose width terminals may disagree on.
  var hasSeveralScalars: Bool { code >= Glyphs.firstClusterCode }

  /// The character; a space in a continuation cell.
  var glyph: Character { Glyphs.character(for: code) }

  /// A cell showing `character`, made safe: a control character is stored as its visible
  /// stand-in (``TerminalText/sanitized(_:)-(Character)``), so no cell can hold one.
  public init(_ character: Character, style: Style = .plain) {
    let character = TerminalText.sanitized(character)
    // A cell is one or two columns: an emoji sequence drawn as its parts takes a cell each (see
    // `ScreenBuffer.draw`); alone in a cell, it is given two.
    self.init(sanitized: character, width: min(2, DisplayWidth.of(character)), style: style)
  }

  /// A cell showing `character`, already made safe, that takes `width` columns: for drawing
  /// text whose characters were sanitized and measured once.
  init(sanitized character: Character, width: Int, style: Style) {
    code = Glyphs.code(for: character)
    columns = UInt32(clamping: max(1, width))
    self.style = style
  }

  /// A cell showing the scalar `scalar`, already made safe, one column wide.
  init(sanitized scalar: Unicode.Scalar, style: Style) {
    code = scalar.value
    columns = 1
    self.style = style
  }

  private init(continuationOf style: Style) {
    code = 0x20
    columns = 0
    self.style = style
  }

  /// An empty cell.
  public static let blank = Cell(" ")

  /// The second column of a wide character.
  public static func continuation(style: Style) -> Cell {
    Cell(continuationOf: style)
  }

  /// Appends the character to `output`, as the renderer writes it.
  func write(to output: inout TerminalBytes) {
    if let scalar = Unicode.Scalar(code) {
      output.append(scalar: scalar)
    } else {
      output.append(character: Glyphs.character(for: code))
    }
  }
}
