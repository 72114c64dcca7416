import MVVMKit

/// Follows a list's items through their changes, by identity: the selection stays on the same
/// item when the list is reordered, grows or shrinks, and the items a change inserted are known,
/// so a view can mark them for a moment.
///
/// ```swift
/// let change = follower.update(to: viewModel.drinkCards.map(\.id))
/// selection = GridSelection(index: follower.selection)
/// if let change { scroll.follow(from: change.from / columns, to: change.to / columns) }
/// ```
///
/// What was inserted comes from MVVMKit's `SectionedList.changes(to:)`, the diff a table view would be fed,
/// so what the terminal marks as new is what an iOS view would animate in; the selection is found
/// again by its identity.
public struct ListFollower<ID: Hashable & Sendable>: Sendable {
  /// The identities shown, in order.
  public private(set) var ids: [ID] = []
  /// The selected item's index in ``ids``.
  public private(set) var selection = 0
  /// The items the last change inserted.
  public private(set) var inserted: Set<ID> = []
  /// The item the user chose, kept while a change hides it (a filter typed), so that it is
  /// selected again when it comes back (the filter cleared).
  private var chosen: ID?

  /// A follower of an empty list.
  public init() {}

  /// Selects the item at `index` (clamped to the list): the user's choice.
  public mutating func select(_ index: Int) {
    selection = min(max(0, index), max(0, ids.count - 1))
    chosen = ids.indices.contains(selection) ? ids[selection] : nil
  }

  /// Takes the list to `newIDs`, keeping the selection on the item it was on; when that item is
  /// gone, the selection stays at its place (clamped), and goes back to the item when a later
  /// change brings it back before the user chose another.
  ///
  /// - Returns: Where the selected item was and is, when the list changed; `nil` when not.
  @discardableResult
  public mutating func update(to newIDs: [ID]) -> (from: Int, to: Int)? {
    guard newIDs != ids else { return nil }
    let old = Self.list(ids)
    let new = Self.list(newIDs)
    let previous = selection
    if let old, let new {
      let changes = old.changes(to: new)
      inserted = Set(changes.itemInserts.map { newIDs[$0.item] })
    } else {
      inserted = []  // a list that repeats an identity cannot be followed; start afresh
    }
    let selected = chosen ?? (ids.indices.contains(selection) ? ids[selection] : nil)
    ids = newIDs
    if let selected, let index = newIDs.firstIndex(of: selected) {
      selection = index
    } else {
      selection = min(max(0, previous), max(0, ids.count - 1))
    }
    chosen = selected
    return (previous, selection)
  }

  private struct Entry: Identifiable, Equatable {
    let id: ID
  }

  private struct Whole: Identifiable, Equatable {
    var id: Int { 0 }
  }

  private static func list(_ ids: [ID]) -> SectionedList<Whole, Entry>? {
    do {
      return try SectionedList([ListSection(Whole(), items: ids.map(Entry.init))])
    } catch {
      return nil
    }
  }
}
