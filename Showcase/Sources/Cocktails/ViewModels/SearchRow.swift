import MVVMKit

/// A row of the search screen: a restaurant card, a favourite's card or a drink card.
public enum SearchRow: Identifiable, Hashable, Sendable {
  /// A restaurant card.
  case restaurant(RestaurantCardViewModel)
  /// A favourite drink's card.
  case favourite(DrinkCardViewModel)
  /// A drink card.
  case drink(DrinkCardViewModel)

  /// A row's identity: restaurant and drink ids never collide, nor a favourite with the same
  /// drink among the results.
  public enum ID: Hashable, Sendable {
    case restaurant(String)
    case favourite(String)
    case drink(String)
  }

  /// The row's identity, by kind.
  public var id: ID {
    switch self {
    case .restaurant(let card): .restaurant(card.id)
    case .favourite(let card): .favourite(card.id)
    case .drink(let card): .drink(card.id)
    }
  }

  /// The card, whichever kind it is.
  public var card: any CardViewModel {
    switch self {
    case .restaurant(let card): card
    case .favourite(let card): card
    case .drink(let card): card
    }
  }
}
