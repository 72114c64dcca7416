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

  /// Moves the selection by a moving key: the arrows, PgUp/PgDn by `pageRows` rows (staying in
  /// the column while it can; from the first or last row, to the first or last card), Home/End.
  ///
  /// - Returns: Whether it moved, or was already at the edge it was moved towards: ↑ in the first
  ///   row is ``ListMovement/pastStart``, ↓ in the last row ``ListMovement/pastEnd``.
  @discardableResult
  public mutating func move(_ key: Key, columns: Int, count: Int, pageRows: Int = 1)
    -> ListMovement
  {
    guard count > 0 else { return Self.pastAnEmptyList(key) }
    let columns = max(1, columns)
    let before = index
    let lastRow = (count - 1) / columns
    switch key {
    case .left: index = max(0, index - 1)
    case .right: index = min(count - 1, index + 1)
    case .up where index < columns: return .pastStart
    case .up: index -= columns
    case .down where index / columns == lastRow: return .pastEnd
    case .down: index = min(count - 1, index + columns)
    case .pageUp where index < columns: index = 0
    case .pageUp: index -= columns * min(max(1, pageRows), index / columns)
    case .pageDown where index / columns == lastRow: index = count - 1
    case .pageDown: index = min(count - 1, index + columns * max(1, pageRows))
    case .home: index = 0
    case .end: index = count - 1
    default: return .stayed
    }
    return index != before ? .moved : .stayed
  }

  /// Where a moving key goes in a list with nothing in it: ↑ (and PgUp, Home) past its start, ↓
  /// (and PgDn, End) past its end, so a screen can move on to the section above or below.
  static func pastAnEmptyList(_ key: Key) -> ListMovement {
    switch key {
    case .up, .pageUp, .home: .pastStart
    case .down, .pageDown, .end: .pastEnd
    default: .stayed
    }
  }

  /// Keeps the selection inside a grid of `count` cards.
  public mutating func clamp(count: Int) {
    index = min(max(0, index), max(0, count - 1))
  }
}
