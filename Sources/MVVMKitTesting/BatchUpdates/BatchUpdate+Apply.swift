public import MVVMKit

extension BatchUpdate {
  /// Checks that `changes`, fed to a table or collection view as ``init(_:)`` does, is a batch
  /// UIKit accepts, and that afterwards the view shows exactly `new`: the same sections and items
  /// by identity, each with its new content.
  ///
  /// ```swift
  /// let changes = old.changes(to: new)
  /// try BatchUpdate.check(changes, from: old, to: new)
  /// ```
  public static func check<Model, Item>(
    _ changes: ListChanges, from old: SectionedList<Model, Item>, to new: SectionedList<Model, Item>
  ) throws(BatchUpdateViolation) {
    let shown = try BatchUpdate(changes).apply(to: old, dataSource: new)
    for (index, (section, expected)) in zip(shown, new.sections).enumerated() {
      let (shownIDs, expectedIDs) = (section.items.map(\.id), expected.items.map(\.id))
      if section.model.id != expected.model.id || shownIDs != expectedIDs {
        throw .resultDiffers(
          section: index, shown: "\(section.model.id) \(shownIDs)",
          data: "\(expected.model.id) \(expectedIDs)")
      }
      if section.model != expected.model {
        throw .resultDiffers(
          section: index, shown: "its header as it was", data: "a changed header")
      }
      if let item = section.items.indices.first(where: { section.items[$0] != expected.items[$0] })
      {
        throw .resultDiffers(
          section: index, shown: "item \(item) as it was", data: "a changed item \(item)")
      }
    }
  }

  /// Carries out this batch on `old` as UIKit does, after checking it against UIKit's rules, and
  /// returns what the view then shows. Whatever the batch brings in (inserted sections and items,
  /// reloads, reconfigures) is read from `dataSource`, the data after the update, as UIKit asks
  /// its data source; everything else is carried over from `old`.
  ///
  /// The rules, and where each comes from:
  /// 1. Deletes and reloads name indexes in the state before the batch; inserts name indexes in
  ///    the state after it, and deletes are processed before inserts whatever the order of the
  ///    calls (`UICollectionView.performBatchUpdates(_:completion:)`: "Deletes are processed
  ///    before inserts in batch operations…"; Table View Programming Guide, "Batch Insertion,
  ///    Deletion, and Reloading of Rows and Sections": "Deletion and reloading operations … specify
  ///    which rows and sections in the original table should be removed or reloaded; insertions
  ///    specify which rows and sections should be added to the resulting table").
  /// 2. A move goes from an index before the batch to an index after it (`moveItem(at:to:)`,
  ///    `moveSection(_:toSection:)`; the same guide: a move is a deletion at the old index and an
  ///    insertion at the new one).
  /// 3. An index is in range: before the batch for deletes, reloads and move sources; after it for
  ///    inserts and move destinations (UIKit's exceptions "attempt to delete item 5 from section 0
  ///    which only contains 3 items before the update", "attempt to insert item 7 into section 0,
  ///    but there are only 5 items in section 0 after the update").
  /// 4. An old index is deleted, reloaded or moved at most once, and by one of them only; a new
  ///    index is inserted or a move's destination at most once (UIKit's exceptions "attempt to
  ///    delete and reload the same index path", "attempt to perform a delete and a move from the
  ///    same index path"; a reload is a delete and an insert, so it cannot move).
  /// 5. Counts: the sections after the update number those before, plus the inserted, minus the
  ///    deleted; each section that existed before holds its items before, plus or minus those
  ///    inserted, deleted and moved in or out (UIKit's "Invalid update: invalid number of …").
  /// 6. An item is not moved out of a section the batch deletes, nor moved or inserted into a
  ///    section it inserts, whose items come from the data source (UIKit's exceptions on moves
  ///    into or out of sections being inserted or deleted).
  /// 7. Reconfigures (`reconfigureItems(at:)`, after the batch) name items after the update.
  public func apply<Model, Item>(
    to old: SectionedList<Model, Item>, dataSource new: SectionedList<Model, Item>
  ) throws(BatchUpdateViolation) -> [ListSection<Model, Item>] {
    let oldSections = old.sections
    let newSections = new.sections
    let origins = try placeSections(before: oldSections.count, after: newSections.count)
    try checkItems(old: oldSections, new: newSections, origins: origins)

    var result: [ListSection<Model, Item>] = []
    for (index, origin) in origins.enumerated() {
      guard case .existing(let source) = origin else {
        result.append(newSections[index])
        continue
      }
      result.append(
        ListSection(
          oldSections[source].model,
          items: placeItems(from: source, into: index, old: oldSections, new: newSections)))
    }
    for section in sectionReconfigures {
      guard result.indices.contains(section) else {
        throw .reconfigureOutOfRange(nil, section: section)
      }
      result[section].model = newSections[section].model
    }
    for path in itemReconfigures {
      guard result.indices.contains(path.section),
        result[path.section].items.indices.contains(path.item)
      else { throw .reconfigureOutOfRange(path, section: path.section) }
      result[path.section].items[path.item] = newSections[path.section].items[path.item]
    }
    return result
  }

  /// Where a section after the update comes from.
  private enum Origin {
    /// The section at this old index, in place or moved.
    case existing(Int)
    /// Inserted or reloaded: read from the data source whole.
    case fromDataSource
  }

