/// A panel shown beside every screen of an app, such as an inspector: the right third of the
/// terminal from ``SidePanelLayout/besideWidth`` columns, the whole screen below that.
///
/// Set it as the ``Navigator``'s ``Navigator/panel``. Its keys work on every screen, after the
/// screen's own; while it covers the screen, only its keys (its ``focusedBindings`` among them),
/// `?` and Esc (which hides it) work. Beside the screen it may take the focus (Tab where the
/// screen has no use for it, or a click): then its focused keys come first, and Esc gives the
/// focus back to the screen.
@MainActor
public protocol SidePanel: AnyObject {
  /// Whether it is shown.
  var isShown: Bool { get }
  /// Hides it (Esc while it covers the screen).
  func hide()
  /// Its keys: the one that shows and hides it, and any that work while it is shown.
  var bindings: [KeyBinding] { get }
  /// Its keys while it covers the screen (and so has every key): ``bindings`` by default; a panel
  /// leaves out those that take the focus to it.
  var coveringBindings: [KeyBinding] { get }
  /// A short note for the status bar while something the panel controls is on (such as
  /// "offline"), shown whether or not the panel is; `nil` for none.
  var statusNote: String? { get }
  /// Draws the panel, about `screen` (the top one), into `rect` of `buffer`. What it reads from
  /// observable objects is tracked, as for a screen.
  ///
  /// It is drawn again only when something it read from observable objects changes, when the
  /// screen, the rectangle or ``hasFocus`` changes, after a key or a click that went to it, and
  /// each frame while it moves (``Animation/nextFrame()``); other frames show its last drawing
  /// again. So what it shows should come from observable state, its own included.
  func draw(about screen: any TerminalScreen, in rect: Rect, on buffer: inout ScreenBuffer)
  /// Told of each screen the navigator shows, shown or not: as it is pushed, before it appears,
  /// and, when the panel is set, of those already on the stack. So an inspector can watch a
  /// screen's view model from its start. Does nothing by default.
  func watch(_ screen: any TerminalScreen)
  /// Whether it has the focus beside the screen; `false` by default.
  var hasFocus: Bool { get }
  /// The keys that act on the panel itself (scrolling its sections) while it has the focus or
  /// covers the screen; Esc excluded. None by default.
  var focusedBindings: [KeyBinding] { get }
  /// Gives the focus back to the screen (Esc while it has it). Does nothing by default.
  func blur()
}

extension SidePanel {
  /// ``bindings``.
  public var coveringBindings: [KeyBinding] { bindings }
  /// Does nothing.
  public func watch(_ screen: any TerminalScreen) {}
  /// Never.
  public var hasFocus: Bool { false }
  /// None.
  public var focusedBindings: [KeyBinding] { [] }
  /// Does nothing.
  public func blur() {}
}
