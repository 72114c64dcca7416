import MVVMKit
import MVVMKitTesting

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

/// Applies `changes` to `old` as a table view's batch update does, by MVVMKitTesting's checker of
/// UIKit's rules: values are taken from `new` only where the changes say to (inserted sections and
/// items, and updates); everything else is carried over from `old`. The result equals `new` exactly
/// when the changes are complete and correct.
func applyBatchUpdate(_ changes: ListChanges, to old: TestList, new: TestList) throws -> TestList {
  try TestList(BatchUpdate(changes).apply(to: old, dataSource: new))
}
