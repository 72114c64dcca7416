/// A row in ``HTML/rows(_:selected:)``.
public struct WebRow: Hashable, Sendable {
  /// What the row is.
  public var label: String
  /// Its value, at the row's end.
  public var value: String?
  /// A class for the value: `up`, `down`.
  public var valueClass: String?
  /// The action a click on the row does.
  public var action: String?
  /// Buttons at the row's end, beside its own action: a pin, a swap.
  public var accessories: [WebAccessory]
  /// Whether the row's action is on, for a row that toggles (a song picked); `nil` for a row
  /// whose action opens or does.
  public var isPressed: Bool?

  /// A row.
  public init(
    label: String, value: String? = nil, valueClass: String? = nil, action: String?,
    accessories: [WebAccessory] = [], isPressed: Bool? = nil
  ) {
    self.label = label
    self.value = value
    self.valueClass = valueClass
    self.action = action
    self.accessories = accessories
    self.isPressed = isPressed
  }
}
