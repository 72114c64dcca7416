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
}
