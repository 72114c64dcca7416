/// A key that performs an action, said without any view's own idea of a key: a terminal and a
/// browser each read it as theirs (SwiftUI's `KeyEquivalent` is the same idea).
public enum KeyShortcut: Hashable, Sendable {
  /// A printable key: a letter, a digit, a sign, or the space bar (`" "`).
  case character(Character)
  /// Return.
  case enter
  /// Tab. A browser keeps it for moving the focus, so a web view offers such an action by its
  /// button only.
  case tab
  /// Shift-Tab; as ``tab``, a browser keeps it.
  case backTab
  /// The left arrow.
  case left
  /// The right arrow.
  case right

  /// How the key is shown: "s", "Space", "Tab", "⇧Tab", "←".
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "⇧Tab"
    case .left: "←"
    case .right: "→"
    }
  }

  /// The key's name as a browser gives it (`KeyboardEvent.key`): "s", " ", "Enter",
  /// "ArrowLeft"; `nil` for the keys a browser keeps for its focus.
  public var browserName: String? {
    switch self {
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab, .backTab: nil
    case .left: "ArrowLeft"
    case .right: "ArrowRight"
    }
  }
}

extension KeyShortcut: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The printable key `value`: `"s"`.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self = .character(value)
  }
}
