/// The key model every page shares, as the browser names the keys: moving, opening, going back,
/// help, retry and reload. An app's own keys are its actions' (`ActionKeys`), never these.
public enum WebKey: String, Sendable, CaseIterable {
  case up = "ArrowUp"
  case down = "ArrowDown"
  case left = "ArrowLeft"
  case right = "ArrowRight"
  case enter = "Enter"
  case escape = "Escape"
  case pageUp = "PageUp"
  case pageDown = "PageDown"
  case home = "Home"
  case end = "End"
  case help = "?"
  case retry = "r"
  case reload = "R"

  /// Every key, as a JSON array of the browser's names: what the page script listens for.
  static let json = "[" + allCases.map { #""\#($0.rawValue)""# }.joined(separator: ",") + "]"
}
