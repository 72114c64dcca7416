// UIKit's batch-update rules, checked on any platform: a test that a list's changes are a batch a
// table or collection view accepts, and that it then shows the new list.

// snippet.hide
import MVVMKit
import MVVMKitTesting
import Testing

struct Header: Identifiable, Equatable {
  let id: String
}

struct Row: Identifiable, Equatable {
  let id: Int
}

// snippet.show
@Test func loadingTheSecondPageIsABatchUIKitAccepts() throws {
  let header = Header(id: "results")
  let firstPage = (1...20).map(Row.init)
  let secondPage = (21...40).map(Row.init)
  let old = try SectionedList([ListSection(header, items: firstPage)])
  let new = try SectionedList([ListSection(header, items: firstPage + secondPage)])

  let changes = old.changes(to: new)
  #expect(changes.itemInserts.count == 20)
  try BatchUpdate.check(changes, from: old, to: new)
}
// snippet.end
