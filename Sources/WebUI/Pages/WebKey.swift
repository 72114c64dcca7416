/// The keys a page acts on, as the browser names them.
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
  case space = " "
  case next = "n"
  case previous = "p"
  case favourite = "f"
  case swap = "s"
  case louder = "+"
  case softer = "-"

  /// Every key, as a JSON array of the browser's names: what the page script listens for.
  static let json = "[" + allCases.map { #""\#($0.rawValue)""# }.joined(separator: ",") + "]"
}