  /// Checks the section operations (rules 1–5) and says where each section after the update
  /// comes from.
  private func placeSections(before: Int, after: Int) throws(BatchUpdateViolation) -> [Origin] {
    typealias Operation = BatchUpdateViolation.Operation
    // Each index, before and after the update, and the operation that named it.
    var (oldUse, newUse): ([Int: Operation], [Int: Operation]) = ([:], [:])
    func claim(_ section: Int, _ operation: Operation, in use: inout [Int: Operation], count: Int)
      throws(BatchUpdateViolation)
    {
      guard (0..<count).contains(section) else {
        throw .sectionOutOfRange(operation, section: section, count: count)
      }
      if let earlier = use[section] { throw .sectionConflict(earlier, operation, section: section) }
      use[section] = operation
    }
    for section in sectionDeletes { try claim(section, .delete, in: &oldUse, count: before) }
    for section in sectionReloads { try claim(section, .reload, in: &oldUse, count: before) }
    for move in sectionMoves { try claim(move.from, .moveFrom, in: &oldUse, count: before) }
    for section in sectionInserts { try claim(section, .insert, in: &newUse, count: after) }
    for move in sectionMoves { try claim(move.to, .moveTo, in: &newUse, count: after) }
    guard after == before + sectionInserts.count - sectionDeletes.count else {
      throw .invalidSectionCount(
        after: after, before: before, inserted: sectionInserts.count,
        deleted: sectionDeletes.count)
    }
    // Moved sections land where they are sent, inserted ones where inserted; the sections that
    // stay fill the other places in their old order. A reloaded section stays in order, and is
    // read again from the data source.
    var origins = [Origin?](repeating: nil, count: after)
    for section in sectionInserts { origins[section] = .fromDataSource }
    for move in sectionMoves { origins[move.to] = .existing(move.from) }
    let reloaded = Set(sectionReloads)
    let staying = (0..<before).filter { oldUse[$0] == nil || oldUse[$0] == .reload }
    var free = origins.indices.filter { origins[$0] == nil }.makeIterator()
    for section in staying {
      guard let place = free.next() else { break }
      origins[place] = reloaded.contains(section) ? .fromDataSource : .existing(section)
    }
    return origins.map { $0 ?? .fromDataSource }
  }

  /// Checks the item operations (rules 1–6) and every existing section's count.
  private func checkItems<Model, Item>(
    old: [ListSection<Model, Item>], new: [ListSection<Model, Item>], origins: [Origin]
  ) throws(BatchUpdateViolation) {
    typealias Operation = BatchUpdateViolation.Operation
    // Each path, before and after the update, and the operation that named it.
    var (oldUse, newUse): ([ItemPath: Operation], [ItemPath: Operation]) = ([:], [:])
    func claim(
      _ path: ItemPath, _ operation: Operation, in use: inout [ItemPath: Operation],
      sections: [ListSection<Model, Item>]
    ) throws(BatchUpdateViolation) {
      guard sections.indices.contains(path.section) else {
        throw .itemOutOfRange(operation, path, count: nil)
      }
      guard sections[path.section].items.indices.contains(path.item) else {
        throw .itemOutOfRange(operation, path, count: sections[path.section].items.count)
      }
      if let earlier = use[path] { throw .itemConflict(earlier, operation, path) }
      use[path] = operation
    }
    /// Claims a new path, which must lie in a section that existed before.
    func claimNew(_ path: ItemPath, _ operation: Operation) throws(BatchUpdateViolation) {
      try claim(path, operation, in: &newUse, sections: new)
      guard case .existing = origins[path.section] else {
        throw .itemAddedToInsertedSection(operation, path)
      }
    }
    let deletedSections = Set(sectionDeletes)
    for path in itemDeletes { try claim(path, .delete, in: &oldUse, sections: old) }
    for path in itemReloads { try claim(path, .reload, in: &oldUse, sections: old) }
    for move in itemMoves {
      try claim(move.from, .moveFrom, in: &oldUse, sections: old)
      if deletedSections.contains(move.from.section) { throw .itemMovedOutOfDeletedSection(move) }
    }
    for path in itemInserts { try claimNew(path, .insert) }
    for move in itemMoves { try claimNew(move.to, .moveTo) }

    for (index, origin) in origins.enumerated() {
      guard case .existing(let source) = origin else { continue }
      let before = old[source].items.count
      let deleted = itemDeletes.count { $0.section == source }
      let inserted = itemInserts.count { $0.section == index }
      let movedOut = itemMoves.count { $0.from.section == source }
      let movedIn = itemMoves.count { $0.to.section == index }
      let after = new[index].items.count
      guard after == before + inserted - deleted + movedIn - movedOut else {
        throw .invalidItemCount(
          section: index, after: after, before: before, inserted: inserted, deleted: deleted,
          movedIn: movedIn, movedOut: movedOut)
      }
    }
  }

  /// The items of the existing section `source`, now at `index`, after the batch: the inserted
  /// items and the moves' destinations where they are sent, the items that stay in their order
  /// around them, and reloaded items read again from the data source. The checks have passed.
  private func placeItems<Model, Item>(
    from source: Int, into index: Int, old: [ListSection<Model, Item>],
    new: [ListSection<Model, Item>]
  ) -> [Item] {
    var placed = [Item?](repeating: nil, count: new[index].items.count)
    for path in itemInserts where path.section == index {
      placed[path.item] = new[index].items[path.item]
    }
    for move in itemMoves where move.to.section == index {
      placed[move.to.item] = old[move.from.section].items[move.from.item]
    }
    let leaving = Set(
      (itemDeletes + itemMoves.map(\.from)).filter { $0.section == source }.map(\.item))
    let reloaded = Set(itemReloads.filter { $0.section == source }.map(\.item))
    var free = placed.indices.filter { placed[$0] == nil }.makeIterator()
    for (item, value) in old[source].items.enumerated() where !leaving.contains(item) {
      guard let place = free.next() else { break }
      placed[place] = reloaded.contains(item) ? new[index].items[place] : value
    }
    return placed.compactMap(\.self)
  }
}
