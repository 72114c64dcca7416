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

  /// Whether a session asks the terminal how it shows pictures: to find out (`auto`), or to check
  /// a protocol forced that cannot be taken on trust (kitty's, iTerm2's), which falls back to
  /// half-blocks, saying so, where the terminal's answers show it cannot.
  public var queriesTerminal: Bool {
    self == .auto || forcedProtocol != nil
  }

  /// The protocol forced and checked against the terminal's answers; `nil` for the others.
  /// Sixel forced is taken as given: some terminals show it without saying so.
  var forcedProtocol: GraphicsProtocol? {
    switch self {
    case .kitty: .kitty
    case .iterm: .iterm
    default: nil
    }
  }
}
