import Foundation
import MVVMKit
import Testing

@testable import TerminalUI

/// A screen's declared actions as the terminal's bindings: the app's keys, the actions' titles,
/// nothing for a disabled action.
@MainActor @Suite struct KeyBindingActionsTests {
  let keys: ActionKeys = [
    "pin": ["p"], "previous": [.left, "h"], "next": [.right, "l"], "a": ["a"],
  ]

  @Test func eachEnabledActionWithAKeyIsABindingUnderItsTitle() {
    var performed: [String] = []
    let bindings = KeyBinding.actions(
      [
        ScreenAction("pin", title: "unpin", isProminent: false) { performed.append("pin") },
        ScreenAction("a", isEnabled: false) { performed.append("a") },
        ScreenAction("keyless") { performed.append("keyless") },
      ], keys: keys)
    #expect(bindings.map(\.keyLabel) == ["p"])
    #expect(bindings.map(\.action) == ["unpin"])
    #expect(bindings.map(\.isInStatusBar) == [false])
    bindings[0].perform(.character("p"))
    #expect(performed == ["pin"])
  }

  @Test func theArrowsBothWaysAreOneBinding() {
    var performed: [String] = []
    var after: [ActionID] = []
    let bindings = KeyBinding.actions(
      [
        ScreenAction("pin") { performed.append("pin") },
        ScreenAction("previous") { performed.append("previous") },
        ScreenAction("next") { performed.append("next") },
      ], keys: keys
    ) { after.append($0) }
    #expect(bindings.map(\.keyLabel) == ["p", "←→"])
    #expect(bindings.map(\.action) == ["pin", "previous, next"])
    #expect(bindings[1].keys == [.left, .character("h"), .right, .character("l")])
    bindings[1].perform(.character("l"))
    bindings[1].perform(.left)
    #expect(performed == ["next", "previous"])
    #expect(after == ["next", "previous"], "the screen follows each action it asked for")
  }

  @Test func oneWayAloneKeepsItsOwnArrow() {
    let bindings = KeyBinding.actions([ScreenAction("next") {}], keys: keys)
    #expect(bindings.map(\.keyLabel) == ["→"])
  }

  @Test func anActionThatOpensALinkIsBoundOnlyWhereTheScreenCanOpenIt() throws {
    let url = try #require(URL(string: "https://maps.google.com/?q=1"))
    let actions = [
      ScreenAction("a", title: "open in maps", opening: .init(url, subject: "the place"))
    ]
    #expect(KeyBinding.actions(actions, keys: keys).isEmpty, "no opener: no dead key")
    var opened: [ScreenAction.Link] = []
    var after: [ActionID] = []
    let bindings = KeyBinding.actions(
      actions, keys: keys, after: { after.append($0) }, opening: { opened.append($0) })
    #expect(bindings.map(\.action) == ["open in maps"])
    bindings[0].perform(.character("a"))
    #expect(opened == [ScreenAction.Link(url, subject: "the place")])
    #expect(after == ["a"])
  }
}
