import MVVMKit
import Testing

/// An app's one table of keys: which action a key performs, and which actions would share one.
@MainActor @Suite struct ActionKeysTests {
  let keys: ActionKeys = ["pin": ["p"], "next": [.right, "l"], "swap": ["s"], "sort": ["s"]]

  @Test func anActionHasItsKeysTheFirstTheOneShown() {
    #expect(keys.keys(for: "next") == [.right, .character("l")])
    #expect(keys.keys(for: "unknown") == [])
    #expect(keys.all.map(\.action) == ["next", "pin", "sort", "swap"])
  }

  @Test func aKeyPerformsTheFirstOfTheScreensActionsItIsTheKeyOf() {
    var performed: [String] = []
    let actions = [
      ScreenAction("pin", isEnabled: false) { performed.append("pin") },
      ScreenAction("next") { performed.append("next") },
    ]
    #expect(keys.action(for: "l", in: actions)?.id == "next")
    #expect(keys.action(for: .right, in: actions)?.id == "next")
    // A disabled action is still the key's: a view does nothing with it rather than another.
    #expect(keys.action(for: "p", in: actions)?.isEnabled == false)
    #expect(keys.action(for: "s", in: actions) == nil, "no action of the screen's")
    keys.action(for: "l", in: actions)?.perform()
    #expect(performed == ["next"])
  }

  @Test func twoActionsOfAScreenThatShareAKeyAreAConflict() {
    let actions = [ScreenAction("swap") {}, ScreenAction("sort") {}, ScreenAction("pin") {}]
    let conflicts = keys.conflicts(in: actions)
    #expect(conflicts.map { "\($0.0) \($0.1) \($0.2.label)" } == ["swap sort s"])
    #expect(keys.conflicts(in: [ScreenAction("swap") {}, ScreenAction("pin") {}]).isEmpty)
  }

  @Test func anActionIsTitledByItsNameUnlessItSaysMore() {
    let plain = ScreenAction("swap") {}
    let titled = ScreenAction("make-base", title: "make base", isOn: true, isProminent: false) {}
    #expect(plain.title == "swap")
    #expect(plain.isEnabled && plain.isOn == nil && !plain.isDestructive && plain.isProminent)
    #expect(titled.title == "make base")
    #expect(titled.isOn == true && !titled.isProminent)
  }

  @Test func aKeyIsShownAsEveryViewShowsIt() {
    #expect(
      [KeyShortcut.character(" "), "s", .enter, .tab, .backTab, .left, .right].map(\.label)
        == ["Space", "s", "Enter", "Tab", "⇧Tab", "←", "→"])
    #expect(
      [KeyShortcut.character(" "), "s", .enter, .tab, .backTab, .left, .right].map(\.browserName)
        == [" ", "s", "Enter", nil, nil, "ArrowLeft", "ArrowRight"])
  }
}
