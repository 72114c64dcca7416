public import MVVMKit
public import Observation

/// Which item of a list or grid the keys have chosen: ↑↓ (and ←→ in a grid) move it, Home and
/// End go to the ends, and it stays on the same item, by id, when the items change.
///
/// The chosen id is observable: a region that reads it renders again when it moves. A list drawn
/// with ``HTML/cards(_:ids:selection:in:inOneRow:isDimmed:)`` or ``HTML/rows(_:ids:selection:in:)`` does not
/// read it that way: the session re-renders only the two items the selection left and reached.
///
/// Where the view model holds the selection (``init(selected:select:)``), the page keeps none of
/// its own: the keys move the view model's, and the list shows it, so there is one cursor.
@MainActor
@Observable
public final class WebSelection<ID: Hashable & Sendable> {
  /// The chosen item's id when the page holds it; `nil` before the keys move.
  private var chosenID: ID?
  /// Where the view model holds the selection: how to read it and move it.
  @ObservationIgnored private let source: (get: @MainActor () -> ID?, set: @MainActor (ID) -> Void)?
  /// The items, in their order: what the page rendered last.
  @ObservationIgnored private(set) var ids: [ID] = []

  /// No item chosen.
  public init() {
    source = nil
  }

  /// The selection a view model holds: `selected` reads it, `select` moves it. A list that
  /// shows it renders again when it moves.
  public init(
    selected: @escaping @MainActor () -> ID?, select: @escaping @MainActor (ID) -> Void
  ) {
    source = (selected, select)
  }

  /// The selection `model` holds, by identity: the keys move it, the list shows it.
  public convenience init<Model: SelectingViewModel>(of model: Model) where Model.ItemID == ID {
    self.init(
      selected: { [weak model] in model?.selectedID }, select: { [weak model] in model?.select($0) }
    )
  }

  /// The chosen item's id; `nil` before the keys move.
  public var selectedID: ID? {
    source?.get() ?? chosenID
  }

  /// The chosen item's position in the items, if it is among them.
  public var index: Int? { selectedID.flatMap { ids.firstIndex(of: $0) } }

  /// The chosen item's position, read without the reader following it: for a list whose items
  /// the session re-renders when the selection moves. A view model's selection is read as it is
  /// (and followed).
  var untrackedIndex: Int? { untrackedID.flatMap { ids.firstIndex(of: $0) } }

  /// The chosen item's id, read without the reader following it (a view model's, followed).
  var untrackedID: ID? { source?.get() ?? _chosenID }

  /// Follows the items: the chosen one stays chosen while it is among them.
  public func update(to ids: [ID]) {
    self.ids = ids
  }

  /// Chooses the item at `index`.
  public func select(_ index: Int) {
    guard ids.indices.contains(index) else { return }
    let id = ids[index]
    if let source {
      source.set(id)
      return
    }
    // Choosing the chosen item changes nothing, so nothing that follows it renders again.
    guard id != _chosenID else { return }
    chosenID = id
  }

  /// Moves with `key`; the first key chooses the first item.
  ///
  /// - Returns: Whether the key moved the selection (or could have: a list's ends keep it).
  public func move(_ key: WebKey) -> Bool {
    guard !ids.isEmpty else { return false }
    guard let index = untrackedIndex else {
      guard [.down, .right, .up, .left, .home, .end].contains(key) else { return false }
      select(key == .end ? ids.count - 1 : 0)
      return true
    }
    switch key {
    case .down, .right: select(min(index + 1, ids.count - 1))
    case .up, .left: select(max(index - 1, 0))
    case .pageDown: select(min(index + 10, ids.count - 1))
    case .pageUp: select(max(index - 10, 0))
    case .home: select(0)
    case .end: select(ids.count - 1)
    default: return false
    }
    return true
  }

  /// What a list does with a key: Enter opens the chosen item (`open` with its id), the moving
  /// keys move.
  ///
  /// - Returns: Whether the key acted.
  public func handle(_ key: WebKey, open: (ID) -> Void) -> Bool {
    guard key == .enter else { return move(key) }
    guard let selectedID = untrackedID else { return false }
    open(selectedID)
    return true
  }
}
