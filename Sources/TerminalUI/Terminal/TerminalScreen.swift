/// A screen of a terminal app: draws itself from its view model and handles keys.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// Key hints for the status bar.
  var keyHints: [(key: String, action: String)] { get }
  /// Draws the screen into `rect` of `buffer`. What it reads from observable view models is
  /// tracked: a change to any of it draws the screen again.
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int)
  /// Handles a key.
  func handle(_ key: Key) -> ScreenAction
  /// The screen became the top one.
  func appeared()
}

extension TerminalScreen {
  /// Does nothing: a screen that loads data when shown implements this.
  public func appeared() {}
}
