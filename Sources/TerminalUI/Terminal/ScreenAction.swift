/// What a screen asks the app to do after a key.
@MainActor
public enum ScreenAction {
  /// Nothing more.
  case none
  /// Show `screen` on top.
  case push(any TerminalScreen)
  /// Go back to the screen below; quits from the first screen.
  case pop
  /// Quit the app.
  case quit
}
