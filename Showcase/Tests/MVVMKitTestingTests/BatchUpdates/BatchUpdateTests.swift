import MVVMKit
import MVVMKitTesting
import Testing

/// UIKit's batch-update rules, each with a batch it accepts and one it refuses. The diff is held to
/// them over random lists in `SectionedList+DiffTests`.
@Suite struct BatchUpdateTests {
  struct Header: Identifiable, Equatable, Sendable {
    let id: String
    var title = ""
  }

  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var content = 0
  }

  typealias List = SectionedList<Header, Row>

  /// `[("A", [1, 2]), ("B", [3])]` as a list.
  static func list(_ sections: [(String, [Int])]) throws -> List {
    try List(sections.map { ListSection(Header(id: $0.0), items: $0.1.map { Row(id: $0) }) })
  }

  static func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  /// The items of `sections` by identity.
  static func ids(_ sections: [ListSection<Header, Row>]) -> [[Int]] {
    sections.map { $0.items.map(\.id) }
  }

  // MARK: Rule 1: deletes in old indexes, inserts in new, deletes first

  @Test func deletesNameOldIndexesAndInsertsNewOnes() throws {
    // A B C -> B C D: delete old 0 (A), insert new 2 (D), whatever the order of the calls.
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try Self.list([("S", [2, 3, 4])])
    var batch = BatchUpdate()
    batch.itemInserts = [Self.path(0, 2)]
    batch.itemDeletes = [Self.path(0, 0)]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[2, 3, 4]])
  }

  @Test func anInsertNamedInOldIndexesIsRefused() throws {
    // Read as an old index, "insert at 3" would append to the three items; after the delete there
    // are only three places (0...2) in the new list.
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try Self.list([("S", [2, 3, 4])])
    var batch = BatchUpdate()
    batch.itemDeletes = [Self.path(0, 0)]
    batch.itemInserts = [Self.path(0, 3)]
    #expect(throws: BatchUpdateViolation.itemOutOfRange(.insert, Self.path(0, 3), count: 3)) {
      try batch.apply(to: old, dataSource: new)
    }
  }

  // MARK: Rule 2: a move goes from an old index to a new one

  @Test func aMoveGoesFromItsOldIndexToItsNewOne() throws {
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try Self.list([("S", [2, 3, 1])])
    var batch = BatchUpdate()
    batch.itemMoves = [ListMove(from: Self.path(0, 0), to: Self.path(0, 2))]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[2, 3, 1]])
  }

  @Test func aMoveFromAnIndexTheOldListDoesNotHaveIsRefused() throws {
    let old = try Self.list([("S", [1, 2])])
    let new = try Self.list([("S", [2, 1])])
    var batch = BatchUpdate()
    batch.itemMoves = [ListMove(from: Self.path(0, 2), to: Self.path(0, 0))]
    #expect(throws: BatchUpdateViolation.itemOutOfRange(.moveFrom, Self.path(0, 2), count: 2)) {
      try batch.apply(to: old, dataSource: new)
    }
  }

  // MARK: Rule 3: indexes in range

  @Test func aDeleteBeyondTheOldSectionIsRefusedAsUIKitWordsIt() throws {
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try Self.list([("S", [1, 2])])
    var batch = BatchUpdate()
    batch.itemDeletes = [Self.path(0, 5)]
    let violation = BatchUpdateViolation.itemOutOfRange(.delete, Self.path(0, 5), count: 3)
    #expect(throws: violation) { try batch.apply(to: old, dataSource: new) }
    #expect(
      violation.description
        == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
    batch.itemDeletes = [Self.path(0, 2)]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[1, 2]])
  }

  @Test func aSectionInsertBeyondTheNewSectionsIsRefused() throws {
    let old = try Self.list([("A", [])])
    let new = try Self.list([("A", []), ("B", [])])
    var batch = BatchUpdate()
    batch.sectionInserts = [2]
    #expect(throws: BatchUpdateViolation.sectionOutOfRange(.insert, section: 2, count: 2)) {
      try batch.apply(to: old, dataSource: new)
    }
    batch.sectionInserts = [1]
    #expect(try batch.apply(to: old, dataSource: new).map(\.id) == ["A", "B"])
  }

  // MARK: Rule 4: each index used once

  @Test func anItemDeletedAndMovedIsRefused() throws {
    let old = try Self.list([("S", [1, 2])])
    let new = try Self.list([("S", [1])])
    var batch = BatchUpdate()
    batch.itemDeletes = [Self.path(0, 1)]
    batch.itemMoves = [ListMove(from: Self.path(0, 1), to: Self.path(0, 0))]
    #expect(throws: BatchUpdateViolation.itemConflict(.delete, .moveFrom, Self.path(0, 1))) {
      try batch.apply(to: old, dataSource: new)
    }
  }

  @Test func aSectionMovedTwiceIsRefused() throws {
    let old = try Self.list([("A", []), ("B", [])])
    let new = try Self.list([("B", []), ("A", [])])
    var batch = BatchUpdate()
    batch.sectionMoves = [ListMove(from: 0, to: 1), ListMove(from: 0, to: 0)]
    #expect(throws: BatchUpdateViolation.sectionConflict(.moveFrom, .moveFrom, section: 0)) {
      try batch.apply(to: old, dataSource: new)
    }
    batch.sectionMoves = [ListMove(from: 0, to: 1)]
    #expect(try batch.apply(to: old, dataSource: new).map(\.id) == ["B", "A"])
  }

  @Test func twoItemsInsertedAtOneIndexAreRefused() throws {
    let old = try Self.list([("S", [])])
    let new = try Self.list([("S", [1, 2])])
    var batch = BatchUpdate()
    batch.itemInserts = [Self.path(0, 0), Self.path(0, 0)]
    #expect(throws: BatchUpdateViolation.itemConflict(.insert, .insert, Self.path(0, 0))) {
      try batch.apply(to: old, dataSource: new)
    }
    batch.itemInserts = [Self.path(0, 0), Self.path(0, 1)]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[1, 2]])
  }

  @Test func aReloadNamesTheOldIndexAndReadsTheItemAgain() throws {
    // 1 2 3 -> 2 3~9: delete old 0, reload old 2 (3, now at new 1) from the data source.
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try List([ListSection(Header(id: "S"), items: [Row(id: 2), Row(id: 3, content: 9)])])
    var batch = BatchUpdate()
    batch.itemDeletes = [Self.path(0, 0)]
    batch.itemReloads = [Self.path(0, 2)]
    #expect(try batch.apply(to: old, dataSource: new) == new.sections)
    batch.itemReloads = [Self.path(0, 0)]
    #expect(throws: BatchUpdateViolation.itemConflict(.delete, .reload, Self.path(0, 0))) {
      try batch.apply(to: old, dataSource: new)
    }
  }

  @Test func aReloadedSectionIsReadAgainWhole() throws {
    let old = try Self.list([("A", [1]), ("B", [2, 3])])
    let new = try List([
      ListSection(Header(id: "A"), items: [Row(id: 1)]),
      ListSection(Header(id: "B", title: "new"), items: [Row(id: 4)]),
    ])
    var batch = BatchUpdate()
    batch.sectionReloads = [1]
    #expect(try batch.apply(to: old, dataSource: new) == new.sections)
    batch.sectionMoves = [ListMove(from: 1, to: 0)]
    #expect(throws: BatchUpdateViolation.sectionConflict(.reload, .moveFrom, section: 1)) {
      try batch.apply(to: old, dataSource: new)
    }
  }

  // MARK: Rule 5: counts

  @Test func aSectionWhoseCountDoesNotAddUpIsRefusedAsUIKitWordsIt() throws {
    let old = try Self.list([("S", [1, 2, 3])])
    let new = try Self.list([("S", [1, 2, 3, 4, 5])])
    var batch = BatchUpdate()
    batch.itemInserts = [Self.path(0, 3)]
    let violation = BatchUpdateViolation.invalidItemCount(
      section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(throws: violation) { try batch.apply(to: old, dataSource: new) }
    #expect(
      violation.description
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (5) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    batch.itemInserts = [Self.path(0, 3), Self.path(0, 4)]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[1, 2, 3, 4, 5]])
  }

  @Test func aSectionCountThatDoesNotAddUpIsRefused() throws {
    let old = try Self.list([("A", [])])
    let new = try Self.list([("A", []), ("B", []), ("C", [])])
    var batch = BatchUpdate()
    batch.sectionInserts = [1]
    #expect(
      throws: BatchUpdateViolation.invalidSectionCount(after: 3, before: 1, inserted: 1, deleted: 0)
    ) { try batch.apply(to: old, dataSource: new) }
  }

  @Test func itemsMovedAcrossSectionsCountAsMovedOutAndIn() throws {
    let old = try Self.list([("A", [1, 2]), ("B", [3])])
    let new = try Self.list([("A", [2]), ("B", [1, 3])])
    var batch = BatchUpdate()
    batch.itemMoves = [ListMove(from: Self.path(0, 0), to: Self.path(1, 0))]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[2], [1, 3]])
    batch.itemMoves = []
    #expect(
      throws: BatchUpdateViolation.invalidItemCount(
        section: 0, after: 1, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    ) { try batch.apply(to: old, dataSource: new) }
  }

  // MARK: Rule 6: no moves out of deleted sections or into inserted ones

  @Test func aMoveOutOfADeletedSectionIsRefused() throws {
    let old = try Self.list([("A", [1]), ("B", [2])])
    let new = try Self.list([("A", [1, 2])])
    var batch = BatchUpdate()
    batch.sectionDeletes = [1]
    batch.itemMoves = [ListMove(from: Self.path(1, 0), to: Self.path(0, 1))]
    #expect(
      throws: BatchUpdateViolation.itemMovedOutOfDeletedSection(
        ListMove(from: Self.path(1, 0), to: Self.path(0, 1)))
    ) { try batch.apply(to: old, dataSource: new) }
    // What the diff does instead: the item arrives as an insert.
    batch.itemMoves = []
    batch.itemInserts = [Self.path(0, 1)]
    #expect(Self.ids(try batch.apply(to: old, dataSource: new)) == [[1, 2]])
  }

  /// Reported against other libraries: an item moved into a section the same update inserts.
  @Test func aMoveIntoAnInsertedSectionIsRefused() throws {
    let old = try Self.list([("A", [1, 2])])
    let new = try Self.list([("A", [1]), ("B", [2])])
    var batch = BatchUpdate()
    batch.sectionInserts = [1]
    batch.itemMoves = [ListMove(from: Self.path(0, 1), to: Self.path(1, 0))]
    #expect(throws: BatchUpdateViolation.itemAddedToInsertedSection(.moveTo, Self.path(1, 0))) {
      try batch.apply(to: old, dataSource: new)
    }
    // What the diff does instead: a delete, and the item arrives with its section.
    let changes = old.changes(to: new)
    #expect(changes.itemDeletes == [Self.path(0, 1)])
    #expect(changes.sectionInserts == [1])
    try BatchUpdate.check(changes, from: old, to: new)
  }

  // MARK: Rule 7: reconfigures after the batch, in new indexes

  @Test func updatesAreReconfiguredInNewIndexesAfterTheBatch() throws {
    let old = try Self.list([("S", [1, 2])])
    let new = try List([
      ListSection(Header(id: "S"), items: [Row(id: 3), Row(id: 1), Row(id: 2, content: 7)])
    ])
    var changes = old.changes(to: new)
    #expect(changes.itemUpdates == [Self.path(0, 2)])
    try BatchUpdate.check(changes, from: old, to: new)
    changes.itemUpdates = [Self.path(0, 3)]
    #expect(throws: BatchUpdateViolation.reconfigureOutOfRange(Self.path(0, 3), section: 0)) {
      try BatchUpdate.check(changes, from: old, to: new)
    }
  }

  // MARK: Regressions reported against other libraries

  /// A reload of a moved item ("attempt to perform a delete and a move from the same index
  /// path"): a reload is a delete and an insert, so the moved item cannot be reloaded too.
  @Test func aReloadOfAMovedItemIsRefused() throws {
    var changedTwo = Row(id: 2)
    changedTwo.content = 1
    let old = try Self.list([("S", [1, 2])])
    let new = try List([ListSection(Header(id: "S"), items: [changedTwo, Row(id: 1)])])
    var batch = BatchUpdate()
    batch.itemMoves = [ListMove(from: Self.path(0, 1), to: Self.path(0, 0))]
    batch.itemReloads = [Self.path(0, 1)]
    #expect(throws: BatchUpdateViolation.itemConflict(.reload, .moveFrom, Self.path(0, 1))) {
      try batch.apply(to: old, dataSource: new)
    }
    // The changes move it, and reconfigure it at its new place after the batch.
    let changes = old.changes(to: new)
    #expect(changes.itemUpdates == [Self.path(0, 0)])
    try BatchUpdate.check(changes, from: old, to: new)
  }

  /// Duplicate identities make an update no view can apply: they are refused before any
  /// changeset exists.
  @Test func duplicateIdentitiesAreRefusedBeforeAnyChanges() {
    #expect(throws: List.IdentityError.self) { try Self.list([("S", [1, 2, 1])]) }
    #expect(throws: List.IdentityError.self) { try Self.list([("A", [1]), ("B", [1])]) }
    #expect(throws: List.IdentityError.self) { try Self.list([("A", []), ("A", [])]) }
  }

  @Test func changesThatMissAnUpdateLeaveTheOldContentShown() throws {
    let old = try Self.list([("S", [1, 2])])
    let new = try List([ListSection(Header(id: "S"), items: [Row(id: 1), Row(id: 2, content: 5)])])
    var changes = old.changes(to: new)
    changes.itemUpdates = []
    #expect(
      throws: BatchUpdateViolation.resultDiffers(
        section: 0, shown: "item 1 as it was", data: "a changed item 1")
    ) { try BatchUpdate.check(changes, from: old, to: new) }
  }
}
