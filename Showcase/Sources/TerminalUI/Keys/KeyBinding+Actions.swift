public import MVVMKit

extension KeyBinding {
  /// The bindings of a screen's `actions`, with the keys `keys` gives them: each enabled action
  /// that has a key, in the order of `actions`; a disabled one has no binding, so its key does
  /// nothing and no hint names it. An action that is not prominent is listed in the help only.
  /// Two actions on ← and → are one binding, "←→ previous, next", so that a narrow status bar
  /// never keeps one way and drops the other.
  ///
  /// - Parameters:
  ///   - actions: What the screen's view model says it can do now.
  ///   - keys: The app's keys for its actions.
  ///   - after: What the screen does after an action, where the terminal's own state follows it
  ///     (the focus going to a field whose search changed); nothing by default.
  ///   - opening: How the screen opens an action's link (`ScreenAction.link`): in a browser,
  ///     saying so. Without it, an action that opens a link has no binding.
  public static func actions(
    _ actions: [ScreenAction], keys: ActionKeys,
    after: @escaping @MainActor (ActionID) -> Void = { _ in },
    opening: (@MainActor (ScreenAction.Link) -> Void)? = nil
  ) -> [KeyBinding] {
    let bindings: [KeyBinding] = actions.compactMap { action in
      let shortcuts = keys.keys(for: action.id)
      guard action.isEnabled, let first = shortcuts.first else { return nil }
      let (id, link) = (action.id, action.link)
      let perform: @MainActor () -> Void
      if let link {
        guard let opening else { return nil }
        perform = { opening(link) }
      } else {
        perform = action.perform
      }
      return KeyBinding(
        shortcuts.map(Key.init), first.label, action.title, isInStatusBar: action.isProminent
      ) {
        perform()
        after(id)
      }
    }
    return pairingArrows(in: bindings)
  }

  /// `bindings` with the one whose first key is ← and the one whose first key is → made one, in
  /// the place of the first of them.
  private static func pairingArrows(in bindings: [KeyBinding]) -> [KeyBinding] {
    guard let left = bindings.firstIndex(where: { $0.keys.first == .left }),
      let right = bindings.firstIndex(where: { $0.keys.first == .right }),
      bindings[left].isInStatusBar == bindings[right].isInStatusBar
    else { return bindings }
    let (back, on) = (bindings[left], bindings[right])
    let pair = KeyBinding(
      back.keys + on.keys, "←→", back.action + ", " + on.action, isInStatusBar: back.isInStatusBar
    ) { key in
      back.keys.contains(key) ? back.perform(key) : on.perform(key)
    }
    var paired = bindings
    paired[min(left, right)] = pair
    paired.remove(at: max(left, right))
    return paired
  }
}

extension Key {
  /// The terminal's key for `shortcut`.
  public init(_ shortcut: KeyShortcut) {
    switch shortcut {
    case .character(let character): self = .character(character)
    case .enter: self = .enter
    case .tab: self = .tab
    case .backTab: self = .backTab
    case .left: self = .left
    case .right: self = .right
    }
  }
}
