// A sectioned list with checked identities, the changes between two versions of it, and how a
// table view applies them.

// snippet.hide
import MVVMKit

// snippet.show
struct Header: Identifiable, Equatable {
  let id: String
  var title: String
}

struct Row: Identifiable, Equatable {
  let id: Int
  var text: String
}

// snippet.build
/// Identities are checked when the list is made: a repeated one throws, naming it.
func makeLists() throws(ListIdentityError<String, Int>) -> (
  old: SectionedList<Header, Row>, new: SectionedList<Header, Row>
) {
  let old = try SectionedList([
    ListSection(
      Header(id: "today", title: "Today"), items: [Row(id: 1, text: "a"), Row(id: 2, text: "b")]),
    ListSection(Header(id: "earlier", title: "Earlier"), items: [Row(id: 3, text: "c")]),
  ])
  let new = try SectionedList([
    ListSection(Header(id: "earlier", title: "Earlier"), items: [Row(id: 3, text: "c!")]),
    ListSection(
      Header(id: "today", title: "Today"), items: [Row(id: 2, text: "b"), Row(id: 4, text: "d")]),
  ])
  return (old, new)
}

// snippet.diff
/// The changes: deletes in old positions, inserts in new ones, the fewest moves, and updates
/// for what kept its identity but changed its content.
func describeChanges() throws {
  let (old, new) = try makeLists()
  let changes = old.changes(to: new)
  print(changes.sectionMoves)  // one section moves: the other stays
  print(changes.itemDeletes)  // row 1, at its old path
  print(changes.itemInserts)  // row 4, at its new path
  print(changes.itemUpdates)  // row 3, whose text changed, at its new path
}

// snippet.repeated
/// A list from a server may repeat an identity: show that section as failed, keep the others.
func showingMistakes(_ sections: [ListSection<Header, Row>]) -> SectionedList<Header, Row> {
  SectionedList(showingIdentityErrors: sections) { header, error in
    Header(id: header.id, title: "\(header.title): \(error)")
  }
}
// snippet.end
