/// What the mouse did over a cell, as a terminal reports it once SGR mouse reporting (mode 1006)
/// is on: a click of the left button, or a turn of the wheel. Releases, drags and the other
/// buttons are not reported: the terminal keeps them for itself.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public var action: Action
  /// The cell's column and row, from 0.
  public var x, y: Int

  /// `action` over the cell at column `x`, row `y` (from 0).
  public init(_ action: Action, x: Int, y: Int) {
    (self.action, self.x, self.y) = (action, x, y)
  }

  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// The left button was pressed.
    case click
    /// The wheel turned up, away from the user: what is under it scrolls back.
    case wheelUp
    /// The wheel turned down: what is under it scrolls on.
    case wheelDown
  }

  /// The event an SGR report describes, `ESC [ < button ; column ; row M` (or `m` for a
  /// release), its parameters `button;column;row` given; `nil` for what is not reported (a
  /// release, a drag, another button).
  static func sgr(parameters: Substring, isRelease: Bool) -> MouseEvent? {
    let numbers = parameters.split(separator: ";").map { Int($0) }
    guard !isRelease, numbers.count == 3, let button = numbers[0], let column = numbers[1],
      let row = numbers[2], column >= 1, row >= 1
    else { return nil }
    // Shift (4), Alt (8) and Ctrl (16) change nothing here; motion (32) is a drag.
    switch button & ~(4 | 8 | 16) {
    case 0: return MouseEvent(.click, x: column - 1, y: row - 1)
    case 64: return MouseEvent(.wheelUp, x: column - 1, y: row - 1)
    case 65: return MouseEvent(.wheelDown, x: column - 1, y: row - 1)
    default: return nil
    }
  }
}
