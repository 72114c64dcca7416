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
  /// Buttons on the card beside its own action: a favourite's star.
  public var accessories: [WebAccessory]

  /// A card.
  public init(
    title: String, lines: [String] = [], action: String? = nil, image: String? = nil,
    isDimmed: Bool = false, accessories: [WebAccessory] = []
  ) {
    self.title = title
    self.lines = lines
    self.action = action
    self.image = image
    self.isDimmed = isDimmed
    self.accessories = accessories
  }
}
