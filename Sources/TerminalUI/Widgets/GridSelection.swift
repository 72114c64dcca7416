/// A selection in a grid of `count` cards laid out `columns` to a row, moved by arrow keys.
public struct GridSelection: Hashable, Sendable {
  /// The selected card's index.
  public private(set) var index = 0

  /// The first card selected.
  public init(index: Int = 0) {
    self.index = index
  }

  /// The number of columns of cards `cardWidth` wide (with one column of gap) in `width` columns.
  public static func columns(forWidth width: Int, cardWidth: Int) -> Int {
    max(1, (width + 1) / (cardWidth + 1))
  }

  /// Cards at least `minimumCardWidth` wide that fill `width` (with one column of gap): as many
  /// columns as fit, each as wide as they can share.
  public static func layout(forWidth width: Int, minimumCardWidth: Int) -> (
    columns: Int, cardWidth: Int
  ) {
    let columns = columns(forWidth: width, cardWidth: minimumCardWidth)
    return (columns, max(minimumCardWidth, (width - (columns - 1)) / columns))
  }

  /// Moves the selection by an arrow key; returns whether it moved.
  @discardableResult
  public mutating func move(_ key: Key, columns: Int, count: Int) -> Bool {
    guard count > 0 else { return false }
    let before = index
    switch key {
    case .left: index = max(0, index - 1)
    case .right: index = min(count - 1, index + 1)
    case .up where index >= columns: index -= columns
    case .down: index = min(count - 1, index + columns)
    case .home: index = 0
    case .end: index = count - 1
    default: break
    }
    return index != before
  }

  /// Keeps the selection inside a grid of `count` cards.
  public mutating func clamp(count: Int) {
    index = min(max(0, index), max(0, count - 1))
  }
}
