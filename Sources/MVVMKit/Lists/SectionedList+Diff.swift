extension SectionedList {
  /// The changes that turn this list into `new`: section and item inserts, deletes, moves (also
  /// across sections) and updates. See ``ListChanges`` for how to apply them.
  ///
  /// The algorithm is Paul Heckel's, as DifferenceKit and IGListKit use it: identities are matched
  /// through one hash table, and an element counts as moved only when it is out of order with the
  /// elements that stay in place, so a single insertion does not report every later item as moved.
  ///
  /// - Parameter new: The list as it should be.
  /// - Returns: The changes, each list ascending as ``ListChanges`` documents.
  /// - Complexity: O(*n*) expected, where *n* is the number of sections and items in both lists.
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
    // An old section stays in place when it is the first one not yet placed nor deleted.
    var placed = match.oldToNew.map { $0 == nil }
    var cursor = 0
    for (newIndex, oldIndex) in match.newToOld.enumerated() {
      guard let oldIndex else {
        changes.sectionInserts.append(newIndex)
        continue
      }
      while cursor < placed.count, placed[cursor] { cursor += 1 }
      if oldIndex != cursor {
        changes.sectionMoves.append(ListMove(from: oldIndex, to: newIndex))
      }
      placed[oldIndex] = true
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

    // Within each section pair, an item stays in place when it is the first old item of that
    // section not yet placed, deleted, or bound for another section; anything else moved.
    var placed = [Bool](repeating: false, count: oldCount)
    for (newSection, section) in new.enumerated() {
      guard let oldSection = sectionMatch.newToOld[newSection] else { continue }
      var cursor = oldStart[oldSection]
      let end = oldStart[oldSection + 1]
      for (itemIndex, item) in section.items.enumerated() {
        let path = ItemPath(section: newSection, item: itemIndex)
        guard let source = newSource[newStart[newSection] + itemIndex] else {
          changes.itemInserts.append(path)
          continue
        }
        while cursor < end, placed[cursor] || oldTarget[cursor] != newSection { cursor += 1 }
        let sourceOffset = oldStart[source.section] + source.item
        if source.section != oldSection || sourceOffset != cursor {
          changes.itemMoves.append(
            ListMove(from: ItemPath(section: source.section, item: source.item), to: path))
        }
        placed[sourceOffset] = true
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
