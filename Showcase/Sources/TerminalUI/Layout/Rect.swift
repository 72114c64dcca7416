/// A rectangle of cells: origin (column, row) and size.
public struct Rect: Hashable, Sendable {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The width in columns.
  public var width: Int
  /// The height in rows.
  public var height: Int

  /// A rectangle at (`x`, `y`), `width` columns by `height` rows.
  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y) = (x, y)
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle shrunk by `horizontal` columns and `vertical` rows on each side.
  public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
    Rect(
      x: x + horizontal, y: y + vertical, width: width - 2 * horizontal,
      height: height - 2 * vertical)
  }

  /// At most `columns` wide, centred across this rectangle: a column of text or a table that a
  /// wide terminal shows in the middle, not spread over its whole width.
  public func centred(width columns: Int) -> Rect {
    let narrower = min(width, max(0, columns))
    return Rect(x: x + (width - narrower) / 2, y: y, width: narrower, height: height)
  }

  /// The top `rows` rows, and what is left below them.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: rows),
      Rect(x: x, y: y + rows, width: width, height: height - rows)
    )
  }

  /// The bottom `rows` rows, and what is left above them.
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - rows),
      Rect(x: x, y: y + height - rows, width: width, height: rows)
    )
  }

  /// The rows from `row` (a screen row) to the bottom: empty when `row` is below it.
  public func rows(from row: Int) -> Rect {
    Rect(x: x, y: max(y, row), width: width, height: y + height - max(y, row))
  }

  /// Whether the rectangle has no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this rectangle inside `other`: empty (zero wide and tall) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the cell at column `x`, row `y` is inside.
  public func contains(x: Int, y: Int) -> Bool {
    (self.x..<self.x + width).contains(x) && (self.y..<self.y + height).contains(y)
  }
}
