/// A small button on a card or a row, beside the item's own action: a favourite's star, a pin, a
/// swap. Each is a button of its own, so a click on it never opens the item.
public struct WebAccessory: Hashable, Sendable {
  /// What the button does, for a screen reader: "Favourite", "Pin", "Swap".
  public var label: String
  /// What the button shows: "★", "⇄".
  public var symbol: String
  /// Whether a switch is on (`aria-pressed`); `nil` for a button that is no switch.
  public var isPressed: Bool?
  /// The action a click does (from ``RegionContext/action(_:_:)``).
  public var action: String

  /// A button named `label`, showing `symbol`, doing `action`; a switch, on or off, when
  /// `isPressed` is given.
  public init(label: String, symbol: String, isPressed: Bool? = nil, action: String) {
    (self.label, self.symbol, self.isPressed, self.action) = (label, symbol, isPressed, action)
  }

  /// The button.
  var html: HTML {
    HTML.element(
      "button",
      [
        "type": "button", "class": "accessory", "aria-label": label,
        "aria-pressed": isPressed.map { $0 ? "true" : "false" }, "data-action": action,
      ]
    ) { symbol }
  }
}
