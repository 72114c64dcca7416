/// Which item of a list or grid the keys have chosen: ↑↓ (and ←→ in a grid) move it, Home and
/// End go to the ends, and it stays on the same item, by id, when the items change.
public struct WebSelection<ID: Hashable>: Sendable where ID: Sendable {
  /// The chosen item's id; `nil` before the keys move.
  public private(set) var selectedID: ID?
  private var ids: [ID] = []

  /// No item chosen.
  public init() {}

  /// The chosen item's position in the items, if it is among them.
  public var index: Int? { selectedID.flatMap { ids.firstIndex(of: $0) } }

  /// Follows the items: the chosen one stays chosen while it is among them.
  public mutating func update(to ids: [ID]) {
    self.ids = ids
  }

  /// Chooses the item at `index`.
  public mutating func select(_ index: Int) {
    guard ids.indices.contains(index) else { return }
    selectedID = ids[index]
  }

  /// Moves with `key`; the first key chooses the first item.
  ///
  /// - Returns: Whether the key moved the selection (or could have: a list's ends keep it).
  public mutating func move(_ key: WebKey) -> Bool {
    guard !ids.isEmpty else { return false }
    guard let index else {
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
  public mutating func handle(_ key: WebKey, open: (ID) -> Void) -> Bool {
    guard key == .enter else { return move(key) }
    guard let selectedID else { return false }
    open(selectedID)
    return true
  }
}
