public import MVVMKit

/// A selectable list's state: the selected row, the rows on screen, and the selection followed by
/// identity through changes. The moving keys mean the same in every list: ↑↓ a row, PgUp/PgDn a
/// page less one row (for context), Home/End the ends; `KeyBinding.moving` declares them, this
/// carries them out.
///
/// ```swift
/// list.update(to: viewModel.rows.map(\.id))   // each frame: follow the rows
/// let shown = list.layout(visibleRows: rect.height)
/// for index in shown { draw(rows[index], isSelected: index == list.selection) }
///
/// // in a binding
/// if list.move(key) == .pastEnd { viewModel.loadMoreTapped() }
/// ```
public struct SelectableList<ID: Hashable & Sendable>: Sendable {
  private var follower = ListFollower<ID>()
  private var scroll = ScrollState()
  /// How many rows were on screen at the last layout: a page.
  public private(set) var visibleRows = 1

  /// An empty list.
  public init() {}

  /// The selected row's index.
  public var selection: Int { follower.selection }
  /// The selected row's identity, if the list has rows.
  public var selectedID: ID? {
    follower.ids.indices.contains(selection) ? follower.ids[selection] : nil
  }
  /// How many rows there are.
  public var count: Int { follower.ids.count }
  /// The first row on screen.
  public var offset: Int { scroll.offset }
  /// The rows the last change inserted (see ``ListFollower``).
  public var inserted: Set<ID> { follower.inserted }

  /// Takes the list to `ids`: the selection stays on its row, and the view moves with it.
  public mutating func update(to ids: [ID]) {
    if let change = follower.update(to: ids) { scroll.follow(from: change.from, to: change.to) }
  }

  /// Selects row `index` (clamped to the list).
  public mutating func select(_ index: Int) {
    follower.select(index)
  }

  /// Selects the row `id`, if the list has it.
  public mutating func select(id: ID) {
    if let index = follower.ids.firstIndex(of: id) { follower.select(index) }
  }

  /// Moves the selection by a moving key: ↑↓ (and `k` `j`, which arrive as arrows), PgUp/PgDn a
  /// page less one row, Home/End.
  ///
  /// - Returns: Whether it moved, or was already at the end it was moved towards.
  @discardableResult
  public mutating func move(_ key: Key) -> ListMovement {
    guard count > 0 else { return GridSelection.pastAnEmptyList(key) }
    let page = max(1, visibleRows - 1)
    let last = count - 1
    let target: Int
    switch key {
    case .up: target = selection - 1
    case .down: target = selection + 1
    case .pageUp: target = selection - page
    case .pageDown: target = selection + page
    case .home: target = 0
    case .end: target = last
    default: return .stayed
    }
    let clamped = min(max(0, target), last)
    guard clamped != selection else {
      return target < selection || key == .home ? .pastStart : .pastEnd
    }
    follower.select(clamped)
    return .moved
  }

  /// Scrolls the least needed for the selection to be among `visibleRows` rows, and returns the
  /// rows on screen.
  public mutating func layout(visibleRows: Int) -> Range<Int> {
    self.visibleRows = max(1, visibleRows)
    scroll.reveal(selection, visibleRows: self.visibleRows, count: count)
    return scroll.offset..<min(count, scroll.offset + self.visibleRows)
  }

  /// "12–16 of 54 · more above · more below", for a list that does not fit; with `total`, in
  /// the `total` rows there are while more are still to load (see
  /// ``positionText(_:of:total:horizontal:)``).
  public func position(total: Int? = nil) -> String {
    positionText(offset..<min(count, offset + visibleRows), of: count, total: total)
  }
}

extension SelectableList {
  /// Takes the list to `ids` with `model`'s selection on it: each frame, so that the list shows
  /// what the view model holds and keeps it where it was on screen as the items change.
  @MainActor
  public mutating func follow<Model: SelectingViewModel>(_ model: Model, among ids: [ID])
  where Model.ItemID == ID {
    update(to: ids)
    if let id = model.selectedID { select(id: id) }
  }

  /// Moves the selection by a moving key (as ``move(_:)``) and tells `model` the item it reached.
  ///
  /// - Returns: Whether it moved, or was already at the end it was moved towards.
  @MainActor @discardableResult
  public mutating func move<Model: SelectingViewModel>(_ key: Key, selectingIn model: Model)
    -> ListMovement
  where Model.ItemID == ID {
    let movement = move(key)
    selectedID.map(model.select)
    return movement
  }
}
