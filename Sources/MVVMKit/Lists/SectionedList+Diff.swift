extension SectionedList {
  /// The changes that turn this list into `new`: section and item inserts, deletes, moves (also
  /// across sections) and updates. See ``ListChanges`` for how to apply them.
  ///
  /// Identities are matched through one hash table, as in Paul Heckel's algorithm (DifferenceKit,
  /// IGListKit), but hashed as little as can be: the unchanged ends of each section pair, and a
  /// middle that is the old one reversed, are paired by comparing identities; each other old item
  /// is hashed once; and a new item is hashed only where the run of old items it continues breaks.
  /// The moves are as few as can be: within each section pair (and among the sections) the
  /// elements that stay put are a longest increasing subsequence of their old positions, and only
  /// the others move, so rotating the first item to the end is one move, not *n* − 1.
  ///
  /// - Parameter new: The list as it should be.
  /// - Returns: The changes, each list ascending as ``ListChanges`` documents.
  /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the number of sections and items in
  ///   both lists and *m* the number of items out of place.
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
    // Pair each new item with its old twin.
    let pairing = ItemPairing(oldStart: startOffsets(of: old), newStart: startOffsets(of: new))

    // Items at the start and end of a section pair that keep their identity are paired without
    // hashing: most updates touch the middle of a list, and hashing is most of the cost. So is a
    // middle that is the old one reversed.
    var oldMiddle = [Range<Int>](repeating: 0..<0, count: old.count)
    var newMiddle = [Range<Int>](repeating: 0..<0, count: new.count)
    var isReversed = [Bool](repeating: false, count: new.count)
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
        pairing.pair(
          new: index, in: newSection, with: ItemLocation(section: oldSection, item: index))
      }
      for offset in 0..<suffix {
        pairing.pair(
          new: newItems.count - 1 - offset, in: newSection,
          with: ItemLocation(section: oldSection, item: oldItems.count - 1 - offset))
      }
      oldMiddle[oldSection] = prefix..<(oldItems.count - suffix)
      newMiddle[newSection] = prefix..<(newItems.count - suffix)
      let (oldRange, newRange) = (oldMiddle[oldSection], newMiddle[newSection])
      if isReversal(of: oldItems[oldRange], in: newItems[newRange]) {
        isReversed[newSection] = true
        for (offset, index) in newRange.enumerated() {
          pairing.pair(
            new: index, in: newSection,
            with: ItemLocation(section: oldSection, item: oldRange.upperBound - 1 - offset))
        }
      }
    }

    // The rest are found through a hash table of the old middles: each old item is hashed once.
    func isHashed(oldSection: Int) -> Bool {
      sectionMatch.oldToNew[oldSection].map { !isReversed[$0] } ?? false
    }
    let table = IdentityTable<Item.ID>(
      capacity: oldMiddle.indices.reduce(0) {
        isHashed(oldSection: $1) ? $0 + oldMiddle[$1].count : $0
      })
    for (oldSection, range) in oldMiddle.enumerated() where isHashed(oldSection: oldSection) {
      let items = old[oldSection].items
      for index in range {
        table.insert(items[index].id, at: ItemLocation(section: oldSection, item: index))
      }
    }

    // Then each new middle, in order. A new item that continues the run of old items it follows
    // is paired by comparing it with the next old item, so a new item is hashed only where a run
    // breaks (an insert, or a move). The items that stay put are a longest increasing subsequence
    // of the old positions of the items that stay in the section (the trimmed ends stay by
    // construction); every other kept item moved.
    let newStart = pairing.newStart
    var isMoved = [Bool](repeating: false, count: newStart[new.count])
    var moveCount = 0
    var scratch = IncreasingSubsequence()
    var middleOld: [Int] = []
    var middleNew: [Int] = []
    for (newSection, range) in newMiddle.enumerated() where !range.isEmpty {
      guard let oldSection = sectionMatch.newToOld[newSection] else { continue }
      let first = newStart[newSection]
      if isReversed[newSection] {
        // A decreasing run's longest increasing subsequences are its single items: all but the
        // last move.
        for index in range.dropLast() { isMoved[first + index] = true }
        moveCount += range.count - 1
        continue
      }
      let oldItems = old[oldSection].items
      let newItems = new[newSection].items
      var next = oldMiddle[oldSection].lowerBound
      let end = oldMiddle[oldSection].upperBound
      middleOld.removeAll(keepingCapacity: true)
      middleOld.reserveCapacity(range.count)
      middleNew.removeAll(keepingCapacity: true)
      middleNew.reserveCapacity(range.count)
      var isIncreasing = true
      var inRun = 0
      for index in range {
        let id = newItems[index].id
        var source = ItemLocation(section: oldSection, item: next)
        if next < end, oldItems[next].id == id {
          next += 1
          inRun += 1
        } else {
          source = table.find(id) { old[$0.section].items[$0.item].id }
          guard source != .none else { continue }  // an insert
          guard source.section == oldSection else {
            pairing.pair(new: index, in: newSection, with: source)
            isMoved[first + index] = true  // from another section
            moveCount += 1
            continue
          }
          next = source.item + 1
        }
        pairing.pair(new: index, in: newSection, with: source)
        if let last = middleOld.last, last > source.item { isIncreasing = false }
        middleOld.append(source.item)
        middleNew.append(first + index)
      }
      // Kept items already in order (inserts and deletes only) all stay: no search needed.
      guard !isIncreasing else { continue }
      // Mostly in order (a few items moved): the search splits at the items in place.
      scratch.mark(middleOld, splittingInOrderRuns: inRun * 2 > middleOld.count)
      for (index, stays) in scratch.marks.enumerated() where !stays {
        isMoved[middleNew[index]] = true
        moveCount += 1
      }
    }

    for (sectionIndex, section) in old.enumerated() where sectionMatch.oldToNew[sectionIndex] != nil
    {
      for itemIndex in section.items.indices
      where !pairing.isKept(old: itemIndex, in: sectionIndex) {
        changes.itemDeletes.append(ItemPath(section: sectionIndex, item: itemIndex))
      }
    }

    changes.itemMoves.reserveCapacity(moveCount)
    for (newSection, section) in new.enumerated() where sectionMatch.newToOld[newSection] != nil {
      let first = newStart[newSection]
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(section: newSection, item: itemIndex)
        let source = pairing.source(ofNew: itemIndex, in: newSection)
        guard source != .none else {
          changes.itemInserts.append(path)
          continue
        }
        if isMoved[first + itemIndex] {
          changes.itemMoves.append(
            ListMove(from: ItemPath(section: source.section, item: source.item), to: path))
        }
        if old[source.section].items[source.item] != item {
          changes.itemUpdates.append(path)
        }
      }
    }
  }

  /// Whether `new` is `old` reversed (identities only), for two or more items.
  @inlinable
  static func isReversal(of old: ArraySlice<Item>, in new: ArraySlice<Item>) -> Bool {
    guard old.count == new.count, old.count > 1, let first = new.first, let last = old.last,
      first.id == last.id
    else { return false }
    return zip(old.reversed(), new).allSatisfy { $0.id == $1.id }
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
/// A value greater than every value before it and smaller than every value after it is in every
/// longest subsequence (any increasing subsequence without it could take it), and splits the
/// search in two: only the runs between such values, where the order changed, are searched, by
/// patience sorting with back links (`tails[k]` is the index of the smallest value that ends an
/// increasing run of length `k + 1` so far).
@usableFromInline
struct IncreasingSubsequence {
  /// After ``mark(_:)``, whether each value is in the subsequence.
  @usableFromInline var marks: [Bool] = []
  @usableFromInline var suffixMinimum: [Int] = []
  @usableFromInline var tails: [Int] = []
  @usableFromInline var tailValues: [Int] = []
  @usableFromInline var previous: [Int] = []

  @inlinable
  init() {}

  /// Marks the values of one longest strictly increasing subsequence of `values`, which are
  /// distinct.
  ///
  /// - Parameters:
  ///   - values: The values, distinct.
  ///   - splittingInOrderRuns: Whether to look for the values in place first and search only
  ///     between them: worth its pass when most values are in order.
  /// - Complexity: O(*n* + *m* log *m*), where *m* is the number of values out of order, when
  ///   splitting; O(*n* log *n*) otherwise.
  @inlinable
  mutating func mark(_ values: [Int], splittingInOrderRuns: Bool = true) {
    marks.removeAll(keepingCapacity: true)
    marks.append(contentsOf: repeatElement(false, count: values.count))
    guard !values.isEmpty else { return }
    guard splittingInOrderRuns else { return markLongest(values, in: values.indices) }
    suffixMinimum.removeAll(keepingCapacity: true)
    suffixMinimum.append(contentsOf: repeatElement(Int.max, count: values.count + 1))
    suffixMinimum.withUnsafeMutableBufferPointer { minimum in
      values.withUnsafeBufferPointer { values in
        for index in values.indices.reversed() {
          minimum[index] = Swift.min(values[index], minimum[index &+ 1])
        }
      }
    }
    var prefixMaximum = Int.min
    var runStart = 0
    for (index, value) in values.enumerated() {
      if prefixMaximum < value, value < suffixMinimum[index &+ 1] {
        markLongest(values, in: runStart..<index)
        marks[index] = true
        runStart = index &+ 1
      }
      prefixMaximum = Swift.max(prefixMaximum, value)
    }
    markLongest(values, in: runStart..<values.count)
  }

  /// Marks one longest strictly increasing subsequence of `values[range]`.
  @inlinable
  mutating func markLongest(_ values: [Int], in range: Range<Int>) {
    guard !range.isEmpty else { return }
    // Sized once, then read and written through pointers: this loop is most of a shuffle's cost.
    tails.removeAll(keepingCapacity: true)
    tails.append(contentsOf: repeatElement(0, count: range.count))
    tailValues.removeAll(keepingCapacity: true)
    tailValues.append(contentsOf: repeatElement(0, count: range.count))
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: repeatElement(-1, count: range.count))
    let base = range.lowerBound
    let last = values.withUnsafeBufferPointer { values in
      tails.withUnsafeMutableBufferPointer { tails in
        tailValues.withUnsafeMutableBufferPointer { tailValues in
          previous.withUnsafeMutableBufferPointer { previous in
            var length = 0
            for index in range {
              let value = values[index]
              // The first run whose tail is not below `value`: binary search.
              var low = 0
              var high = length
              while low < high {
                let mid = (low &+ high) &>> 1
                if tailValues[mid] < value { low = mid &+ 1 } else { high = mid }
              }
              if low > 0 { previous[index &- base] = tails[low &- 1] }
              tails[low] = index
              tailValues[low] = value
              if low == length { length &+= 1 }
            }
            return tails[length &- 1]
          }
        }
      }
    }
    var index = last
    while index >= 0 {
      marks[index] = true
      index = previous[index - base]
    }
  }
}
