/// Writes frames to a terminal, sending only the cells that changed since the last frame.
///
/// A one-cell change costs a cursor move, a style and the character: a few dozen bytes, not a
/// screen; a frame like the last costs nothing. The cursor is hidden when a whole frame is drawn
/// (the first, and after ``invalidate()``), not on every frame.
public struct Renderer: Sendable {
  private var previous: ScreenBuffer?
  /// Whether colours are emitted; `false` when `NO_COLOR` is set.
  public var colors: Bool

  /// A renderer that has drawn nothing yet.
  public init(colors: Bool = true) {
    self.colors = colors
  }

  /// Forgets the last frame, so the next one is drawn whole (after a resize, or a redraw).
  public mutating func invalidate() {
    previous = nil
  }

  /// The bytes that turn the terminal's screen from the last frame into `frame`: none when they
  /// are the same.
  public mutating func render(_ frame: ScreenBuffer) -> String {
    var output = ""
    let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
    if full { output += "\u{1B}[?25l\u{1B}[0m\u{1B}[2J" }
    var currentStyle: Style?
    var cursor: (x: Int, y: Int)?
    for row in 0..<frame.height {
      // Most rows are as they were: one comparison of the row skips them.
      if !full, let previous, previous.rowMatches(frame, row: row) { continue }
      for column in 0..<frame.width {
        let cell = frame[column, row]
        guard let character = cell.character else { continue }
        if !full, let previous, previous[column, row] == cell,
          cell.width < 2 || previous[column + 1, row] == frame[column + 1, row]
        {
          continue
        }
        if full, cell == .blank { continue }
        if cursor.map({ $0.x != column || $0.y != row }) ?? true {
          output += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if currentStyle != cell.style {
          output += cell.style.sgr(colors: colors)
          currentStyle = cell.style
        }
        output.append(character)
        cursor = (column + cell.width, row)
      }
    }
    // Each frame sets the style of the first cell it writes, so none is reset at its end.
    previous = frame
    return output
  }
}
