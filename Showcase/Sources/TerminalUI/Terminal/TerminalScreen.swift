/// A screen of a terminal app: draws itself from its view model and declares its keys.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// The screen's name in the status bar's breadcrumb, such as "Cocktails" or "Mojito".
  var title: String { get }
  /// What the keys do on this screen now (it may change with focus and state), in the order the
  /// status bar and the `?` help show them. The app adds `?` (help) and Esc/`q` (back) after them,
  /// so a screen binds Esc only to leave a field.
  var bindings: [KeyBinding] { get }
  /// The navigator the screen is shown by; set when it is pushed.
  var navigator: Navigator? { get set }
  /// Whether a text field has the focus: it takes every printable key, so no binding of one is
  /// listed or reached meanwhile.
  var isEditingText: Bool { get }
  /// Gives a focused text field the key first; `true` when it took it (typing, editing keys).
  func handleText(_ key: Key) -> Bool
  /// Draws the screen into `rect` of `buffer`. What it reads from observable view models is
  /// tracked: a change to any of it draws the screen again.
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int)
  /// The screen became the top one.
  func appeared()
  /// The process is about to be stopped (Ctrl-Z, or SIGTSTP from outside): a screen whose time
  /// runs (a player) pauses it, so the time stopped is not counted.
  func processWillStop()
  /// The process was continued after a stop: what ``processWillStop()`` paused may go on.
  func processDidContinue()
  /// The user asked to go back from this screen (Esc, `q`): `true` when the screen took it (a
  /// screen a flow shows asks the flow, which takes its screens off the navigator itself);
  /// `false` to have the navigator pop it.
  func goBack() -> Bool
}

extension TerminalScreen {
  /// Does nothing: a screen that loads data when shown implements this.
  public func appeared() {}

  /// No field: a screen with a text field implements this.
  public var isEditingText: Bool { false }

  /// Takes no key: a screen with a text field implements this.
  public func handleText(_ key: Key) -> Bool { false }

  /// Does nothing: a screen whose time runs implements this.
  public func processWillStop() {}

  /// Does nothing: a screen whose time runs implements this.
  public func processDidContinue() {}

  /// Leaves it to the navigator, which pops the screen.
  public func goBack() -> Bool { false }
}
