/// The diff's pairs: for each new item, the old item it continues (its twin by identity), and for
/// each old item, whether it has a twin. Items are numbered across the whole list, from the first
/// item of the first section; one allocation each, freed when the pairing ends.
@usableFromInline
struct ItemPairing: ~Copyable {
  /// The number of each section's first item, and the total at the end.
  @usableFromInline let oldStart: [Int]
  @usableFromInline let newStart: [Int]
  @usableFromInline let sources: UnsafeMutablePointer<ItemLocation>
  @usableFromInline let kept: UnsafeMutablePointer<Bool>

  /// No item paired yet, for lists whose sections start at `oldStart` and `newStart`.
  @inlinable
  init(oldStart: [Int], newStart: [Int]) {
    self.oldStart = oldStart
    self.newStart = newStart
    let (oldCount, newCount) = (oldStart[oldStart.count - 1], newStart[newStart.count - 1])
    sources = .allocate(capacity: newCount)
    sources.initialize(repeating: .none, count: newCount)
    kept = .allocate(capacity: oldCount)
    kept.initialize(repeating: false, count: oldCount)
  }

  @inlinable
  deinit {
    sources.deallocate()
    kept.deallocate()
  }

  /// Pairs new item `item` of section `section` with its old twin at `source`.
  @inlinable
  func pair(new item: Int, in section: Int, with source: ItemLocation) {
    sources[newStart[section] &+ item] = source
    kept[oldStart[source.section] &+ source.item] = true
  }

  /// Where new item `item` of `section` was, or ``ItemLocation/none`` for a new item.
  @inlinable
  func source(ofNew item: Int, in section: Int) -> ItemLocation {
    sources[newStart[section] &+ item]
  }

  /// Whether old item `item` of `section` has a twin in the new list.
  @inlinable
  func isKept(old item: Int, in section: Int) -> Bool {
    kept[oldStart[section] &+ item]
  }
}
