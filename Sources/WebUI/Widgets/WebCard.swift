/// A card in ``HTML/cards(_:selected:inOneRow:)``.
public struct WebCard: Hashable, Sendable {
  /// The card's title.
  public var title: String
  /// The lines under the title.
  public var lines: [String]
  /// The action a click on the card does (from ``RegionContext/action(_:_:)``).
  public var action: String?
  /// The card's picture: a path from ``RegionContext/image(_:loading:)``.
  public var image: String?
  /// Whether the card is shown faded (its section is reloading, or failed).
  public var isDimmed: Bool
  /// A switch on the card, beside its own action: a favourite's star.
  public var toggle: Toggle?

  /// A switch on a card: a button of its own, pressed while `isOn`.
  public struct Toggle: Hashable, Sendable {
    /// What the switch does, for a screen reader: "Favourite".
    public var label: String
    /// What the button shows: "★".
    public var symbol: String
    /// Whether it is on (`aria-pressed`).
    public var isOn: Bool
    /// The action a click does (from ``RegionContext/action(_:_:)``).
    public var action: String

    /// A switch named `label`, showing `symbol`, on while `isOn`, doing `action`.
    public init(label: String, symbol: String, isOn: Bool, action: String) {
      (self.label, self.symbol, self.isOn, self.action) = (label, symbol, isOn, action)
    }
  }

  /// A card.
  public init(
    title: String, lines: [String] = [], action: String? = nil, image: String? = nil,
    isDimmed: Bool = false, toggle: Toggle? = nil
  ) {
    self.title = title
    self.lines = lines
    self.action = action
    self.image = image
    self.isDimmed = isDimmed
    self.toggle = toggle
  }
}
