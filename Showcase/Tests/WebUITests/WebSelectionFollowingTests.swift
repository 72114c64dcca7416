import MVVMKit
import Testing

@testable import WebUI

/// A view model that holds its list's selection, by the item's number.
@MainActor final class NumberPicker: SelectingViewModel {
  var selectedID: Int?
  var opened: [Int] = []
  func select(_ id: Int) { selectedID = id }
}

/// A page's list shows the selection its view model holds, and its keys move that one: one cursor.
@MainActor @Suite struct WebSelectionFollowingTests {
  @Test func thePagesKeysMoveTheViewModelsSelectionAndEnterOpensIt() {
    let picker = NumberPicker()
    let selection = WebSelection(of: picker)
    selection.update(to: [10, 20, 30])
    #expect(selection.selectedID == nil)
    #expect(selection.move(.down))
    #expect(picker.selectedID == 10, "the first key chooses the first item")
    #expect(selection.move(.end))
    #expect(picker.selectedID == 30)
    picker.select(20)
    #expect(selection.index == 1)
    #expect(selection.handle(.enter) { picker.opened.append($0) })
    #expect(picker.opened == [20])
  }
}
