public import MVVMKit

extension HTML {
  /// The button of a screen's `action`: its title, its key (`aria-keyshortcuts`, which the page
  /// script reads to send the key, and a `kbd` beside the title), pressed where it toggles on
  /// (`aria-pressed`), disabled while it cannot be done. Its action in `context` is named
  /// `act-ID`. An action that opens a link (`ScreenAction.link`) is the link itself, which the
  /// browser opens (and the page script clicks for its key), named `data-link="ID"`.
  ///
  /// ```swift
  /// HTML.action(favourite, keys: .cocktails, in: context)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action, as the view model declared it.
  ///   - keys: The app's keys for its actions.
  ///   - title: What the button says, where it says more than the action's title ("☆ Favourite").
  ///   - isPrimary: Whether it is the page's main action, drawn as such.
  ///   - label: The button's name for a screen reader, for a button whose title is a symbol
  ///     ("‹"); such a button shows no key beside it.
  ///   - context: The region the button is in.
  @MainActor
  public static func action(
    _ action: ScreenAction, keys: ActionKeys, title: String? = nil, isPrimary: Bool = false,
    label: String? = nil, in context: RegionContext
  ) -> HTML {
    let key = label == nil ? keys.keys(for: action.id).first { $0.ariaName != nil } : nil
    return HTML.action(
      action, keys: keys, className: isPrimary ? "primary" : "action", label: label, in: context
    ) {
      title ?? capitalisedFirst(action.title)
      if let key {
        " "
        element("kbd") { key.label }
      }
    }
  }

  /// The button of a screen's `action` around `content` (a picture that opens itself alone): as
  /// ``action(_:keys:title:isPrimary:label:in:)``, in the class `className`, named `label`.
  @MainActor
  public static func action(
    _ action: ScreenAction, keys: ActionKeys, className: String, label: String?,
    in context: RegionContext, @HTMLBuilder content: () -> HTML
  ) -> HTML {
    if let link = action.link {
      return element(
        "a",
        [
          "href": action.isEnabled ? link.url.absoluteString : nil,
          "class": className,
          "rel": "noopener noreferrer",
          "target": ["http", "https"].contains(link.url.scheme?.lowercased()) ? "_blank" : nil,
          "data-link": action.id.rawValue,
          "aria-label": label,
          "aria-disabled": action.isEnabled ? nil : "true",
          "aria-keyshortcuts": shortcutsAttribute(keys.keys(for: action.id)),
        ], content)
    }
    let perform = action.perform
    return element(
      "button",
      [
        "type": "button",
        "class": className + (action.isDestructive ? " destructive" : ""),
        "data-action": context.action("act-" + action.id.rawValue) { perform() },
        "aria-label": label,
        "aria-pressed": action.isOn.map { $0 ? "true" : "false" },
        "aria-keyshortcuts": shortcutsAttribute(keys.keys(for: action.id)),
        "disabled": action.isEnabled ? nil : "disabled",
      ], content)
  }

  /// The buttons of a screen's `actions`, in a toolbar named `label` (see
  /// ``action(_:keys:title:isPrimary:label:in:)``). `stepping` are the keys of the actions that
  /// step through them (the next span, the one before), which the toolbar takes.
  @MainActor
  public static func actions(
    _ actions: [ScreenAction], keys: ActionKeys, label: String = "Actions",
    stepping: [KeyShortcut] = [], in context: RegionContext
  ) -> HTML {
    element(
      "div",
      [
        "class": "actions", "role": "toolbar", "aria-label": label,
        "aria-keyshortcuts": shortcutsAttribute(stepping),
      ]
    ) {
      for action in actions { HTML.action(action, keys: keys, in: context) }
    }
  }

  /// `keys` as `aria-keyshortcuts` says them, the browser's own left out; `nil` for none.
  static func shortcutsAttribute(_ keys: [KeyShortcut]) -> String? {
    let names = keys.compactMap(\.ariaName)
    return names.isEmpty ? nil : names.joined(separator: " ")
  }

  private static func capitalisedFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

extension KeyShortcut {
  /// The key as `aria-keyshortcuts` names it ("p", "Space", "ArrowLeft"), which is how the page
  /// script finds the keys a page's buttons take; `nil` for the keys a browser keeps for its focus.
  var ariaName: String? {
    self == .character(" ") ? "Space" : browserName
  }

  /// The shortcut of the key a browser names `name` (`KeyboardEvent.key`): a printable key, Enter
  /// or a left or right arrow; `nil` for any other.
  init?(browserName name: String) {
    switch name {
    case "Enter": self = .enter
    case "ArrowLeft": self = .left
    case "ArrowRight": self = .right
    default:
      guard name.count == 1, let character = name.first else { return nil }
      self = .character(character)
    }
  }
}
