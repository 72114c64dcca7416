/// One thing a screen lets the user do from the keyboard: the keys, how they are shown, what it
/// does. A screen declares its bindings once; the app dispatches keys through them and draws both
/// the status bar and the `?` help from them, so a hint can never name a key that does not work,
/// nor a working key go unlisted.
///
/// ```swift
/// var bindings: [KeyBinding] {
///   [KeyBinding([.character("s")], "s", "sort") { [weak self] in self?.sortToggled() }]
///     + KeyBinding.choosing { [weak self] in self?.openSelected() } move: { [weak self] key in
///       self?.move(key)
///     }
/// }
/// ```
@MainActor
public struct KeyBinding {
  /// The keys that trigger it; empty for typing into a field, which the field itself handles.
  public var keys: [Key]
  /// How the keys are shown: "Enter", "↑↓", "r".
  public var keyLabel: String
  /// What it does, in a word or two: "open", "retry".
  public var action: String
  /// Whether the status bar shows it (the `?` help shows every binding).
  public var isInStatusBar: Bool
  /// Runs the action for the key pressed.
  public var perform: @MainActor (Key) -> Void

  /// A binding of `keys`, shown as `keyLabel` and `action`, whose action gets the key pressed.
  ///
  /// - Parameters:
  ///   - keys: The keys that trigger it.
  ///   - keyLabel: How the keys are shown.
  ///   - action: What it does, in a word or two.
  ///   - isInStatusBar: Whether the status bar shows it.
  ///   - perform: The action, given the key pressed.
  public init(
    _ keys: [Key], _ keyLabel: String, _ action: String, isInStatusBar: Bool = true,
    perform: @escaping @MainActor (Key) -> Void
  ) {
    self.keys = keys
    self.keyLabel = keyLabel
    self.action = action
    self.isInStatusBar = isInStatusBar
    self.perform = perform
  }

  /// A binding of `keys` whose action does not depend on which of them was pressed.
  public init(
    _ keys: [Key], _ keyLabel: String, _ action: String, isInStatusBar: Bool = true,
    perform: @escaping @MainActor () -> Void
  ) {
    self.init(keys, keyLabel, action, isInStatusBar: isInStatusBar) { (_: Key) in perform() }
  }

  /// Trying again what failed: `r`, and Ctrl-R, which also works while a field has the focus (and
  /// takes `r` as typing); then it is shown as "^R".
  ///
  /// - Parameters:
  ///   - inField: Whether a text field has the focus.
  ///   - perform: Tries again.
  public static func retry(inField: Bool = false, perform: @escaping @MainActor () -> Void)
    -> KeyBinding
  {
    inField
      ? KeyBinding([.ctrl("r")], "^R", "retry", perform: perform)
      : KeyBinding([.character("r"), .ctrl("r")], "r", "retry", perform: perform)
  }

  /// Loads a whole screen afresh from its sources' first page (`R`): `action` names it ("reload",
  /// "refresh"). Listed in help, not in the status bar, which has `r` for a failure.
  public static func reload(_ action: String = "reload", perform: @escaping @MainActor () -> Void)
    -> KeyBinding
  {
    KeyBinding([.character("R")], "R", action, isInStatusBar: false, perform: perform)
  }

  /// How to try again, from the retry binding among `bindings` (see ``retry(inField:perform:)``):
  /// "r to retry", "^R to retry" in a field; `nil` when there is none, so a hint beside a failure
  /// never names a key that does nothing.
  public static func retryHint(in bindings: [KeyBinding]) -> String? {
    hint(for: "retry", in: bindings)
  }

  /// How to do `action` with the first of `bindings` that does it: "m for more" reads "m to
  /// more", so this is for verbs: "r to retry".
  public static func hint(for action: String, in bindings: [KeyBinding]) -> String? {
    bindings.first { $0.action == action && !$0.keys.isEmpty }.map {
      "\($0.keyLabel) to \($0.action)"
    }
  }

  /// Typing into the focused field: listed, handled by the screen's ``TerminalScreen/handleText(_:)``.
  public static func typing(_ action: String) -> KeyBinding {
    KeyBinding([], "type", action) {}
  }

  /// The same movement keys for every list, grid and scrolling text: the arrows and `hjkl`,
  /// PgUp/PgDn, Home/End and `g`/`G`. `move` gets the key as an arrow, PgUp/PgDn or Home/End.
  ///
  /// - Parameters:
  ///   - action: What the keys do, as the status bar and the help say it: "move", "scroll".
  ///   - horizontal: Whether ←→ (and `h`, `l`) move too, as in a grid.
  ///   - move: Moves the selection or the scroll.
  public static func moving(
    _ action: String = "move", horizontal: Bool = false, move: @escaping @MainActor (Key) -> Void
  ) -> [KeyBinding] {
    // Made for every key a screen handles and every frame's status bar: no dictionary here.
    let arrows: [Key] =
      horizontal
      ? [
        .left, .up, .down, .right, .character("h"), .character("k"), .character("j"),
        .character("l"),
      ]
      : [.up, .down, .character("k"), .character("j")]
    func normalized(_ key: Key) -> Key {
      guard case .character(let letter) = key else { return key }
      switch letter {
      case "k": return .up
      case "j": return .down
      case "h": return .left
      case "l": return .right
      case "g": return .home
      case "G": return .end
      default: return key
      }
    }
    return [
      KeyBinding(arrows, horizontal ? "←↑↓→" : "↑↓", action) {
        move(normalized($0))
      },
      KeyBinding([.pageUp, .pageDown], "PgUp PgDn", "page", isInStatusBar: false) { move($0) },
      KeyBinding(
        [.home, .end, .character("g"), .character("G")], "Home End g G", "first, last",
        isInStatusBar: false
      ) {
        move(normalized($0))
      },
    ]
  }

  /// A list's keys: Enter opens the selected row, and the moving keys (``moving(_:horizontal:move:)``)
  /// move the selection.
  ///
  /// - Parameters:
  ///   - action: What Enter does, in a word: "open".
  ///   - horizontal: Whether ←→ (and `h`, `l`) move too, as in a grid.
  ///   - open: Opens the selected row.
  ///   - move: Moves the selection.
  public static func choosing(
    _ action: String = "open", horizontal: Bool = false, open: @escaping @MainActor () -> Void,
    move: @escaping @MainActor (Key) -> Void
  ) -> [KeyBinding] {
    [KeyBinding([.enter], "Enter", action) { open() }]
      + moving(horizontal: horizontal, move: move)
  }
}
