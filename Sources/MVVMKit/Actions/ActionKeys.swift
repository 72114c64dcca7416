/// An app's keys for its screens' actions: one table, read by every view, so that a key does the
/// same in the terminal and the browser, and an action has its key on every screen that offers
/// it.
///
/// ```swift
/// extension ActionKeys {
///   public static let rates: ActionKeys = [
///     "make-base": ["b"], "pin": ["p"], "swap": ["s"], "span": [.tab],
///   ]
/// }
/// ```
///
/// The keys every screen shares (the arrows, Enter, Esc, `?`, `r`) are the views' key model, not
/// an app's: an app's table leaves them out, and a test can check that it does.
public struct ActionKeys: Sendable, ExpressibleByDictionaryLiteral {
  private var keysByAction: [ActionID: [KeyShortcut]]

  /// The table of `elements`: each action's keys, the first the one a view shows.
  public init(dictionaryLiteral elements: (ActionID, [KeyShortcut])...) {
    keysByAction = Dictionary(elements) { first, _ in first }
  }

  /// The keys of the action named `id`, the first the one a view shows; empty when it has none.
  public func keys(for id: ActionID) -> [KeyShortcut] {
    keysByAction[id] ?? []
  }

  /// Every action the table has keys for, and its keys.
  public var all: [(action: ActionID, keys: [KeyShortcut])] {
    keysByAction.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
  }

  /// The first of `actions` that `key` performs, enabled or not; `nil` when the key performs
  /// none of them.
  public func action(for key: KeyShortcut, in actions: [ScreenAction]) -> ScreenAction? {
    actions.first { keys(for: $0.id).contains(key) }
  }

  /// The pairs of `actions` that share a key: what a screen must never offer (a test asks each
  /// screen).
  public func conflicts(in actions: [ScreenAction]) -> [(ActionID, ActionID, KeyShortcut)] {
    var owner: [KeyShortcut: ActionID] = [:]
    var conflicts: [(ActionID, ActionID, KeyShortcut)] = []
    for action in actions {
      for key in keys(for: action.id) {
        if let other = owner[key], other != action.id {
          conflicts.append((other, action.id, key))
        } else {
          owner[key] = action.id
        }
      }
    }
    return conflicts
  }
}
