/// A panel shown beside every screen of an app, such as an inspector: the right third of the
/// terminal from ``SidePanelLayout/besideWidth`` columns, the whole screen below that.
///
/// Set it as the ``Navigator``'s ``Navigator/panel``. Its keys work on every screen, after the
/// screen's own; while it covers the screen, only its keys, `?` and Esc (which hides it) work.
@MainActor
public protocol SidePanel: AnyObject {
  /// Whether it is shown.
  var isShown: Bool { get }
  /// Hides it (Esc while it covers the screen).
  func hide()
  /// Its keys: the one that shows and hides it, and any that work while it is shown.
  var bindings: [KeyBinding] { get }
  /// A short note for the status bar while something the panel controls is on (such as
  /// "offline"), shown whether or not the panel is; `nil` for none.
  var statusNote: String? { get }
  /// Draws the panel, about `screen` (the top one), into `rect` of `buffer`. What it reads from
  /// observable objects is tracked, as for a screen.
  func draw(about screen: any TerminalScreen, in rect: Rect, on buffer: inout ScreenBuffer)
  /// Told of each screen the navigator shows, shown or not: as it is pushed, before it appears,
  /// and, when the panel is set, of those already on the stack. So an inspector can watch a
  /// screen's view model from its start. Does nothing by default.
  func watch(_ screen: any TerminalScreen)
}

extension SidePanel {
  /// Does nothing.
  public func watch(_ screen: any TerminalScreen) {}
}

/// Where a ``SidePanel`` goes.
public enum SidePanelLayout: Equatable, Sendable {
  /// Not shown.
  case hidden
  /// Beside the screen, in the right third.
  case beside
  /// Over the whole screen, which is not drawn.
  case covering

  /// The narrowest terminal the panel is shown beside the screen in; below it, it covers it.
  public static let besideWidth = 120

  /// The layout of `panel` in a terminal `width` columns wide.
  @MainActor
  public static func of(_ panel: (any SidePanel)?, width: Int) -> SidePanelLayout {
    guard let panel, panel.isShown else { return .hidden }
    return width >= besideWidth ? .beside : .covering
  }

  /// The rectangles of the screen and the panel in `content`; the screen's is `nil` when covered.
  public func split(_ content: Rect) -> (screen: Rect?, panel: Rect?) {
    switch self {
    case .hidden: (content, nil)
    case .covering: (nil, content)
    case .beside:
      (
        Rect(
          x: content.x, y: content.y, width: content.width - content.width / 3,
          height: content.height),
        Rect(
          x: content.x + content.width - content.width / 3, y: content.y, width: content.width / 3,
          height: content.height)
      )
    }
  }
}
