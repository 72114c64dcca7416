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

/// A terminal's way of showing an image's pixels in its cells.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): a PNG sent once under an id,
  /// placed over cells, deleted by its id.
  case kitty
  /// DEC sixel graphics (xterm with sixel, foot, mlterm, Windows Terminal, WezTerm, tmux 3.4):
  /// pixels painted into the cells from the cursor, overwritten by the text drawn there later.
  case sixel
  /// iTerm2's inline images (iTerm2, WezTerm, mintty): an image file (a JPEG) in an `OSC 1337`
  /// string, painted into the cells like sixel.
  case iterm
}

/// The size of one cell, in pixels: what a picture drawn over `columns` x `rows` cells is encoded
/// at.
public struct CellPixels: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int

  /// A cell of `width` x `height` pixels, each clamped to 1...``largest``.
  public init(width: Int, height: Int) {
    self.width = min(max(1, width), Self.largest)
    self.height = min(max(1, height), Self.largest)
  }

  /// The largest side believed of a cell: a terminal that reports more is not taken at its word
  /// (a picture of 1,000 such cells would be gigabytes).
  public static let largest = 64

  /// What a cell is taken to be when the terminal does not say: 10 x 20, a common monospace font
  /// at 14 points.
  public static let usual = CellPixels(width: 10, height: 20)
}

/// What `--images` asks for: a protocol, half-blocks, none, or what the terminal answers to a
/// query (`auto`).
public enum ImagesOption: String, CaseIterable, Hashable, Sendable {
  /// The terminal's best: asked of the terminal when the session starts (see
  /// ``GraphicsDetection``), half-blocks meanwhile.
  case auto
  /// The kitty graphics protocol.
  case kitty
  /// Sixel graphics.
  case sixel
  /// iTerm2's inline images.
  case iterm
  /// Half-blocks.
  case blocks
  /// No pictures.
  case none

  /// How a frame draws pictures with this option before the terminal has answered, and with
  /// `cell` the size of a cell.
  public func drawing(cell: CellPixels) -> ImageDrawing {
    switch self {
    case .auto, .blocks: .blocks
    case .none: .none
    case .kitty: .pixels(.kitty, cell: cell)
    case .sixel: .pixels(.sixel, cell: cell)
    case .iterm: .pixels(.iterm, cell: cell)
    }
  }
}
