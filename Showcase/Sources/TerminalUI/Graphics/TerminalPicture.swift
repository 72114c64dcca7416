import Atomics

/// A picture ready for a terminal's graphics protocol: its pixels encoded once, at the size of the
/// cells it covers, and the same picture as half-block cells.
///
/// A frame places it with ``ScreenBuffer/drawPicture(_:in:)``, which draws the cells: they are
/// what the frame shows as text (`--once`, a recording), and what the terminal shows where the
/// picture cannot be (something was drawn over part of it). The ``Renderer`` sends the encoded
/// picture instead of those cells while nothing covers them.
public final class TerminalPicture: Sendable {
  /// Unique in the process: the kitty graphics protocol keeps a picture sent once under it.
  public let id: UInt32
  /// The protocol ``encoded`` is for.
  public let graphics: GraphicsProtocol
  /// The cells it covers, and the same picture in half-blocks.
  public let cells: PixelImage.Cells
  /// The picture for ``graphics``: a PNG for kitty, a JPEG or PNG for iTerm2, a DCS string for
  /// sixel.
  public let encoded: [UInt8]
  /// Whether its pixels span its cells across, the last row perhaps partly blank (else down, the
  /// last column perhaps partly blank): a picture keeps its aspect, and the cells it covers are
  /// whole, so one way it fills them and the other it may not. kitty is told only that way, and
  /// works the other out from the pixels, so that nothing is stretched.
  public let fillsWidth: Bool

  /// A picture covering `cells.columns` x `cells.rows` cells, `encoded` for `graphics`, its
  /// pixels spanning them across (`fillsWidth`) or down.
  public init(
    graphics: GraphicsProtocol, cells: PixelImage.Cells, encoded: [UInt8], fillsWidth: Bool = true
  ) {
    id = Self.nextID.loadThenWrappingIncrement(ordering: .relaxed) % 0xFFFF_FFFE + 1
    self.graphics = graphics
    self.cells = cells
    self.encoded = encoded
    self.fillsWidth = fillsWidth
  }

  /// Cells across.
  public var columns: Int { cells.columns }
  /// Cells down.
  public var rows: Int { cells.rows }

  private static let nextID = ManagedAtomic<UInt32>(0)
}

extension TerminalPicture: Hashable {
  /// Whether the two are the same picture (not two pictures of the same pixels: the terminal
  /// keeps each under its own id).
  public static func == (lhs: TerminalPicture, rhs: TerminalPicture) -> Bool { lhs === rhs }

  /// Hashes the picture's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ScreenBuffer {
  /// A picture a frame placed, and where.
  public struct PlacedPicture: Hashable, Sendable {
    /// The picture.
    public let picture: TerminalPicture
    /// The cells it covers.
    public let rect: Rect
  }

  /// Draws `picture` centred in `rect`: its half-block cells, and, when all of them fit, the
  /// picture itself placed over them (see ``TerminalPicture``).
  ///
  /// - Returns: Where it was drawn.
  @discardableResult
  public mutating func drawPicture(_ picture: TerminalPicture, in rect: Rect) -> Rect {
    let drawn = drawImage(picture.cells, in: rect)
    if drawn.width == picture.columns, drawn.height == picture.rows {
      pictures.append(PlacedPicture(picture: picture, rect: drawn))
    }
    return drawn
  }

  /// Whether the cells `placed` covers still show its picture: nothing was drawn over it since.
  func shows(_ placed: PlacedPicture) -> Bool {
    let rect = placed.rect
    guard rect.intersection(bounds) == rect else { return false }
    let drawn = placed.picture.cells
    for row in 0..<rect.height {
      let start = (rect.y + row) * width + rect.x
      if !cells[start..<(start + rect.width)].elementsEqual(
        drawn.cells[(row * rect.width)..<((row + 1) * rect.width)])
      {
        return false
      }
    }
    return true
  }
}
