extension SectionedList {
  /// The changes that turn this list into `new`: section and item inserts, deletes, moves (also
  /// across sections) and updates. See ``ListChanges`` for how to apply them.
  ///
  /// Identities are matched through one hash table, as in Paul Heckel's algorithm (DifferenceKit,
  /// IGListKit). The moves are as few as can be: within each section pair (and among the sections)
  /// the elements that stay put are a longest increasing subsequence of their old positions, and
  /// only the others move, so rotating the first item to the end is one move, not *n* − 1.
  ///
  /// - Parameter new: The list as it should be.
  /// - Returns: The changes, each list ascending as ``ListChanges`` documents.
  /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the number of sections and items in
  ///   both lists and *m* the number of items out of place (unchanged ends cost no hashing).
  @inlinable
  public func changes(to new: SectionedList) -> ListChanges {
    var changes = ListChanges()
    let sectionMatch = Self.matchSections(from: sections, to: new.sections, into: &changes)
    Self.diffItems(from: sections, to: new.sections, sectionMatch: sectionMatch, into: &changes)
    return changes
  }

  /// Which old section each new section continues (`nil`: inserted), and the reverse.
  @usableFromInline
  struct SectionMatch {
    @usableFromInline var newToOld: [Int?]
    @usableFromInline var oldToNew: [Int?]

    @inlinable
    init(newToOld: [Int?], oldToNew: [Int?]) {
      self.newToOld = newToOld
      self.oldToNew = oldToNew
    }
  }

  @inlinable
  static func matchSections(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>],
    into changes: inout ListChanges
  ) -> SectionMatch {
    var oldIndexByID = [Model.ID: Int](minimumCapacity: old.count)
    for (index, section) in old.enumerated() {
      oldIndexByID[section.id] = index
    }
    var match = SectionMatch(
      newToOld: new.map { oldIndexByID[$0.id] },
      oldToNew: Array(repeating: nil, count: old.count))
    for (newIndex, oldIndex) in match.newToOld.enumerated() {
      if let oldIndex { match.oldToNew[oldIndex] = newIndex }
    }
    for (oldIndex, newIndex) in match.oldToNew.enumerated() where newIndex == nil {
      changes.sectionDeletes.append(oldIndex)
    }
    // The sections that stay put: a longest run of kept sections in increasing old order.
    var staying = IncreasingSubsequence()
    staying.mark(match.newToOld.compactMap { $0 })
    var keptIndex = 0
    for (newIndex, oldIndex) in match.newToOld.enumerated() {
      guard let oldIndex else {
        changes.sectionInserts.append(newIndex)
        continue
      }
      if !staying.marks[keptIndex] {
        changes.sectionMoves.append(ListMove(from: oldIndex, to: newIndex))
      }
      keptIndex += 1
      if old[oldIndex].model != new[newIndex].model {
        changes.sectionUpdates.append(newIndex)
      }
    }
    return match
  }

  @inlinable
  static func diffItems(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>],
    sectionMatch: SectionMatch,
    into changes: inout ListChanges
  ) {
    // Items are numbered across the whole list; `oldStart[s]` is the number of section s's first item.
    let oldStart = startOffsets(of: old)
    let newStart = startOffsets(of: new)
    let oldCount = oldStart[old.count]

    // Pair each new item with its old twin: `oldTarget` holds the new section of each old item kept.
    var oldTarget = [Int](repeating: -1, count: oldCount)
    var newSource = [(section: Int, item: Int)?](repeating: nil, count: newStart[new.count])

    // Items at the start and end of a section pair that keep their identity are paired without
    // hashing: most updates touch the middle of a list, and hashing is most of the cost.
    var oldUntrimmed = [Range<Int>](repeating: 0..<0, count: old.count)
    var newUntrimmed = [Range<Int>](repeating: 0..<0, count: new.count)
    for (newSection, oldSection) in sectionMatch.newToOld.enumerated() {
      guard let oldSection else { continue }
      let oldItems = old[oldSection].items
      let newItems = new[newSection].items
      let limit = Swift.min(oldItems.count, newItems.count)
      var prefix = 0
      while prefix < limit, oldItems[prefix].id == newItems[prefix].id { prefix += 1 }
      var suffix = 0
      while suffix < limit - prefix,
        oldItems[oldItems.count - 1 - suffix].id == newItems[newItems.count - 1 - suffix].id
      {
        suffix += 1
      }
      for index in 0..<prefix {
        newSource[newStart[newSection] + index] = (oldSection, index)
        oldTarget[oldStart[oldSection] + index] = newSection
      }
      for offset in 0..<suffix {
        let oldIndex = oldItems.count - 1 - offset
        newSource[newStart[newSection] + newItems.count - 1 - offset] = (oldSection, oldIndex)
        oldTarget[oldStart[oldSection] + oldIndex] = newSection
      }
      oldUntrimmed[oldSection] = prefix..<(oldItems.count - suffix)
      newUntrimmed[newSection] = prefix..<(newItems.count - suffix)
    }

    // The hash table: every other item of a section that survives, by identity.
    var oldPosition = [Item.ID: (section: Int, item: Int)](
      minimumCapacity: oldUntrimmed.reduce(0) { $0 + $1.count })
    for (sectionIndex, section) in old.enumerated() where sectionMatch.oldToNew[sectionIndex] != nil
    {
      for itemIndex in oldUntrimmed[sectionIndex] {
        oldPosition[section.items[itemIndex].id] = (sectionIndex, itemIndex)
      }
    }
    for (sectionIndex, section) in new.enumerated() where sectionMatch.newToOld[sectionIndex] != nil
    {
      for itemIndex in newUntrimmed[sectionIndex] {
        guard let source = oldPosition[section.items[itemIndex].id] else { continue }
        newSource[newStart[sectionIndex] + itemIndex] = source
        oldTarget[oldStart[source.section] + source.item] = sectionIndex
      }
    }

    for (sectionIndex, section) in old.enumerated() where sectionMatch.oldToNew[sectionIndex] != nil
    {
      for itemIndex in section.items.indices where oldTarget[oldStart[sectionIndex] + itemIndex] < 0
      {
        changes.itemDeletes.append(ItemPath(section: sectionIndex, item: itemIndex))
      }
    }

    // Within each section pair, the items that stay put are a longest increasing subsequence of
    // the old positions of the items that stay in that section; the trimmed ends stay by
    // construction, so only the middle is searched. Every other kept item moved.
    var scratch = IncreasingSubsequence()
    var middleOld: [Int] = []
    for (newSection, section) in new.enumerated() {
      guard let oldSection = sectionMatch.newToOld[newSection] else { continue }
      let middle = newUntrimmed[newSection]
      middleOld.removeAll(keepingCapacity: true)
      middleOld.reserveCapacity(middle.count)
      var isIncreasing = true
      for itemIndex in middle {
        if let source = newSource[newStart[newSection] + itemIndex], source.section == oldSection {
          if let last = middleOld.last, last > source.item { isIncreasing = false }
          middleOld.append(source.item)
        }
      }
      // Kept items already in order (inserts and deletes only) all stay: no search needed.
      if !isIncreasing { scratch.mark(middleOld) }
      var middleIndex = 0
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(section: newSection, item: itemIndex)
        guard let source = newSource[newStart[newSection] + itemIndex] else {
          changes.itemInserts.append(path)
          continue
        }
        var moved = source.section != oldSection
        if !moved, !isIncreasing, middle.contains(itemIndex) {
          moved = !scratch.marks[middleIndex]
          middleIndex += 1
        }
        if moved {
          changes.itemMoves.append(
            ListMove(from: ItemPath(section: source.section, item: source.item), to: path))
        }
        if old[source.section].items[source.item] != item {
          changes.itemUpdates.append(path)
        }
      }
    }
  }

  /// The running item count before each section, and the total at the end.
  @inlinable
  static func startOffsets(of sections: [ListSection<Model, Item>]) -> [Int] {
    var offsets = [0]
    offsets.reserveCapacity(sections.count + 1)
    for section in sections {
      offsets.append(offsets[offsets.count - 1] + section.items.count)
    }
    return offsets
  }
}

