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
