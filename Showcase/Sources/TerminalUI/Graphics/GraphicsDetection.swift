/// Finds which graphics protocol a terminal shows pictures through, from its answers to one
/// query, as yazi and chafa do.
///
/// ``query`` asks three things at once: whether a kitty graphics command works (an answer comes
/// only from a terminal that has the protocol), the size of a cell in pixels, and the primary
/// device attributes. Every terminal answers the last, and answers in order, so when the device
/// attributes come, every answer that is coming has come: nothing is left to arrive later (on the
/// screen, or at the shell after the app ends). `TERM`, `TERM_PROGRAM` and `LC_TERMINAL` decide
/// for the terminals the answers do not tell apart (iTerm2's inline images).
///
/// A protocol the user forces (`--images kitty`) is checked the same way: where the answers show
/// the terminal cannot show it (no kitty answer; not a terminal of iTerm2's images), pictures are
/// half-blocks and ``notice`` says why, once, rather than a loading pattern that never ends.
public struct GraphicsDetection: Sendable {
  /// The id of the kitty image the query asks about.
  public static let queryID = 31

  /// The query: a kitty graphics query (a 1x1 image, not stored), the cell's size in pixels
  /// (`CSI 16 t`), then the primary device attributes (`CSI c`).
  public static let query =
    "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"

  private let environment: [String: String]
  private let forced: GraphicsProtocol?
  private var kittyAnswered = false
  private var cell: CellPixels?
  /// Why the protocol forced is not used, once the answers showed the terminal cannot show it.
  public private(set) var notice: String?

  /// A detection for a terminal whose environment is `environment`.
  ///
  /// - Parameters:
  ///   - environment: Where `TERM`, `TERM_PROGRAM` and `LC_TERMINAL` are read from.
  ///   - cell: The cell size the terminal's window size gives in pixels, if it gives one.
  ///   - forced: The protocol the user asked for, to check rather than to find: it is used
  ///     unless the answers show the terminal cannot show it.
  public init(
    environment: [String: String], cell: CellPixels? = nil, forcing forced: GraphicsProtocol? = nil
  ) {
    self.environment = environment
    self.cell = cell
    self.forced = forced
  }

  /// Whether querying the terminal is worth it: not under `TERM=linux` (the console draws no
  /// pictures) nor `dumb`.
  public static func isWorthQuerying(environment: [String: String]) -> Bool {
    let term = environment["TERM", default: ""]
    return term != "linux" && term != "dumb"
  }

  /// Notes `reply`; once the device attributes come (the last answer), how the terminal draws
  /// pictures.
  public mutating func note(_ reply: TerminalReply) -> ImageDrawing? {
    switch reply {
    case .graphics(let id, let message) where id == Self.queryID:
      kittyAnswered = message == "OK"
    case .cellSize(let width, let height) where width > 0 && height > 0:
      cell = CellPixels(width: width, height: height)
    case .deviceAttributes(let attributes):
      return drawing(sixel: attributes.contains(4))
    default:
      break
    }
    return nil
  }

  /// How the terminal draws pictures when its answers did not all come in time: by its
  /// environment alone; a protocol forced, as forced (nothing showed it cannot).
  public func drawingWithoutAnswers() -> ImageDrawing {
    if let forced { return .pixels(forced, cell: cell ?? .usual) }
    var detection = self
    return detection.drawing(sixel: false)
  }

  private mutating func drawing(sixel: Bool) -> ImageDrawing {
    let cell = cell ?? .usual
    if let forced {
      let shows =
        switch forced {
        case .kitty: kittyAnswered || isKitty
        case .iterm: isITerm || environment["TERM_PROGRAM"] == "mintty"
        case .sixel: sixel
        }
      if shows { return .pixels(forced, cell: cell) }
      notice =
        switch forced {
        case .kitty: "No kitty graphics here: half-blocks"
        case .iterm: "No iTerm2 images here: half-blocks"
        case .sixel: "No sixel here: half-blocks"
        }
      return .blocks
    }
    if isITerm { return .pixels(.iterm, cell: cell) }
    if kittyAnswered || isKitty { return .pixels(.kitty, cell: cell) }
    if sixel { return .pixels(.sixel, cell: cell) }
    return .blocks
  }

  /// iTerm2 (its kitty support is partial; its own protocol is not) and WezTerm, whose iTerm2
  /// images are its most complete.
  private var isITerm: Bool {
    let program = environment["TERM_PROGRAM", default: ""]
    return program == "iTerm.app" || program == "WezTerm"
      || environment["LC_TERMINAL", default: ""] == "iTerm2"
  }

  /// kitty itself, when its answer was lost (the query is not passed on by every multiplexer,
  /// but kitty's own `TERM` is).
  private var isKitty: Bool {
    environment["TERM", default: ""] == "xterm-kitty" && environment["TMUX"] == nil
  }
}
