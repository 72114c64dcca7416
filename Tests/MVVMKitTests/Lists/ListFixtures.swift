import MVVMKit

/// A section header in list tests.
struct Header: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: String
  var title = ""
  var description: String { title.isEmpty ? id : "\(id):\(title)" }
}

/// An item in list tests.
struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var content = 0
  var description: String { content == 0 ? "\(id)" : "\(id)~\(content)" }
}

typealias TestList = SectionedList<Header, Row>

/// A list from `[("A", [1, 2]), ("B", [3])]`.
func makeList(_ sections: [(String, [Int])]) throws -> TestList {
  try TestList(sections.map { ListSection(Header(id: $0.0), items: $0.1.map { Row(id: $0) }) })
}

/// Applies `changes` to `old` the way a table view's batch update does (see `ListChanges`), taking
/// values only where the changes say to: inserted sections and items, and updates, from `new`;
/// everything else is carried over from `old`. The result equals `new` exactly when the changes
/// are complete and correct.
func applyBatchUpdate(_ changes: ListChanges, to old: TestList, new: TestList) throws -> TestList {
  var sections = old.sections

  // 1. Removals in old positions: items first (within surviving sections), then sections.
  var movedItems: [ItemPath: Row] = [:]
  for move in changes.itemMoves { movedItems[move.from] = old[move.from] }
  let itemRemovals = (changes.itemDeletes + changes.itemMoves.map(\.from)).sorted(by: >)
  for path in itemRemovals { sections[path.section].items.remove(at: path.item) }
  var movedSections: [Int: ListSection<Header, Row>] = [:]
  for move in changes.sectionMoves { movedSections[move.from] = sections[move.from] }
  for index in (changes.sectionDeletes + changes.sectionMoves.map(\.from)).sorted(by: >) {
    sections.remove(at: index)
  }

  // 2. Insertions in new positions, ascending: sections, then items.
  var sectionInsertions: [(Int, ListSection<Header, Row>)] =
    changes.sectionInserts.map { ($0, new.sections[$0]) }
  sectionInsertions += changes.sectionMoves.map { ($0.to, movedSections[$0.from]!) }
  for (index, section) in sectionInsertions.sorted(by: { $0.0 < $1.0 }) {
    sections.insert(section, at: index)
  }
  var itemInsertions: [(ItemPath, Row)] = changes.itemInserts.map { ($0, new[$0]) }
  itemInsertions += changes.itemMoves.map { ($0.to, movedItems[$0.from]!) }
  for (path, item) in itemInsertions.sorted(by: { $0.0 < $1.0 }) {
    sections[path.section].items.insert(item, at: path.item)
  }

  // 3. Updates in new positions.
  for index in changes.sectionUpdates { sections[index].model = new.sections[index].model }
  for path in changes.itemUpdates { sections[path.section].items[path.item] = new[path] }
  return try TestList(sections)
}
