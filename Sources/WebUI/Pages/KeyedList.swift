/// A list in a region whose items are each marked with their key (`data-key`), and whose
/// selection is drawn item by item: when the selection moves, the session renders the item it
/// left and the item it reached, and sends those two instead of the region.
@MainActor
final class KeyedList {
  /// Each item's key, in the items' order: unique in the region.
  let keys: [String]
  /// An item's markup, chosen or not.
  private let item: @MainActor (_ index: Int, _ isSelected: Bool) -> HTML
  /// The chosen item's id now, read without following it.
  private let selectedID: @MainActor () -> AnyHashable?
  /// The chosen item's position now, read without following it.
  private let selectedIndex: @MainActor () -> Int?
  /// The chosen item as the page shows it.
  private var shown: (id: AnyHashable?, index: Int?)

  /// The list of `keys`, drawn by `item`, chosen from `selection`, shown with the selection as it
  /// is now.
  init<ID>(
    keys: [String], selection: WebSelection<ID>,
    item: @escaping @MainActor (_ index: Int, _ isSelected: Bool) -> HTML
  ) {
    self.keys = keys
    self.item = item
    selectedID = { selection.untrackedID.map(AnyHashable.init) }
    selectedIndex = { selection.untrackedIndex }
    shown = (selectedID(), selectedIndex())
  }

  /// The index of the item shown as chosen.
  var shownIndex: Int? { shown.index }

  /// The markup of every item, the chosen one marked.
  func items() -> [HTML] {
    keys.indices.map { item($0, $0 == shown.index) }
  }

  /// The items whose markup the selection's move since the last call changed, with their keys:
  /// none when it has not moved.
  func itemsToPatch() -> [(key: String, html: HTML)] {
    let id = selectedID()
    guard id != shown.id else { return [] }
    let index = selectedIndex()
    let changed = [shown.index, index].compactMap(\.self).filter { keys.indices.contains($0) }
    shown = (id, index)
    return Set(changed).sorted().map { (keys[$0], item($0, $0 == index)) }
  }
}
