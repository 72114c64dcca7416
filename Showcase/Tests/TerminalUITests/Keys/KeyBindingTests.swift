import Testing

@testable import TerminalUI

/// A hint beside a failure comes from the binding that acts, never from a string of its own.
@MainActor @Suite struct KeyBindingTests {
  @Test func theRetryHintNamesTheKeyTheScreenDeclared() {
    let moving = KeyBinding.moving { _ in }
    #expect(KeyBinding.retryHint(in: moving + [.retry {}]) == "r to retry")
    #expect(KeyBinding.retryHint(in: [.retry(inField: true) {}] + moving) == "^R to retry")
    #expect(KeyBinding.retryHint(in: moving) == nil, "no retry binding: no hint")
    #expect(KeyBinding.retryHint(in: [.typing("retry")]) == nil, "typing is no key to name")
  }

  @Test func aListsKeysAreEnterToOpenThenTheMovingKeys() {
    var opened = 0
    var moved: [Key] = []
    let bindings = KeyBinding.choosing {
      opened += 1
    } move: {
      moved.append($0)
    }
    #expect(
      bindings.map(\.keyLabel) == ["Enter", "↑↓", "PgUp PgDn", "Home End g G"])
    #expect(bindings.map(\.action) == ["open", "move", "page", "first, last"])
    bindings[0].perform(.enter)
    bindings[1].perform(.character("j"))
    bindings[3].perform(.character("G"))
    #expect(opened == 1)
    #expect(moved == [.down, .end])
  }
}
