/// Where an item is in a list: its section and its place in it. For the diff's tables, where an
/// optional would cost a third more memory; ``none`` stands for no item.
@usableFromInline
struct ItemLocation: Equatable, Sendable {
  @usableFromInline var section: Int
  @usableFromInline var item: Int

  @inlinable
  init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// No item.
  @inlinable static var none: ItemLocation { ItemLocation(section: -1, item: -1) }
}