/// Finds which values belong to one longest strictly increasing subsequence: the elements to keep
/// in place so that the fewest move. Its buffers are reused from one search to the next.
///
/// Patience sorting with back links: `tails[k]` is the index of the smallest value that ends an
/// increasing run of length `k + 1` so far.
@usableFromInline
struct IncreasingSubsequence {
  /// After ``mark(_:)``, whether each value is in the subsequence.
  @usableFromInline var marks: [Bool] = []
  @usableFromInline var tails: [Int] = []
  @usableFromInline var tailValues: [Int] = []
  @usableFromInline var previous: [Int] = []

  @inlinable
  init() {}

  /// Marks the values of one longest strictly increasing subsequence of `values`.
  ///
  /// - Complexity: O(*n* log *n*).
  @inlinable
  mutating func mark(_ values: [Int]) {
    marks.removeAll(keepingCapacity: true)
    marks.append(contentsOf: repeatElement(false, count: values.count))
    guard !values.isEmpty else { return }
    tails.removeAll(keepingCapacity: true)
    tails.reserveCapacity(values.count)
    tailValues.removeAll(keepingCapacity: true)
    tailValues.reserveCapacity(values.count)
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: repeatElement(-1, count: values.count))
    for (index, value) in values.enumerated() {
      // The first run whose tail is not below `value`: binary search.
      var low = 0
      var high = tailValues.count
      while low < high {
        let mid = (low + high) / 2
        if tailValues[mid] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count {
        tails.append(index)
        tailValues.append(value)
      } else {
        tails[low] = index
        tailValues[low] = value
      }
    }
    var index = tails[tails.count - 1]
    while index >= 0 {
      marks[index] = true
      index = previous[index]
    }
  }
}
