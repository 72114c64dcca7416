/// A list in a region whose items are each marked with their key (`data-key`), and whose
/// selection is drawn item by item: when the selection moves, the session renders the item it
/// left and the item it reached, and sends those two instead of the region.
///
/// Each item's markup is kept with what it was drawn from: when the region renders again (its
/// section reloading, a search), an item that is the same, and as chosen as before, is not drawn
/// again.
@MainActor
final class KeyedList {
  /// Each item's key, in the items' order: unique in the region.
  let keys: [String]
  /// What each item is drawn from.
  private let values: [AnyHashable]
  /// An item's markup, chosen or not.
  private let item: @MainActor (_ index: Int, _ isSelected: Bool) -> HTML
  /// The chosen item's id now, read without following it.
  private let selectedID: @MainActor () -> AnyHashable?
  /// The chosen item's position now, read without following it.
  private let selectedIndex: @MainActor () -> Int?
  /// Chooses the item at an index (the page gave it the focus).
  let choose: @MainActor (Int) -> Void
  /// The chosen item as the page shows it.
  private var shown: (id: AnyHashable?, index: Int?)
  /// Each item's markup as last drawn, by key, with what it was drawn from.
  private(set) var drawn: [String: Drawn] = [:]

  /// An item's markup, and what it was drawn from.
  struct Drawn {
    let value: AnyHashable
    let isSelected: Bool
    let html: HTML
  }

  /// The list of `keys`, each drawn by `item` from the value at its index in `values`, chosen from
  /// `selection`, shown with the selection as it is now.
  init<ID, Value: Hashable>(
    keys: [String], values: [Value], selection: WebSelection<ID>,
    item: @escaping @MainActor (_ index: Int, _ isSelected: Bool) -> HTML
  ) {
    self.keys = keys
    self.values = values.map { AnyHashable($0) }
    self.item = item
    selectedID = { selection.untrackedID.map(AnyHashable.init) }
    selectedIndex = { selection.untrackedIndex }
    choose = { selection.select($0) }
    shown = (selectedID(), selectedIndex())
  }

  /// The index of the item shown as chosen.
  var shownIndex: Int? { shown.index }

  /// The markup of every item, the chosen one marked; an item that `earlier` drew from the same
  /// value, as chosen as it is now, is taken from there.
  func items(reusing earlier: KeyedList?) -> [HTML] {
    keys.indices.map { index in
      let isSelected = index == shown.index
      if let drawn = earlier?.drawn[keys[index]], drawn.isSelected == isSelected,
        drawn.value == values[index]
      {
        self.drawn[keys[index]] = drawn
        return drawn.html
      }
      return draw(index, isSelected: isSelected)
    }
  }

  /// The items whose markup the selection's move since the last call changed, with their keys:
  /// none when it has not moved.
  func itemsToPatch() -> [(key: String, html: HTML)] {
    let id = selectedID()
    guard id != shown.id else { return [] }
    let index = selectedIndex()
    let changed = [shown.index, index].compactMap(\.self).filter { keys.indices.contains($0) }
    shown = (id, index)
    return Set(changed).sorted().map { (keys[$0], draw($0, isSelected: $0 == index)) }
  }

  private func draw(_ index: Int, isSelected: Bool) -> HTML {
    let html = item(index, isSelected)
    drawn[keys[index]] = Drawn(value: values[index], isSelected: isSelected, html: html)
    return html
  }
}
