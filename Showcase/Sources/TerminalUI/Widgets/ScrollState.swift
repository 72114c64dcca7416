/// Which rows of a list are on screen, kept so that the selected row stays visible.
public struct ScrollState: Hashable, Sendable {
  /// The first visible row.
  public private(set) var offset = 0

  /// A list scrolled to the top.
  public init() {}

  /// Moves the view with a selected row that went from row `from` to row `to` when the data
  /// changed, so the row stays where the user saw it (``reveal(_:visibleRows:count:)`` then keeps
  /// it on screen).
  public mutating func follow(from: Int, to: Int) {
    offset = max(0, offset + to - from)
  }

  /// Keeps text of `count` lines, `visibleRows` at a time, scrolled no further than its last page.
  public mutating func clamp(visibleRows: Int, count: Int) {
    offset = min(max(0, offset), max(0, count - visibleRows))
  }

  /// Scrolls text of `count` lines, `visibleRows` at a time, by a moving key: ↑↓ a line,
  /// PgUp/PgDn a page less one line, Home/End.
  public mutating func scroll(_ key: Key, visibleRows: Int, count: Int) {
    let page = max(1, visibleRows - 1)
    let last = max(0, count - visibleRows)
    switch key {
    case .up: offset -= 1
    case .down: offset += 1
    case .pageUp: offset -= page
    case .pageDown: offset += page
    case .home: offset = 0
    case .end: offset = last
    default: return
    }
    offset = min(max(0, offset), last)
  }

  /// Scrolls the least needed for row `selection` to be among `visibleRows` rows of `count`.
  public mutating func reveal(_ selection: Int, visibleRows: Int, count: Int) {
    guard visibleRows > 0, count > 0 else {
      offset = 0
      return
    }
    if selection < offset { offset = selection }
    if selection >= offset + visibleRows { offset = selection - visibleRows + 1 }
    offset = min(max(0, offset), max(0, count - visibleRows))
  }
}
