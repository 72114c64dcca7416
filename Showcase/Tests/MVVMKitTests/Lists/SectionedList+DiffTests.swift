import MVVMKit
import MVVMKitTesting
import PropertyBased
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct SectionedListDiffTests {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  @Test func identicalListsHaveNoChanges() throws {
    let list = try makeList([("A", [1, 2, 3]), ("B", [4])])
    #expect(list.changes(to: list).isEmpty)
  }

  @Test func anInsertionMovesNothing() throws {
    let old = try makeList([("A", [1, 2, 3, 4])])
    let new = try makeList([("A", [0, 1, 2, 3, 4])])
    var expected = ListChanges()
    expected.itemInserts = [path(0, 0)]
    #expect(old.changes(to: new) == expected)
  }

  @Test func aDeletionMovesNothing() throws {
    let old = try makeList([("A", [1, 2, 3, 4])])
    let new = try makeList([("A", [1, 3, 4])])
    var expected = ListChanges()
    expected.itemDeletes = [path(0, 1)]
    #expect(old.changes(to: new) == expected)
  }

  @Test func movingOneItemToTheFrontIsOneMove() throws {
    let old = try makeList([("A", [1, 2, 3, 4])])
    let new = try makeList([("A", [4, 1, 2, 3])])
    var expected = ListChanges()
    expected.itemMoves = [ListMove(from: path(0, 3), to: path(0, 0))]
    #expect(old.changes(to: new) == expected)
  }

  @Test func rotatingTheFirstItemToTheEndIsOneMove() throws {
    let old = try makeList([("A", [1, 2, 3, 4])])
    let new = try makeList([("A", [2, 3, 4, 1])])
    var expected = ListChanges()
    expected.itemMoves = [ListMove(from: path(0, 0), to: path(0, 3))]
    #expect(old.changes(to: new) == expected)
  }

  @Test func reversingSectionsMovesAllButOne() throws {
    let old = try makeList([("A", []), ("B", []), ("C", [])])
    let new = try makeList([("C", []), ("B", []), ("A", [])])
    #expect(old.changes(to: new).sectionMoves.count == 2)
  }

  @Test func aReversedSectionMovesAllButItsLastItemAndKeepsItsUpdates() throws {
    let old = try makeList([("A", [1, 2, 3, 4, 5])])
    var sections = try makeList([("A", [5, 4, 3, 2, 1])]).sections
    sections[0].items[1].content = 9  // item 4, now second
    let new = try TestList(sections)
    var expected = ListChanges()
    expected.itemMoves = (0..<4).map { ListMove(from: path(0, 4 - $0), to: path(0, $0)) }
    expected.itemUpdates = [path(0, 1)]
    #expect(old.changes(to: new) == expected)
    #expect(try applyBatchUpdate(expected, to: old, new: new) == new)
  }

  @Test func aReversedMiddleBetweenUnchangedEndsMovesOnlyInside() throws {
    let old = try makeList([("A", [0, 1, 2, 3, 8, 9])])
    let new = try makeList([("A", [0, 3, 2, 1, 8, 9])])
    var expected = ListChanges()
    expected.itemMoves = [
      ListMove(from: path(0, 3), to: path(0, 1)), ListMove(from: path(0, 2), to: path(0, 2)),
    ]
    #expect(old.changes(to: new) == expected)
  }

  @Test func anItemFromAnotherSectionInsideARunIsAMoveAndTheRunStays() throws {
    let old = try makeList([("A", [1, 2, 3, 4, 5]), ("B", [6, 7])])
    let new = try makeList([("A", [0, 1, 2, 7, 3, 4, 5, 10]), ("B", [6])])
    var expected = ListChanges()
    expected.itemInserts = [path(0, 0), path(0, 7)]
    expected.itemMoves = [ListMove(from: path(1, 1), to: path(0, 3))]
    #expect(old.changes(to: new) == expected)
  }

  /// 0..<n with a few items taken out and put back elsewhere, and maybe a stretch reversed: what
  /// most updates look like, where the search splits at the items in place.
  private static let nearlySorted = zip(
    Gen.int(in: 0...60), Gen.int(in: 0...1_000).array(of: 0...9)
  ).map { count, picks -> [Int] in
    var order = Array(0..<count)
    guard count > 1 else { return order }
    for pair in stride(from: 0, to: picks.count - 1, by: 2) {
      let item = order.remove(at: picks[pair] % order.count)
      order.insert(item, at: picks[pair + 1] % (order.count + 1))
    }
    if picks.count % 2 == 1, let start = picks.last.map({ $0 % count }) {
      order[start..<min(count, start + 6)].reverse()
    }
    return order
  }

  @Test func aNearlySortedSectionMovesExactlyTheItemsOutsideALongestIncreasingRun() async {
    await propertyCheck(count: 2_000, input: Self.nearlySorted) { order in
      try Self.expectFewestMoves(reordering: order)
    }
  }

  /// A permutation of 0..<n, with the length of its longest increasing subsequence counted the
  /// slow, obvious way (O(n²)), independently of the diff.
  private static let permutations = Gen.int(in: 0...1_000_000).array(of: 0...40).map { keys in
    keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
  }

  private static func longestIncreasingLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        lengths[index] = max(lengths[index], lengths[earlier] + 1)
      }
    }
    return lengths.max() ?? 0
  }

  /// The diff of 0..<n to `order` moves exactly the items outside a longest increasing run, and
  /// applied to the old list gives the new one.
  private static func expectFewestMoves(reordering order: [Int]) throws {
    let old = try makeList([("A", Array(order.indices))])
    let new = try makeList([("A", order)])
    let changes = old.changes(to: new)
    #expect(
      changes.itemMoves.count == order.count - Self.longestIncreasingLength(order), "\(order)")
    #expect(try applyBatchUpdate(changes, to: old, new: new) == new)
  }

  @Test func aPermutationMovesExactlyTheItemsOutsideALongestIncreasingRun() async {
    await propertyCheck(count: 2_000, input: Self.permutations) { order in
      try Self.expectFewestMoves(reordering: order)
    }
  }

  @Test func findsMovesAcrossSections() throws {
    let old = try makeList([("A", [1, 2]), ("B", [3])])
    let new = try makeList([("A", [1]), ("B", [2, 3])])
    var expected = ListChanges()
    expected.itemMoves = [ListMove(from: path(0, 1), to: path(1, 0))]
    #expect(old.changes(to: new) == expected)
  }

  @Test func findsAMoveToTheFirstItemOfTheNextSection() throws {
    let old = try makeList([("A", [1]), ("B", [2, 3])])
    let new = try makeList([("A", [2]), ("B", [3])])
    var expected = ListChanges()
    expected.itemDeletes = [path(0, 0)]
    expected.itemMoves = [ListMove(from: path(1, 0), to: path(0, 0))]
    #expect(old.changes(to: new) == expected)
  }

  @Test func reportsUpdatesInNewPositions() throws {
    let old = try makeList([("A", [1, 2, 3])])
    var sections = try makeList([("A", [0, 1, 2, 3])]).sections
    sections[0].items[3].content = 9
    sections[0].model.title = "4 Items found"
    let new = try TestList(sections)
    var expected = ListChanges()
    expected.itemInserts = [path(0, 0)]
    expected.itemUpdates = [path(0, 3)]
    expected.sectionUpdates = [0]
    #expect(old.changes(to: new) == expected)
  }

  @Test func sectionChangesCarryTheirItems() throws {
    let old = try makeList([("A", [1]), ("B", [2]), ("C", [3])])
    let new = try makeList([("C", [3]), ("A", [1]), ("D", [4])])
    var expected = ListChanges()
    expected.sectionDeletes = [1]
    expected.sectionInserts = [2]
    expected.sectionMoves = [ListMove(from: 2, to: 0)]
    #expect(old.changes(to: new) == expected)
  }

  @Test func anItemLeavingADeletedSectionArrivesAsAnInsert() throws {
    let old = try makeList([("A", [1]), ("B", [2])])
    let new = try makeList([("A", [1, 2])])
    var expected = ListChanges()
    expected.sectionDeletes = [1]
    expected.itemInserts = [path(0, 1)]
    #expect(old.changes(to: new) == expected)
    #expect(try applyBatchUpdate(expected, to: old, new: new) == new)
  }

  /// Random lists from a small pool of identities, so that most items of `new` are in `old`:
  /// every kind of change happens, often several at once.
  private static let lists = zip(
    Gen.int(in: 0...5).array(of: 0...6),
    zip(Gen.int(in: 0...24), Gen.int(in: 0...2), Gen.int(in: 0...5)).array(of: 0...30)
  ).map { sectionIDs, items -> TestList in
    var seenSections = Set<Int>()
    let headers = sectionIDs.filter { seenSections.insert($0).inserted }
    var sections = headers.map {
      ListSection(Header(id: "S\($0)", title: "\($0 % 2)"), items: [Row]())
    }
    var seenItems = Set<Int>()
    for (id, content, slot) in items where !sections.isEmpty && seenItems.insert(id).inserted {
      sections[slot % sections.count].items.append(Row(id: id, content: content))
    }
    do {
      return try TestList(sections)
    } catch {
      Issue.record("the generator made duplicate identities: \(error)")
      return TestList()
    }
  }

  /// The changes are a batch UIKit accepts (MVVMKitTesting's `BatchUpdate` checks its rules), and
  /// applied to the old list they give the new one.
  @Test func applyingTheChangesToTheOldListGivesTheNewList() async {
    await propertyCheck(count: 2_000, input: Self.lists, Self.lists) { old, new in
      let changes = old.changes(to: new)
      #expect(throws: Never.self, "\(old) -> \(new): \(changes)") {
        try BatchUpdate.check(changes, from: old, to: new)
      }
      let applied = try applyBatchUpdate(changes, to: old, new: new)
      #expect(applied == new, "\(old) -> \(new): \(changes)")
    }
  }

  /// The same sections, reversed, with every item dealt to another section and some changed:
  /// section moves and cross-section item moves in one update, which UIKit accepts.
  @Test func sectionsReorderedWithEveryItemMovedAcrossSections() async {
    let reshuffles = zip(Self.lists, Gen.int(in: 1...5), Gen.int(in: 0...3)).map {
      old, rotation, changedEvery -> (TestList, TestList) in
      let sections = old.sections
      guard sections.count > 1 else { return (old, old) }
      var newSections = sections.reversed().map { ListSection($0.model, items: [Row]()) }
      for (index, var item) in sections.flatMap(\.items).enumerated() {
        if changedEvery > 0, index.isMultiple(of: changedEvery) { item.content += 1 }
        // Each item to a section other than its own.
        newSections[(index + rotation) % newSections.count].items.append(item)
      }
      do {
        return (old, try TestList(newSections))
      } catch {
        Issue.record("the reshuffle made duplicate identities: \(error)")
        return (old, old)
      }
    }
    await propertyCheck(count: 2_000, input: reshuffles) { pair in
      let (old, new) = pair
      let changes = old.changes(to: new)
      #expect(throws: Never.self, "\(old) -> \(new): \(changes)") {
        try BatchUpdate.check(changes, from: old, to: new)
      }
    }
  }

  @Test func changesAreSortedAsDocumented() async {
    await propertyCheck(count: 500, input: Self.lists, Self.lists) { old, new in
      let changes = old.changes(to: new)
      #expect(changes.sectionDeletes == changes.sectionDeletes.sorted())
      #expect(changes.sectionInserts == changes.sectionInserts.sorted())
      #expect(changes.sectionMoves.map(\.to) == changes.sectionMoves.map(\.to).sorted())
      #expect(changes.itemDeletes == changes.itemDeletes.sorted())
      #expect(changes.itemInserts == changes.itemInserts.sorted())
      #expect(changes.itemMoves.map(\.to) == changes.itemMoves.map(\.to).sorted())
      #expect(changes.itemUpdates == changes.itemUpdates.sorted())
    }
  }

  @Test func listsDifferExactlyWhenThereAreChanges() async {
    await propertyCheck(count: 500, input: Self.lists, Self.lists) { old, new in
      #expect(old.changes(to: new).isEmpty == (old == new))
    }
  }
}

extension SectionedList: @retroactive CustomStringConvertible
where Model: CustomStringConvertible, Item: CustomStringConvertible {
  var description: String {
    sections.map { "\($0.model)\($0.items.map(\.description))" }.joined(separator: " ")
  }
}
