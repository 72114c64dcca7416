public import MVVMKit

/// A section of the search screen, as a ``SectionedList`` section: its identity, title and status.
public struct SearchSection: Identifiable, Hashable, Sendable {
  /// The three sections of the screen.
  public enum ID: Hashable, Sendable {
    /// The title and search field.
    case header
    /// "Near restaurant".
    case restaurants
    /// "N Items found".
    case drinks
  }

  /// Which section this is.
  public let id: ID
  /// The section's title.
  public var title: String
  /// What the section shows besides its rows.
  public var status: ListStatus
}

/// A row of the search screen: a restaurant card or a drink card.
public enum SearchRow: Identifiable, Hashable, Sendable {
  /// A restaurant card.
  case restaurant(RestaurantCardViewModel)
  /// A drink card.
  case drink(DrinkCardViewModel)

  /// A row's identity: restaurant and drink ids never collide.
  public enum ID: Hashable, Sendable {
    case restaurant(String)
    case drink(String)
  }

  /// The row's identity, by kind.
  public var id: ID {
    switch self {
    case .restaurant(let card): .restaurant(card.id)
    case .drink(let card): .drink(card.id)
    }
  }

  /// The card, whichever kind it is.
  public var card: any CardViewModel {
    switch self {
    case .restaurant(let card): card
    case .drink(let card): card
    }
  }
}
