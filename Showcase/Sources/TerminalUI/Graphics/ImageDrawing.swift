/// How a frame draws pictures: not at all, in half-block cells, or as pixels through a graphics
/// protocol of the terminal. A ``ScreenBuffer`` carries it, so that whatever draws a picture
/// draws it the way the terminal the frame is for can show it.
public enum ImageDrawing: Hashable, Sendable {
  /// No pictures: their room is left empty (`--images none`).
  case none
  /// Two pixels a cell with the upper-half block (or a character ramp without colour): what every
  /// terminal shows.
  case blocks
  /// The picture's own pixels, `cell` pixels a cell, through `protocol`.
  case pixels(GraphicsProtocol, cell: CellPixels)

  /// Whether pictures are drawn at all.
  public var showsPictures: Bool { self != .none }

  /// The pixels a picture over `columns` x `rows` cells shows: two a cell, one above the other,
  /// with half-blocks; the cell's own with a graphics protocol. What a screen asks a service for
  /// (a thumbnail's size).
  public func pixels(columns: Int, rows: Int) -> (width: Int, height: Int) {
    switch self {
    case .none, .blocks: (columns, rows * 2)
    case .pixels(_, let cell): (columns * cell.width, rows * cell.height)
    }
  }
}
