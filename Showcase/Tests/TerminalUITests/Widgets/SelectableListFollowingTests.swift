import MVVMKit
import Testing

@testable import TerminalUI

/// A view model that holds its list's selection, by the item's name.
@MainActor final class FruitPicker: SelectingViewModel {
  var selectedID: String?
  func select(_ id: String) { selectedID = id }
}

/// A terminal list shows the selection its view model holds, and its keys move that one.
@MainActor @Suite struct SelectableListFollowingTests {
  @Test func theListShowsTheViewModelsSelectionAndItsKeysMoveIt() {
    let picker = FruitPicker()
    picker.selectedID = "fig"
    var list = SelectableList<String>()
    list.follow(picker, among: ["apple", "fig", "kiwi"])
    #expect(list.selection == 1)
    #expect(list.move(.down, selectingIn: picker) == .moved)
    #expect(picker.selectedID == "kiwi")
    #expect(list.move(.down, selectingIn: picker) == .pastEnd)
    #expect(picker.selectedID == "kiwi")
    // The items change: the selection stays on its item.
    list.follow(picker, among: ["kiwi", "apple"])
    #expect(list.selection == 0)
    // The selection moved elsewhere (another view, a test): the list follows it.
    picker.select("apple")
    list.follow(picker, among: ["kiwi", "apple"])
    #expect(list.selectedID == "apple")
  }
}
