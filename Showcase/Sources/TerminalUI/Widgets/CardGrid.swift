/// A grid of cards' state: the selected card, the rows on screen, and the selection followed by
/// identity through changes. The moving keys mean what they mean in every list (see
/// ``GridSelection/move(_:columns:count:pageRows:)``); a page is the rows on screen less one.
///
/// ```swift
/// grid.update(to: viewModel.cards.map(\.id))
/// for card in grid.layout(in: rect, minimumCardWidth: 28, cardHeight: 5) {
///   buffer.drawCard(title: cards[card.index].title, …, in: card.rect,
///                   isSelected: card.index == grid.selection)
/// }
/// ```
public struct CardGrid<ID: Hashable & Sendable>: Sendable {
  private var follower = ListFollower<ID>()
  private var cursor = GridSelection()
  private var scroll = ScrollState()
  /// How many cards a row held at the last layout.
  public private(set) var columns = 1
  /// How many rows of cards were on screen at the last layout.
  public private(set) var visibleRows = 1
  /// How many cards one row showed, when the grid was laid out as one row.
  private var shownInRow: Int?

  /// Whether the cards are one row, scrolled sideways (see ``layoutRow(in:minimumCardWidth:)``).
  public let isOneRow: Bool

  /// An empty grid: of rows of cards, or with `oneRow` a single row scrolled sideways.
  public init(oneRow: Bool = false) {
    isOneRow = oneRow
  }

  /// The selected card's index.
  public var selection: Int { cursor.index }
  /// The selected card's identity, if there are cards.
  public var selectedID: ID? {
    follower.ids.indices.contains(cursor.index) ? follower.ids[cursor.index] : nil
  }
  /// How many cards there are.
  public var count: Int { follower.ids.count }
  /// The cards the last change inserted (see ``ListFollower``).
  public var inserted: Set<ID> { follower.inserted }

  /// Takes the grid to `ids`: the selection stays on its card, and the view moves with it.
  ///
  /// - Returns: Whether the cards changed.
  @discardableResult
  public mutating func update(to ids: [ID]) -> Bool {
    guard let change = follower.update(to: ids) else { return false }
    cursor = GridSelection(index: follower.selection)
    scroll.follow(from: change.from / columns, to: change.to / columns)
    return true
  }

  /// Selects the card `id`, where the grid has it: the selection a view model holds, followed
  /// each frame.
  public mutating func select(id: ID) {
    // Each frame, it is where it was: found without a search of the cards.
    guard id != selectedID, let index = follower.ids.firstIndex(of: id) else { return }
    select(index)
  }

  /// Selects the card at `index` (clamped to the grid): a click on it.
  public mutating func select(_ index: Int) {
    follower.select(index)
    cursor = GridSelection(index: follower.selection)
  }

  /// Moves the selection by a moving key.
  ///
  /// - Returns: Whether it moved, or was already at the edge it was moved towards (↑ in the first
  ///   row is ``ListMovement/pastStart``).
  @discardableResult
  public mutating func move(_ key: Key) -> ListMovement {
    let movement = cursor.move(
      key, columns: isOneRow ? max(1, count) : columns, count: count,
      pageRows: max(1, visibleRows - 1))
    follower.select(cursor.index)
    return movement
  }

  /// Lays the cards out in `rect`, as many to a row as fit at least `minimumCardWidth` wide (with
  /// a column between them), `cardHeight` tall, scrolled the least needed to show the selection.
  ///
  /// - Returns: Each card on screen: its index, and where to draw it.
  public mutating func layout(in rect: Rect, minimumCardWidth: Int, cardHeight: Int)
    -> [(index: Int, rect: Rect)]
  {
    let layout = GridSelection.layout(forWidth: rect.width, minimumCardWidth: minimumCardWidth)
    columns = layout.columns
    visibleRows = max(1, rect.height / max(1, cardHeight))
    shownInRow = nil
    cursor.clamp(count: count)
    let rows = (count + columns - 1) / columns
    scroll.reveal(cursor.index / columns, visibleRows: visibleRows, count: rows)
    let shownRows = scroll.offset..<min(rows, scroll.offset + visibleRows)
    var cards: [(index: Int, rect: Rect)] = []
    cards.reserveCapacity(shownRows.count * columns)  // made each frame: no growing as it fills
    for row in shownRows {
      for column in 0..<columns where row * columns + column < count {
        cards.append(
          (
            row * columns + column,
            Rect(
              x: rect.x + column * (layout.cardWidth + 1),
              y: rect.y + (row - scroll.offset) * cardHeight, width: layout.cardWidth,
              height: cardHeight)
          ))
      }
    }
    return cards
  }

  /// Lays the cards of a one-row grid out in `rect`, as many as fit at least `minimumCardWidth`
  /// wide, scrolled sideways the least needed to show the selection (↑ and ↓ are past the row's
  /// start and end).
  ///
  /// - Returns: Each card on screen: its index, and where to draw it.
  public mutating func layoutRow(in rect: Rect, minimumCardWidth: Int)
    -> [(index: Int, rect: Rect)]
  {
    let layout = GridSelection.layout(forWidth: rect.width, minimumCardWidth: minimumCardWidth)
    visibleRows = 1
    shownInRow = layout.columns
    cursor.clamp(count: count)
    scroll.reveal(cursor.index, visibleRows: layout.columns, count: count)
    return (scroll.offset..<min(count, scroll.offset + layout.columns)).enumerated().map {
      slot, index in
      (
        index,
        Rect(
          x: rect.x + slot * (layout.cardWidth + 1), y: rect.y, width: layout.cardWidth,
          height: rect.height)
      )
    }
  }

  /// "1–9 of 54 · more below" when the rows do not all fit, else `nil`; for one row, "4–6 of 12 ·
  /// ← more · more →".
  public var position: String? {
    if let shownInRow {
      guard count > shownInRow else { return nil }
      return positionText(
        scroll.offset..<min(count, scroll.offset + shownInRow), of: count, horizontal: true)
    }
    let rows = (count + columns - 1) / columns
    guard rows > visibleRows else { return nil }
    let first = scroll.offset * columns
    return positionText(first..<min(count, (scroll.offset + visibleRows) * columns), of: count)
  }
}
